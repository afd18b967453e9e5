// Login, logout, is-admin and password change.
import { Hono } from 'hono';
import { emailKey } from '../../contract/emailIdentity';
import { changePassword, login } from '../../contract/schemas/accounts';
import { writeTransaction } from '../db/database';
import { issueToken, revokeAllTokensOf, revokeToken } from '../db/repos/tokens';
import { findUserForLogin, setPasswordHash } from '../db/repos/users';
import { requireAdmin, requireToken } from '../http/auth';
import { readBody } from '../http/body';
import { clientOf } from '../http/clientAddress';
import type { AppEnv, ServerDeps } from '../http/env';
import { coded } from '../../contract/errorCodes';
import { badRequest, detailBody, detailError } from '../http/errors';

/** Routes under /api that need no admin: login, logout, is-admin. */
export function authRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/auth', async (context) => {
    const { username, password } = await readBody(context, login);
    const client = clientOf(context, deps.trustProxy);
    // per account (every spelling of its address counts as one: its key), and per client whatever e-mails it tries
    const email = emailKey(username);
    const retryAfter = Math.max(deps.loginLimiter.retryAfterSeconds(email), deps.clientLimiter.retryAfterSeconds(client));
    if (retryAfter > 0) {
      throw detailError(429, coded('login_throttled', { seconds: retryAfter }), { 'Retry-After': String(retryAfter) });
    }
    const user = await findUserForLogin(deps.db, username);
    // one full check whatever the account: unknown e-mails and unusable passwords cost the same as real ones
    const valid = await deps.passwords.verify(client, password, user?.password_hash);
    if (!user || !valid) {
      deps.loginLimiter.recordFailure(email);
      deps.clientLimiter.recordFailure(client);
      throw badRequest({ non_field_errors: [coded('invalid_credentials')] });
    }
    deps.loginLimiter.reset(email);
    deps.clientSuccesses.recordFailure(client); // counted, as failures are: a recent success puts the client first
    const token = await issueToken(deps.writer, user.id);
    return context.json({ token, user: { id: user.id, name: user.name, email: user.email, is_admin: user.is_admin === 1 } });
  });

  routes.post('/auth/logout', requireToken(deps), async (context) => {
    await revokeToken(deps.writer, context.get('user').tokenId);
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
    if (!user) throw badRequest({ user_email: [coded('no_user_with_email')] });
    const passwordHash = await deps.passwords.hash(clientOf(context, deps.trustProxy), new_password);
    await writeTransaction(deps.writer, async (trx) => {
      await setPasswordHash(trx, user.id, passwordHash);
      await revokeAllTokensOf(trx, user.id);
    });
    return context.json(detailBody(coded('password_changed')));
  });
  return routes;
}
