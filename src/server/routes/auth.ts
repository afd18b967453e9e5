// Login, logout, is-admin and password change.
import { Hono } from 'hono';
import { changePassword, login } from '../../contract/schemas/accounts';
import { writeTransaction } from '../db/database';
import { issueToken, revokeAllTokensOf, revokeToken } from '../db/repos/tokens';
import { findUserForLogin, setPasswordHash } from '../db/repos/users';
import { requireAdmin, requireToken } from '../http/auth';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../http/passwords';

const WRONG_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

/** Routes under /api that need no admin: login, logout, is-admin. */
export function authRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/auth', async (context) => {
    const { username, password } = await readBody(context, login);
    const email = username.toLowerCase();
    const retryAfter = deps.loginLimiter.retryAfterSeconds(email);
    if (retryAfter > 0) {
      throw new ApiError(429, { detail: `Too many failed login attempts. Try again in ${retryAfter} seconds.` }, { 'Retry-After': String(retryAfter) });
    }
    const user = await findUserForLogin(deps.db, email);
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstNothing(password);
    if (!user || !valid) {
      deps.loginLimiter.recordFailure(email);
      throw badRequest(WRONG_CREDENTIALS);
    }
    deps.loginLimiter.reset(email);
    const token = await issueToken(deps.db, user.id);
    return context.json({ token, user: { id: user.id, name: user.name, email: user.email, is_admin: user.is_admin === 1 } });
  });

  routes.post('/auth/logout', requireToken(deps), async (context) => {
    await revokeToken(deps.db, context.get('user').tokenId);
    return context.body(null, 204);
  });

  routes.get('/v2/services/is-admin', requireToken(deps), (context) => context.json({ is_admin: context.get('user').is_admin }));

  return routes;
}

/** `POST /accounts/change-password`, on the host root. */
export function accountRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/change-password', requireToken(deps), requireAdmin, async (context) => {
    const { user_email, new_password } = await readBody(context, changePassword);
    const user = await findUserForLogin(deps.db, user_email);
    if (!user) throw badRequest({ user_email: ['No user with this e-mail address.'] });
    const passwordHash = await hashPassword(new_password);
    await writeTransaction(deps.db, async (trx) => {
      await setPasswordHash(trx, user.id, passwordHash);
      await revokeAllTokensOf(trx, user.id);
    });
    return context.json({ detail: 'Password changed.' });
  });
  return routes;
}
