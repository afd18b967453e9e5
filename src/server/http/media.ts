import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from './env';
import { notFound } from './errors';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** The names saveMedia makes (uploads.ts): only such files are served, or ever removed by the media sweep. */
export const SAFE_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;

/** Serves uploaded images by their unguessable names, without a token (an <img> sends none). */
export function mediaRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:name', async (context) => {
    const name = context.req.param('name');
    const match = SAFE_NAME.exec(name);
    if (!match?.[1]) throw notFound();
    const bytes = await readFile(join(deps.mediaDir, name)).catch(() => undefined);
    if (!bytes) throw notFound();
    return context.body(new Uint8Array(bytes), 200, {
      'Content-Type': TYPES[match[1]] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return routes;
}
