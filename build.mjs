// Bundles the server (and, once it exists, the app) into dist/.
//   node build.mjs              build
//   node build.mjs --if-needed  build only when a source is newer than the last build
//   node build.mjs --watch      rebuild on change
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
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

/**
 * The database workers (src/server/workers) load worker.mjs from beside main.mjs. Their packages are bundled in
 * (all but the native better-sqlite3, and pg, whose CommonJS requires node's modules at run time): one file starts in about half the time of Kysely's hundreds of modules.
 */
const workerOptions = {
  ...serverOptions,
  entryPoints: [join(root, 'src/server/workers/worker.ts')],
  outfile: join(dist, 'server/worker.mjs'),
  packages: undefined,
  external: ['better-sqlite3', 'pg'],
};

/** Locale files become precompiled message ASTs, so the app ships react-intl without its parser. */
const precompiledMessages = {
  name: 'precompiled-messages',
  setup(build) {
    build.onLoad({ filter: /[\\/]locales[\\/](pt|en|es)\.json$/ }, (file) => {
      const messages = JSON.parse(readFileSync(file.path, 'utf8'));
      const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
      return { contents: JSON.stringify(compiled), loader: 'json' };
    });
  },
};

/** Writes index.html with the entry's hashed script and stylesheet. */
const htmlPage = {
  name: 'html-page',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      const outputs = Object.entries(result.metafile.outputs);
      const entry = outputs.find(([, output]) => output.entryPoint?.endsWith('src/app/main.tsx'));
      if (!entry) return;
      const [script, { cssBundle }] = entry;
      const href = (file) => `/${relative(join(dist, 'app'), join(root, file)).replaceAll('\\', '/')}`;
      const html = readFileSync(join(root, 'index.html'), 'utf8')
        .replace('<!-- build:styles -->', cssBundle ? `<link rel="stylesheet" href="${href(cssBundle)}">` : '')
        .replace('<!-- build:scripts -->', `<script type="module" src="${href(script)}"></script>`);
      writeFileSync(join(dist, 'app', 'index.html'), html);
    });
  },
};

const appOptions = {
  entryPoints: [join(root, 'src/app/main.tsx')],
  outdir: join(dist, 'app'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome120', 'firefox120', 'safari17'],
  minify: true,
  // Source maps hold the full source: written without a link from the bundles and moved out of dist/app (which is
  // served, here or by any other server) into dist/app-sourcemaps, for local debugging only.
  sourcemap: 'external',
  metafile: true,
  entryNames: 'assets/[name]-[hash]',
  chunkNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  plugins: [precompiledMessages, htmlPage],
  logLevel: 'warning',
};

const hasApp = () => existsSync(join(root, 'src/app/main.tsx'));

/** Moves every *.map out of dist/app into dist/app-sourcemaps, keeping their relative paths. */
function moveSourceMaps() {
  const from = join(dist, 'app');
  const to = join(dist, 'app-sourcemaps');
  rmSync(to, { recursive: true, force: true });
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.map')) {
        const target = join(to, relative(from, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    }
  };
  if (existsSync(from)) walk(from);
}

const COMPRESSED_TYPES = new Set(['.js', '.css', '.svg', '.json', '.txt', '.ico', '.webmanifest']);
/** Smaller files go as they are: the saving would not pay for the encoding. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli at its best quality) and `<file>.gz` (gzip -9) beside each text file of the app, for
 * the server to send as they are (src/server/http/static.ts). index.html is left out: the server fills its metas
 * at start-up and compresses it then.
 */
async function precompress() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSED_TYPES.has(extname(entry.name)) && statSync(file).size >= PRECOMPRESS_MIN_BYTES) files.push(file);
    }
  };
  if (existsSync(join(dist, 'app'))) walk(join(dist, 'app'));
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  await Promise.all(files.map(async (file) => {
    const bytes = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
      gzipped(bytes, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }));
}

async function build() {
  const started = performance.now();
  // only the app's folder: its hashed files would pile up; other tools keep their own folders under dist/
  rmSync(join(dist, 'app'), { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const builds = [esbuild.build(serverOptions), esbuild.build(workerOptions)];
  if (hasApp()) builds.push(esbuild.build(appOptions).then((result) => writeFileSync(join(dist, 'app-meta.json'), JSON.stringify(result.metafile))));
  await Promise.all(builds);
  moveSourceMaps();
  await precompress();
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms`);
}

if (args.has('--watch')) {
  mkdirSync(dist, { recursive: true });
  const contexts = [await esbuild.context({ ...serverOptions, logLevel: 'info' }), await esbuild.context({ ...workerOptions, logLevel: 'info' })];
  if (hasApp()) contexts.push(await esbuild.context({ ...appOptions, logLevel: 'info' }));
  await Promise.all(contexts.map((context) => context.watch()));
  console.log('Watching for changes… (restart `npm start` to pick up server changes)');
} else if (args.has('--if-needed') && upToDate()) {
  // nothing changed since the last build
} else {
  await build();
}
