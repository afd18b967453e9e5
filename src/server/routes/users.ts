// Users ("beamian users"): list and look up by e-mail, create (optionally as an event's manager), read, delete.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { userCreate, type UserCreate } from '../../contract/schemas/accounts';
import { writeTransaction, type Db } from '../db/database';
import { insertEventManager } from '../db/repos/eventManagers';
import { countAdmins, deleteUser, findUser, findUserByEmail, insertUser, listUsers, matchingUserIds } from '../db/repos/users';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { conflict } from '../http/errors';
import { answer, found, getOne } from '../http/guarded';
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

export function userRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(USERS, async (context) => {
    const paging = readPaging(context);
    const email = context.req.query('email')?.trim() || undefined;
    const isAdmin = booleanFilterOf(context, 'is_admin');
    const { count, results } = await listUsers(deps.db, { search: searchOf(context), email, isAdmin, limit: paging.limit, offset: paging.offset });
    return context.json(pageOf(context, paging, count, results));
  });

  // an addition to the contract: every id a search matches, for "select all matching" across pages
  routes.get(`${USERS}/ids`, async (context) => {
    const ids = await matchingUserIds(deps.db, searchOf(context), booleanFilterOf(context, 'is_admin'));
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

  // Anyone may be deleted, the caller included, except the last admin: that would lock everyone out.
  // Their tokens, manager roles and space links go with them (foreign-key cascades).
  routes.delete(`${USERS}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.writer, async (trx) => {
      const user = await found(findUser, trx, id);
      if (user.object.is_admin && (await countAdmins(trx)) <= 1) throw conflict(coded('last_admin'));
      await deleteUser(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
