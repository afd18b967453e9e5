// Spaces: list, read, create, update, delete.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { spaceWrite, type SpaceWrite } from '../../contract/schemas/spaces';
import { writeTransaction, type Db } from '../db/database';
import {
  deleteSpace, findSpace, freeSlugFor, insertSpace, listSpaces, matchingSpaceIds, slugTaken, updateSpace, type NewSpaceColumns,
  type SpaceColumns,
} from '../db/repos/spaces';
import { findUserByEmail } from '../db/repos/users';
import { pathId } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound } from '../http/errors';
import { createOne, getOne, guardedUpdate } from '../http/guarded';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { FieldErrorList } from '../http/references';

/**
 * Turns a valid body into stored columns, checking what needs the database: a given slug must be free, a given
 * user e-mail must name a user. A slug left out keeps the stored one (or, on create, is made from the name);
 * a null or empty slug is made from the name.
 */
async function columnsOf(db: Db, input: SpaceWrite): Promise<NewSpaceColumns>;
async function columnsOf(db: Db, input: SpaceWrite, existingId: number): Promise<SpaceColumns>;
async function columnsOf(db: Db, input: SpaceWrite, existingId?: number): Promise<SpaceColumns> {
  const errors = new FieldErrorList();
  let slug: string | undefined;
  if (typeof input.slug === 'string') {
    if (await slugTaken(db, input.slug, existingId)) errors.add('slug', coded('unique_space_slug'));
    slug = input.slug;
  } else if (input.slug === null || existingId === undefined) {
    slug = await freeSlugFor(db, input.name, existingId);
  }
  let userId: number | null | undefined = input.user_email === null ? null : undefined;
  if (typeof input.user_email === 'string') {
    const user = await findUserByEmail(db, input.user_email);
    if (user) userId = user.id;
    else errors.add('user_email', coded('no_user_with_email'));
  }
  errors.throwIfAny();
  return {
    name: input.name,
    slug,
    capacity: input.capacity,
    website: input.website,
    facebook: input.facebook,
    phone_number: input.phone_number,
    user_id: userId,
    premium: input.premium,
  };
}

const space = { find: findSpace, schema: spaceWrite };

export function spaceRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/spaces', async (context) => {
    const paging = readPaging(context);
    const { count, results } = await listSpaces(deps.db, { search: searchOf(context), limit: paging.limit, offset: paging.offset });
    return context.json(pageOf(context, paging, count, results));
  });

  // an addition to the contract: every id a search matches, for "select all matching" across pages
  routes.get('/v2/spaces/ids', async (context) => {
    const ids = await matchingSpaceIds(deps.db, searchOf(context));
    return context.json({ count: ids.length, ids });
  });

  routes.get('/v2/spaces/:id{[0-9]+}', (context) => getOne(context, deps.db, findSpace));

  routes.post('/spaces', (context) => createOne(context, deps.writer, {
    ...space,
    insert: async (trx, input) => insertSpace(trx, await columnsOf(trx, input)),
  }));
  routes.put('/spaces/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, {
    ...space,
    write: async (trx, id, input) => updateSpace(trx, id, await columnsOf(trx, input, id)),
  }));

  routes.delete('/v2/spaces/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const deleted = await writeTransaction(deps.writer, (trx) => deleteSpace(trx, id));
    if (!deleted) throw notFound();
    return context.body(null, 204);
  });

  return routes;
}
