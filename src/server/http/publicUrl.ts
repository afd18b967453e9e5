// Links the server hands out (page links, media URLs, the signed subscriptions link) are never built from the
// request's Host header, which the client chooses: with PUBLIC_URL they are absolute under it, without it they
// are root-relative paths, which a browser resolves against the page that asked.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** Makes PUBLIC_URL available to every handler (as `publicUrl`). */
export function publicUrlOf(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    context.set('publicUrl', publicUrl);
    await next();
  };
}

/** `path` (with its query) as the link to hand out: under PUBLIC_URL, or as it is. */
export function linkTo(context: Context, path: string): string {
  const base = (context as Context<AppEnv>).get('publicUrl');
  return base ? `${base}${path}` : path;
}
