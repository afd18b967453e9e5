// Spaces: list, read, create, update, delete.
import { Hono, type Context } from 'hono';
import { coded } from '../../contract/errorCodes';
import { spaceWrite, type SpaceWrite } from '../../contract/schemas/spaces';
import type { Db } from '../db/database';
import { valueTaken } from '../db/repos/recordTable';
import {
  freeSlugFor, insertSpace, matchingSpaceIds, premiumIs, spaces, updateSpace, type NewSpaceColumns, type SpaceColumns,
} from '../db/repos/spaces';
import { findUserByEmail } from '../db/repos/users';
import { deleteOne } from '../http/deletes';
import type { AppEnv, ServerDeps } from '../http/env';
import { createOne, getOne, guardedUpdate } from '../http/guarded';
import { booleanFilterOf, listRoute, recordList } from '../http/listRoute';
import { searchOf } from '../http/pagination';
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
    if (await valueTaken(db, 'spaces', 'slug', input.slug, existingId)) errors.add('slug', coded('unique_space_slug'));
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

const space = { find: spaces.find, schema: spaceWrite };

/** `?search=` and `?premium=`. */
function spaceFilters(context: Context) {
  const premium = booleanFilterOf(context, 'premium');
  return { search: searchOf(context), where: premium === undefined ? undefined : premiumIs(premium) };
}

export function spaceRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  // `?premium=true|false` is an addition to the contract (docs/architecture.md)
  routes.get('/v2/spaces', listRoute(deps.db, { ...recordList(spaces), filters: spaceFilters }));

  // an addition to the contract: every id a search matches, for "select all matching" across pages
  routes.get('/v2/spaces/ids', async (context) => {
    const ids = await matchingSpaceIds(deps.db, searchOf(context), booleanFilterOf(context, 'premium'));
    return context.json({ count: ids.length, ids });
  });

  routes.get('/v2/spaces/:id{[0-9]+}', (context) => getOne(context, deps.db, spaces.find));

  routes.post('/spaces', (context) => createOne(context, deps.writer, {
    ...space,
    insert: async (trx, input) => insertSpace(trx, await columnsOf(trx, input)),
  }));
  routes.put('/spaces/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, {
    ...space,
    table: 'spaces',
    write: async (trx, id, input) => updateSpace(trx, id, await columnsOf(trx, input, id)),
  }));

  // its subscriptions go with it (foreign-key cascade)
  routes.delete('/v2/spaces/:id{[0-9]+}', (context) => deleteOne(context, deps.writer, 'spaces'));

  return routes;
}
