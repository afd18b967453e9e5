// Users ("beamian users"): list and look up by e-mail, create (optionally as an event's manager), read, delete,
// and change a user's role (who may do which: http/accessRules.ts).
import { Hono, type Context } from 'hono';
import { coded } from '../../contract/errorCodes';
import { ROLES, type Role } from '../../contract/enums';
import { userCreate, userRole, type UserCreate } from '../../contract/schemas/accounts';
import { writeTransaction, type Db } from '../db/database';
import { insertEventManager } from '../db/repos/eventManagers';
import { revokeAllTokensOf } from '../db/repos/tokens';
import { countAdmins, deleteUser, findUser, findUserByEmail, insertUser, listUsers, matchingUserIds, roleOf, setRole, type UserFilters } from '../db/repos/users';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { badRequest, conflict, detailError } from '../http/errors';
import { answer, found, getOne, guardedUpdate } from '../http/guarded';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { booleanFilterOf } from '../http/listRoute';
import { clientOf } from '../http/clientAddress';
import { SIGNED_IN_PRIORITY } from '../http/loginPriority';
import { FieldErrorList, addUnknownReferences } from '../http/references';

const USERS = '/v2/beamian-users';

/** The checks that need the database: the e-mail is free (case-insensitively) and the event, if any, exists. */
async function checkNewUser(db: Db, input: UserCreate): Promise<void> {
  const errors = new FieldErrorList();
  if (await findUserByEmail(db, input.email)) errors.add('email', coded('unique_user_email'));
  await addUnknownReferences(db, errors, [{ field: 'event', table: 'events', id: input.event }]);
  errors.throwIfAny();
}

/** `?role=admin|staff|none` (none: no access), an addition to the contract, beside `?is_admin=`. */
function roleFilterOf(context: Context): Role | null | undefined {
  const raw = context.req.query('role')?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === 'none') return null;
  if ((ROLES as readonly string[]).includes(raw)) return raw as Role;
  throw badRequest({ role: [coded('invalid_choice', { value: raw })] });
}

const filtersOf = (context: Context): UserFilters => ({ isAdmin: booleanFilterOf(context, 'is_admin'), role: roleFilterOf(context) });

/**
 * Inside the role change's transaction, so that two admins demoting each other at once cannot leave none: the
 * admins are counted first, which takes the admins' lock (db/repos/users.ts countAdmins: a concurrent change, in
 * any process, waits there, and the roles read after it are the ones it left); the caller must still be an admin,
 * nobody removes their own admin role, and the last admin keeps it.
 */
async function checkRoleChange(trx: Db, callerId: number, targetId: number, to: Role | null): Promise<void> {
  const admins = await countAdmins(trx);
  if ((await roleOf(trx, callerId)) !== 'admin') throw detailError(403, coded('admin_only'));
  if ((await roleOf(trx, targetId)) !== 'admin' || to === 'admin') return;
  if (callerId === targetId) throw conflict(coded('own_admin_role'));
  if (admins <= 1) throw conflict(coded('last_admin'));
}

export function userRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(USERS, async (context) => {
    const paging = readPaging(context);
    const email = context.req.query('email')?.trim() || undefined;
    const { count, results } = await listUsers(deps.db, { search: searchOf(context), email, ...filtersOf(context), limit: paging.limit, offset: paging.offset });
    return context.json(pageOf(context, paging, count, results));
  });

  // an addition to the contract: every id a search matches, for "select all matching" across pages
  routes.get(`${USERS}/ids`, async (context) => {
    const ids = await matchingUserIds(deps.db, searchOf(context), filtersOf(context));
    return context.json({ count: ids.length, ids });
  });

  routes.post(USERS, async (context) => {
    const input = await readBody(context, userCreate);
    // Checked before hashing, which is slow by design, and again under the write lock, which the hash must not hold.
    await checkNewUser(deps.db, input);
    const passwordHash = await deps.passwords.hash(clientOf(context, deps.trustProxy), input.password, SIGNED_IN_PRIORITY);
    const created = await writeTransaction(deps.writer, async (trx) => {
      await checkNewUser(trx, input);
      const id = await insertUser(trx, { name: input.name, email: input.email, passwordHash, phoneNumber: input.phone_number });
      if (input.event) await insertEventManager(trx, input.event, id);
      return found(findUser, trx, id);
    });
    return answer(context, created, 201);
  });

  routes.get(`${USERS}/:id{[0-9]+}`, (context) => getOne(context, deps.db, findUser));

  // An addition to the contract: `{ role }`, with If-Match. Access taken away (to none) revokes every token of the
  // account, so its open tabs and streams end at once; admin to staff keeps the session, whose rights shrink on
  // its next call (the role is read on every request).
  routes.patch(`${USERS}/:id{[0-9]+}`, async (context) => {
    let revoked = false;
    const response = await guardedUpdate(context, deps.writer, {
      table: 'users',
      find: findUser,
      schema: userRole,
      write: async (trx, id, { role }, current) => {
        await checkRoleChange(trx, context.get('user').id, id, role);
        if (role === current.role) return;
        await setRole(trx, id, role);
        if (role === null) {
          await revokeAllTokensOf(trx, id);
          revoked = true;
        }
      },
    });
    if (revoked) deps.changes.tokensChanged();
    return response;
  });

  // Anyone may be deleted, the caller included, except the last admin: that would lock everyone out.
  // Their tokens, manager roles and space links go with them (foreign-key cascades).
  routes.delete(`${USERS}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.writer, async (trx) => {
      const admins = await countAdmins(trx); // first: it locks the admins on PostgreSQL (checkRoleChange)
      const user = await found(findUser, trx, id);
      if (user.object.role === 'admin' && admins <= 1) throw conflict(coded('last_admin'));
      await deleteUser(trx, id);
    });
    deps.changes.tokensChanged();
    return context.body(null, 204);
  });

  return routes;
}
