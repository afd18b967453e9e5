// The sizes the app's budgets are about, gzipped, read from the last build (dist/app-meta.json): the initial JS (the
// entry and what it imports statically), each lazy chunk, and the CSS. Shared by the bench and the budget test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, round } from './lib.mjs';

const ENTRY = 'src/app/main.tsx';

/** Gzipped size of the initial JS, of each lazy chunk and of every stylesheet, in KB to one decimal. */
export function bundleSizes() {
  const meta = JSON.parse(readFileSync(join(root, 'dist/app-meta.json'), 'utf8'));
  const outputs = meta.outputs;
  const gzipped = (file) => round(gzipSync(readFileSync(join(root, file))).length / 1024);
  const short = (file) => file.replace(/^dist\/app\/assets\//, '');
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(ENTRY));
  if (!entry) throw new Error(`no output has ${ENTRY} for entry point in dist/app-meta.json`);
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  visit(entry);
  const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const css = Object.keys(outputs).filter((file) => file.endsWith('.css'));
  const lazy = Object.fromEntries(js.filter((file) => !initial.has(file)).map((file) => [short(file), gzipped(file)]));
  return {
    initial_js_kb_gzip: round([...initial].reduce((sum, file) => sum + gzipped(file), 0)),
    initial_files: [...initial].map(short),
    budget_initial_kb: 150,
    lazy_chunks_kb_gzip: lazy,
    // every stylesheet the app may load, each file counted (a sheet shared by lazy chunks is emitted once per chunk)
    css_kb_gzip: round(css.reduce((sum, file) => sum + gzipped(file), 0)),
    css_files_kb_gzip: Object.fromEntries(css.map((file) => [short(file), gzipped(file)])),
    budget_css_kb: 30,
  };
}
