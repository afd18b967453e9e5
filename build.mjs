// Bundles the server (and, once it exists, the app) into dist/.
//   node build.mjs              build
//   node build.mjs --if-needed  build only when a source is newer than the last build
//   node build.mjs --watch      rebuild on change
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const stamp = join(dist, '.built');
const sources = ['src', 'commands', 'locales', 'index.html', 'build.mjs', 'package-lock.json'];
const args = new Set(process.argv.slice(2));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), info.mtimeMs);
}

function upToDate() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return sources.every((source) => newestChange(join(root, source)) <= built);
}

const serverOptions = {
  entryPoints: [join(root, 'src/server/main.ts')],
  outfile: join(dist, 'server/main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

async function build() {
  const started = performance.now();
  mkdirSync(dist, { recursive: true });
  await esbuild.build(serverOptions);
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms`);
}

if (args.has('--watch')) {
  const context = await esbuild.context({ ...serverOptions, logLevel: 'info' });
  await context.watch();
  console.log('Watching for changes…');
} else if (args.has('--if-needed') && upToDate()) {
  // nothing changed since the last build
} else {
  await build();
}
