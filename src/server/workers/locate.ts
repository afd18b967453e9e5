// Where the worker script is. The build writes it beside the server (dist/server/worker.mjs). Run from source (the
// tests, a probe bundled elsewhere), there is only worker.ts: it is bundled as build.mjs does (packages inlined but
// the native better-sqlite3, and pg, whose CommonJS requires node's modules at run time) into the project's
// node_modules/.cache, named by its content, so that those two resolve as the server's do.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let located: string | undefined;

export async function workerScript(): Promise<string> {
  located ??= locate();
  return located;
}

function locate(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'worker.mjs');
  if (existsSync(bundled)) return bundled;
  const source = findUp(here, (dir) => [join(dir, 'worker.ts'), join(dir, 'src', 'server', 'workers', 'worker.ts')]);
  if (!source) throw new Error(`No database worker script beside ${here}: run \`npm run build\`.`);
  const root = findUp(dirname(source), (dir) => [join(dir, 'node_modules')]);
  if (!root) throw new Error('No node_modules above the worker source.');
  const code = bundle(source, root);
  const cacheDir = join(root, '.cache', 'kitroom-worker');
  const file = join(cacheDir, `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

/**
 * The worker bundled by esbuild, in a node process of its own: the caller's globals may not be node's (the app's
 * tests run in happy-dom, whose TextEncoder esbuild refuses).
 */
function bundle(source: string, nodeModules: string): string {
  const script = `require('esbuild').build({ entryPoints: [${JSON.stringify(source)}], bundle: true, platform: 'node', target: 'node20',
    format: 'esm', external: ['better-sqlite3', 'pg'], write: false, logLevel: 'warning' })
    .then((built) => process.stdout.write(built.outputFiles[0].text), (error) => { console.error(error); process.exit(1); });`;
  return execFileSync(process.execPath, ['-e', script], { cwd: dirname(nodeModules), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The first of `candidates(dir)` that exists, from `start` upwards. */
function findUp(start: string, candidates: (dir: string) => string[]): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    const found = candidates(dir).find((candidate) => existsSync(candidate));
    if (found) return found;
    if (dirname(dir) === dir) return undefined;
  }
}
