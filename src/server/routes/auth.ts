// Login, logout, is-admin and password change.
import { Hono } from 'hono';
import { emailKey } from '../../contract/emailIdentity';
import { changePassword, login } from '../../contract/schemas/accounts';
import { writeTransaction } from '../db/database';
import { issueToken, revokeAllTokensOf, revokeToken } from '../db/repos/tokens';
import { canUseBackOffice, findUserForLogin, setPasswordHash } from '../db/repos/users';
import { readBody } from '../http/body';
import { clientOf } from '../http/clientAddress';
import { deviceTicketOf, giveDeviceTicket } from '../http/deviceTickets';
import type { AppEnv, ServerDeps } from '../http/env';
import { coded } from '../../contract/errorCodes';
import { badRequest, detailBody, detailError } from '../http/errors';
import { addressPriority, KNOWN_DEVICE_PRIORITY, SIGNED_IN_PRIORITY } from '../http/loginPriority';
import { holdRepeatedRefusals } from '../http/refusalHold';

/** Login, logout and is-admin, under /api (who may call them: http/accessRules.ts). */
export function authRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  const refusalsHeld = holdRepeatedRefusals(deps.refusals, (context) => clientOf(context, deps.trustProxy));

  routes.post('/auth', refusalsHeld, async (context) => {
    const { username, password } = await readBody(context, login);
    const client = clientOf(context, deps.trustProxy);
    // per account (every spelling of its address counts as one: its key), and per client whatever e-mails it tries
    const email = emailKey(username);
    const ticket = deviceTicketOf(context);
    const keys = { email, client, device: deps.devices.nonceOf(ticket, email) };
    // every process's attempts, read once (the database's, loginLimiter.ts)
    const attempts = await deps.logins.read(keys);
    // a browser that logged into this account before is its owner trying again, not the strangers failing on it
    const knownDevice = attempts.deviceTrusted;
    const emailLocked = attempts.retryAfterSeconds('email');
    const retryAfter = Math.max(knownDevice ? 0 : emailLocked, attempts.retryAfterSeconds('client'));
    if (retryAfter > 0) {
      throw detailError(429, coded('login_throttled', { seconds: retryAfter }), { 'Retry-After': String(retryAfter) });
    }
    const user = await findUserForLogin(deps.db, username);
    // one full check whatever the account: unknown e-mails and unusable passwords cost the same as real ones
    const priority = knownDevice ? KNOWN_DEVICE_PRIORITY : addressPriority(attempts);
    const valid = await deps.passwords.verify(client, password, user?.password_hash, priority);
    if (!user || !valid) {
      // a ticket that no longer vouches is not counted against further
      await deps.logins.recordFailure({ email, client, device: knownDevice ? keys.device : undefined });
      throw badRequest({ non_field_errors: [coded('invalid_credentials')] });
    }
    giveDeviceTicket(context, deps.devices.issue(email));
    // one commit: the token, and the success counted; the account's failures are lifted, if it has any (the owner
    // getting past a lock does not lift it for the strangers who caused it)
    const liftAccount = emailLocked === 0 && attempts.accountFailures > 0;
    const token = await writeTransaction(deps.writer, async (trx) => {
      await deps.logins.recordSuccess(trx, keys, liftAccount);
      return issueToken(trx, user.id);
    });
    // an account without a role gets its token, as the contract says; the app refuses it and logs it out at once
    return context.json({ token, user: { id: user.id, name: user.name, email: user.email, is_admin: canUseBackOffice(user.role), role: user.role } });
  });

  routes.post('/auth/logout', async (context) => {
    await revokeToken(deps.writer, context.get('user').tokenId);
    deps.changes.tokensChanged();
    return context.body(null, 204);
  });

  routes.get('/v2/services/is-admin', (context) => {
    const { role } = context.get('user');
    return context.json({ is_admin: canUseBackOffice(role), role });
  });

  return routes;
}

/** `POST /accounts/change-password`, on the host root. */
export function accountRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/change-password', async (context) => {
    const { user_email, new_password } = await readBody(context, changePassword);
    const user = await findUserForLogin(deps.db, user_email);
    if (!user) throw badRequest({ user_email: [coded('no_user_with_email')] });
    const passwordHash = await deps.passwords.hash(clientOf(context, deps.trustProxy), new_password, SIGNED_IN_PRIORITY);
    await writeTransaction(deps.writer, async (trx) => {
      await setPasswordHash(trx, user.id, passwordHash);
      await revokeAllTokensOf(trx, user.id);
    });
    deps.changes.tokensChanged();
    return context.json(detailBody(coded('password_changed')));
  });
  return routes;
}
