import type { MiddlewareHandler } from 'hono';
import { findTokenOwner } from '../db/repos/tokens';
import type { AppEnv, ServerDeps } from './env';
import { coded, type CodedError } from '../../contract/errorCodes';
import { detailError } from './errors';

const SCHEMES = new Set(['bearer', 'token', 'jwt']);

function tokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !token || rest.length || !SCHEMES.has(scheme.toLowerCase())) return undefined;
  return token;
}

const unauthorized = (error: CodedError) => detailError(401, error, { 'WWW-Authenticate': 'Bearer realm="api"' });

/** Requires a live token; the role comes from its owner, never from `X-Role`. */
export function requireToken(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const token = tokenOf(context.req.header('Authorization'));
    if (!token) throw unauthorized(coded('not_authenticated'));
    const owner = await findTokenOwner(deps.db, token);
    if (!owner) throw unauthorized(coded('invalid_token'));
    context.set('user', owner);
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (context, next) => {
  if (!context.get('user').is_admin) {
    throw detailError(403, coded('permission_denied'));
  }
  await next();
};
