import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { OPERATION_HEADER } from '../../contract/history';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * API answers are never stored by a browser or a proxy (they hold tokens' data and change with every write), unless
 * the route says otherwise; errors included.
 */
export const noStore: MiddlewareHandler<AppEnv> = async (context, next) => {
  await next();
  if (!context.res.headers.has('Cache-Control')) context.header('Cache-Control', 'no-store');
};

/** Headers every response carries; CORS only for the origins listed in CORS_ORIGINS. */
export function securityHeaders(corsOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(corsOrigins);
  return async (context, next) => {
    const origin = context.req.header('Origin');
    const corsAllowed = origin !== undefined && allowed.has(origin);
    if (corsAllowed && context.req.method === 'OPTIONS') {
      context.header('Access-Control-Allow-Origin', origin);
      context.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      context.header('Access-Control-Allow-Headers', `Authorization, Content-Type, Accept, X-Role, If-Match, ${OPERATION_HEADER}`);
      context.header('Access-Control-Max-Age', '600');
      context.header('Vary', 'Origin');
      return context.body(null, 204);
    }
    await next();
    context.header('X-Content-Type-Options', 'nosniff');
    context.header('Referrer-Policy', 'same-origin');
    if (corsAllowed) {
      context.header('Access-Control-Allow-Origin', origin);
      context.header('Access-Control-Expose-Headers', 'ETag, Content-Disposition, Retry-After');
      context.header('Vary', 'Origin');
    }
    if (context.res.headers.get('Content-Type')?.startsWith('text/html')) {
      context.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      context.header('X-Frame-Options', 'DENY');
    }
  };
}
