// Users ("beamian users"): list and look up by e-mail, create (optionally as an event's manager), read, delete.
import { Hono } from 'hono';
import { idExists } from '../db/ids';
import { insertEventManager } from '../db/repos/eventManagers';
import type { FieldErrors } from '../../contract/entities';
import { userCreate, type UserCreate } from '../../contract/schemas/accounts';
import { writeTransaction, type Db } from '../db/database';
import {
  countAdmins, deleteUser, findUser, findUserByEmail, findUserVersion, insertUser, listUsers,
} from '../db/repos/users';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { setEtag } from '../http/etag';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { hashPassword } from '../http/passwords';

const USERS = '/v2/beamian-users';

/** The checks that need the database: the e-mail is free (case-insensitively) and the event, if any, exists. */
async function checkNewUser(db: Db, input: UserCreate): Promise<void> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(db, input.email)) errors.email = ['user with this email already exists.'];
  if (input.event && !(await idExists(db, 'events', input.event))) {
    errors.event = [`Invalid pk "${input.event}" - object does not exist.`];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

export function userRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(USERS, async (context) => {
    const paging = readPaging(context);
    const email = context.req.query('email')?.trim() || undefined;
    const { count, results } = await listUsers(deps.db, { search: searchOf(context), email, limit: paging.limit, offset: paging.offset });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.post(USERS, async (context) => {
    const input = await readBody(context, userCreate);
    // Checked before hashing, which is slow by design, and again under the write lock, which the hash must not hold.
    await checkNewUser(deps.db, input);
    const passwordHash = await hashPassword(input.password);
    const created = await writeTransaction(deps.db, async (trx) => {
      await checkNewUser(trx, input);
      const user = await insertUser(trx, { name: input.name, email: input.email, passwordHash, phoneNumber: input.phone_number });
      if (input.event) await insertEventManager(trx, input.event, user.id);
      return findUserVersion(trx, user.id);
    });
    if (!created) throw notFound(); // only to narrow the type: it was read in the transaction that inserted it
    setEtag(context, created.updatedAt);
    return context.json(created.user, 201);
  });

  routes.get(`${USERS}/:id{[0-9]+}`, async (context) => {
    const found = await findUserVersion(deps.db, pathId(context));
    if (!found) throw notFound();
    setEtag(context, found.updatedAt);
    return context.json(found.user);
  });

  // Anyone may be deleted, the caller included, except the last admin: that would lock everyone out.
  // Their tokens, manager roles and space links go with them (foreign-key cascades).
  routes.delete(`${USERS}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.db, async (trx) => {
      const user = await findUser(trx, id);
      if (!user) throw notFound();
      if (user.is_admin && (await countAdmins(trx)) <= 1) throw conflict('The last admin cannot be deleted.');
      await deleteUser(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
