import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Context } from 'hono';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { COMPRESS_MIN_BYTES, preferredEncoding, varyOnEncoding, type ContentEncoding } from './compression';
import type { AppEnv } from './env';
import { detailBody } from './errors';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kitroom</title></head>
<body><main><h1>Kitroom</h1><p>The API is running under <code>/api</code>. The app has not been built: run <code>npm run build</code>.</p></main></body></html>`;

export interface StaticOptions {
  /** EVENTS_ADMIN_URL: written into the `kitroom-events-admin-url` meta of index.html; unset leaves the page as built */
  eventsAdminUrl?: string | undefined;
  /** COUNTER_SITE_URL: written into the `kitroom-counter-site-url` meta, likewise */
  counterSiteUrl?: string | undefined;
}

/** The metas the server fills, each with the setting it holds. */
const LINK_METAS = [
  { name: 'kitroom-events-admin-url', setting: 'eventsAdminUrl' },
  { name: 'kitroom-counter-site-url', setting: 'counterSiteUrl' },
] as const;

/** Escapes a value for a double-quoted HTML attribute: it can neither end the attribute nor open a tag. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** index.html with the run-time settings the server holds filled in (a page without the meta gets one). */
export function fillIndex(html: string, options: StaticOptions): string {
  let filled = html;
  for (const { name, setting } of LINK_METAS) {
    const value = options[setting];
    if (!value) continue;
    const meta = `<meta name="${name}" content="${escapeAttribute(value)}">`;
    const existing = new RegExp(`<meta\\s+name="${name}"\\s+content="[^"]*"\\s*\\/?>`);
    // a function, so that `$&` and the like in the URL are not read as replacement patterns
    filled = existing.test(filled) ? filled.replace(existing, () => meta) : filled.replace('</head>', () => `${meta}\n</head>`);
  }
  return filled;
}

interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  cacheControl: string;
  /** the same bytes compressed: build.mjs writes `<file>.br` and `<file>.gz` beside each file worth it */
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

/** Precompressed files by encoding, as build.mjs names them. */
const SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const isPrecompressed = (path: string) => path.endsWith('.br') || path.endsWith('.gz');

/** Hashed file names (`Palette-JDVJKNLL.js`) never change content: cached for a year. */
const HASHED = /[.-][A-Z0-9]{8,}\.(js|css)$/i;
/** Files larger than this are not held in memory (the app's largest chunk is well under 1 MB). */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Dotfiles (/.env, /.git/config) and source maps are never served: they are not part of the app. */
function isPrivate(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.')) || path.endsWith('.map');
}

/** A file and its precompressed copies, those that are at least as new as it (an older copy is of another build). */
function staticFile(file: string): StaticFile {
  const info = statSync(file);
  const encoded: StaticFile['encoded'] = {};
  for (const [encoding, suffix] of Object.entries(SUFFIXES) as Array<[ContentEncoding, string]>) {
    const copy = statSync(file + suffix, { throwIfNoEntry: false });
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs && copy.size <= MAX_FILE_BYTES) encoded[encoding] = new Uint8Array(readFileSync(file + suffix));
  }
  return {
    body: new Uint8Array(readFileSync(file)),
    type: TYPES[extname(file)] ?? 'application/octet-stream',
    cacheControl: HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    encoded,
  };
}

/** index.html is filled at start-up, so it is compressed here, once per change, rather than at build time. */
function compressedPage(html: string): StaticFile {
  const body = new Uint8Array(Buffer.from(html, 'utf8'));
  const encoded: StaticFile['encoded'] = {};
  if (body.byteLength >= COMPRESS_MIN_BYTES) {
    encoded.br = new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    encoded.gzip = new Uint8Array(gzipSync(body, { level: 9 }));
  }
  return { body, type: TYPES['.html']!, cacheControl: 'no-cache', encoded };
}

/** Answers a file, precompressed when the client accepts an encoding the file has. */
function answerFile(context: Context, file: StaticFile): Response {
  const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl };
  const encodings = Object.keys(file.encoded) as ContentEncoding[];
  if (encodings.length === 0) return context.body(file.body, 200, headers);
  const accepted = preferredEncoding(context.req.header('Accept-Encoding'), encodings);
  const response = context.body(accepted ? file.encoded[accepted]! : file.body, 200, accepted ? { ...headers, 'Content-Encoding': accepted } : headers);
  varyOnEncoding(response.headers);
  return response;
}

/** Every public file of the built app, by URL path, read once: answering never waits for the disk or libuv. */
function loadFiles(appDir: string, indexFile: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no app built
    }
    for (const entry of entries) {
      const file = join(dir, entry.name);
      const path = `/${relative(appDir, file).split(sep).join('/')}`;
      if (isPrivate(path) || file === indexFile || isPrecompressed(path)) continue;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && statSync(file).size <= MAX_FILE_BYTES) files.set(path, staticFile(file));
    }
  };
  walk(appDir);
  return files;
}

/**
 * Serves the built app from `appDir`, from memory: files by path (hashed names cached for a year) and, for every
 * other GET outside /api and /media, index.html so that history-mode routes load the app. Every file is read at
 * start-up, so answering never waits on the disk or on libuv's thread pool (which password hashing also uses); a
 * file added by a rebuild is read once when first asked for. index.html is re-read when its modification time
 * changes (no-cache; a rebuild shows without a restart) and filled by `fillIndex`, also when asked by its name.
 * Dotfiles and source maps are never served.
 */
export function staticRoutes(appDir: string, options: StaticOptions = {}) {
  const routes = new Hono<AppEnv>();
  const indexFile = join(appDir, 'index.html');
  const files = loadFiles(appDir, indexFile);
  const fallback = compressedPage(FALLBACK_PAGE);
  let index = { mtimeMs: -1, page: fallback };

  const currentIndex = (): StaticFile => {
    const found = statSync(indexFile, { throwIfNoEntry: false });
    if (!found) return fallback;
    if (found.mtimeMs !== index.mtimeMs) index = { mtimeMs: found.mtimeMs, page: compressedPage(fillIndex(readFileSync(indexFile, 'utf8'), options)) };
    return index.page;
  };

  /** A file a rebuild added since start-up, read once; undefined when there is none. */
  const lateFile = (path: string): StaticFile | undefined => {
    const file = normalize(join(appDir, path));
    if (!file.startsWith(appDir + sep)) return undefined;
    const found = statSync(file, { throwIfNoEntry: false });
    if (!found?.isFile() || found.size > MAX_FILE_BYTES || isPrecompressed(path)) return undefined;
    const loaded = staticFile(file);
    files.set(path, loaded);
    return loaded;
  };

  routes.get('*', (context) => {
    let path: string;
    try {
      path = decodeURIComponent(context.req.path);
    } catch {
      return context.json(detailBody(coded('not_found')), 404); // malformed percent-encoding names no file
    }
    if (isPrivate(path) || path.includes('\0')) return context.json(detailBody(coded('not_found')), 404);
    if (extname(path) && path !== '/index.html') {
      const file = files.get(path) ?? lateFile(path);
      if (!file) return context.json(detailBody(coded('not_found')), 404);
      return answerFile(context, file);
    }
    return answerFile(context, currentIndex());
  });
  return routes;
}
