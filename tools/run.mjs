// Runs a TypeScript tool of this folder (node tools/run.mjs tools/cluster.ts): bundled by esbuild into dist/tools,
// its packages left to node_modules, then started.
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const entry = process.argv[2];
if (!entry) throw new Error('usage: node tools/run.mjs tools/<tool>.ts');
const outfile = join(import.meta.dirname, '..', 'dist', 'tools', basename(entry).replace(/\.ts$/, '.mjs'));
await esbuild.build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' });
await import(pathToFileURL(outfile).href);
