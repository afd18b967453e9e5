import { Hono } from 'hono';
import { SAFE_NAME } from '../media/mediaStore';
import type { AppEnv, ServerDeps } from './env';
import { notFound } from './errors';

/** Serves uploaded images by their unguessable names, without a token (an <img> sends none). */
export function mediaRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:name', async (context) => {
    const name = context.req.param('name');
    if (!SAFE_NAME.test(name)) throw notFound();
    const file = await deps.media.get(name);
    if (!file) throw notFound();
    return context.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return routes;
}
