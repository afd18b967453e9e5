// The access middleware: every request passes here once, before any route (app.ts), and is let through, refused
// with 401 (no live token) or 403 (a role the rule does not admit) by the one rule table, http/accessRules.ts.
import type { Context, MiddlewareHandler } from 'hono';
import { findTokenOwner } from '../db/repos/tokens';
import type { AppEnv, ServerDeps } from './env';
import { coded, type CodedError } from '../../contract/errorCodes';
import { detailError } from './errors';
import { roleMayPass, ruleFor } from './accessRules';

const SCHEMES = new Set(['bearer', 'token', 'jwt']);

function tokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !token || rest.length || !SCHEMES.has(scheme.toLowerCase())) return undefined;
  return token;
}

const unauthorized = (error: CodedError) => detailError(401, error, { 'WWW-Authenticate': 'Bearer realm="api"' });

/** The live token's owner, set as the request's `user`; the role comes from the account, never from `X-Role`. */
async function authenticate(deps: ServerDeps, context: Context<AppEnv>) {
  const token = tokenOf(context.req.header('Authorization'));
  if (!token) throw unauthorized(coded('not_authenticated'));
  const owner = await findTokenOwner(deps.db, token);
  if (!owner) throw unauthorized(coded('invalid_token'));
  context.set('user', owner);
  return owner;
}

export function accessControl(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const { access } = ruleFor(context.req.method, context.req.path);
    if (access !== 'anyone') {
      const { role } = await authenticate(deps, context);
      // staff asking for an admin's call are told so; an account without access gets DRF's plain refusal
      if (!roleMayPass(access, role)) throw detailError(403, coded(role === 'staff' ? 'admin_only' : 'permission_denied'));
    }
    await next();
  };
}
