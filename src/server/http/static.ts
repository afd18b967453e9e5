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

/**
 * Serves the built app from `appDir`: files by path (hashed names cached for a year) and, for every other GET
 * outside /api and /media, index.html so that history-mode routes load the app.
 */
export function staticRoutes(appDir: string) {
  const routes = new Hono<AppEnv>();
  routes.get('*', async (context) => {
    const path = decodeURIComponent(context.req.path);
    const file = normalize(join(appDir, path));
    if (file.startsWith(appDir + sep) && extname(file)) {
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
    const index = await readFile(join(appDir, 'index.html'), 'utf8').catch(() => FALLBACK_PAGE);
    return context.html(index, 200, { 'Cache-Control': 'no-cache' });
  });
  return routes;
}
