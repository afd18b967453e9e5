import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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
  eventsAdminUrl?: string;
}

const EVENTS_ADMIN_META = /<meta\s+name="kitroom-events-admin-url"\s+content="[^"]*"\s*\/?>/;

/** Escapes a value for a double-quoted HTML attribute: it can neither end the attribute nor open a tag. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** index.html with the run-time settings the server holds filled in (a page without the meta gets one). */
export function fillIndex(html: string, options: StaticOptions): string {
  if (!options.eventsAdminUrl) return html;
  const meta = `<meta name="kitroom-events-admin-url" content="${escapeAttribute(options.eventsAdminUrl)}">`;
  // a function, so that `$&` and the like in the URL are not read as replacement patterns
  if (EVENTS_ADMIN_META.test(html)) return html.replace(EVENTS_ADMIN_META, () => meta);
  return html.replace('</head>', () => `${meta}\n</head>`);
}

/**
 * Serves the built app from `appDir`: files by path (hashed names cached for a year) and, for every other GET
 * outside /api and /media, index.html so that history-mode routes load the app. index.html is read on each
 * request (no-cache; a rebuild shows without a restart) and filled by `fillIndex`, also when asked by its name.
 */
export function staticRoutes(appDir: string, options: StaticOptions = {}) {
  const routes = new Hono<AppEnv>();
  const indexFile = join(appDir, 'index.html');
  routes.get('*', async (context) => {
    let path: string;
    try {
      path = decodeURIComponent(context.req.path);
    } catch {
      return context.json({ detail: 'Not found.' }, 404); // malformed percent-encoding names no file
    }
    const file = normalize(join(appDir, path));
    if (file.startsWith(appDir + sep) && extname(file) && file !== indexFile) {
      const found = await stat(file).catch(() => undefined);
      if (found?.isFile()) {
        const hashed = /[.-][A-Z0-9]{8,}\.(js|css|map)$/i.test(file);
        return context.body(new Uint8Array(await readFile(file)), 200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      return context.json({ detail: 'Not found.' }, 404);
    }
    const index = await readFile(indexFile, 'utf8').then((html) => fillIndex(html, options), () => FALLBACK_PAGE);
    return context.html(index, 200, { 'Cache-Control': 'no-cache' });
  });
  return routes;
}
