// Spaces: list, read, create, update, delete.
import { Hono } from 'hono';
import type { FieldErrors, Space } from '../../contract/entities';
import { spaceWrite, type SpaceWrite } from '../../contract/schemas/spaces';
import { writeTransaction, type Db } from '../db/database';
import {
  deleteSpace, findSpace, freeSlugFor, insertSpace, listSpaces, slugTaken, updateSpace, type NewSpaceColumns, type SpaceColumns,
} from '../db/repos/spaces';
import { findUserByEmail } from '../db/repos/users';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { pageOf, readPaging, searchOf } from '../http/pagination';

/**
 * Turns a valid body into stored columns, checking what needs the database: a given slug must be free, a given
 * user e-mail must name a user. A slug left out keeps the stored one (or, on create, is made from the name);
 * a null or empty slug is made from the name.
 */
async function columnsOf(db: Db, input: SpaceWrite): Promise<NewSpaceColumns>;
async function columnsOf(db: Db, input: SpaceWrite, existingId: number): Promise<SpaceColumns>;
async function columnsOf(db: Db, input: SpaceWrite, existingId?: number): Promise<SpaceColumns> {
  const errors: FieldErrors = {};
  let slug: string | undefined;
  if (typeof input.slug === 'string') {
    if (await slugTaken(db, input.slug, existingId)) errors.slug = ['space with this slug already exists.'];
    slug = input.slug;
  } else if (input.slug === null || existingId === undefined) {
    slug = await freeSlugFor(db, input.name, existingId);
  }
  let userId: number | null | undefined = input.user_email === null ? null : undefined;
  if (typeof input.user_email === 'string') {
    const user = await findUserByEmail(db, input.user_email);
    if (user) userId = user.id;
    else errors.user_email = ['No user with this e-mail address.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
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

async function reread(db: Db, id: number): Promise<Space> {
  const space = await findSpace(db, id);
  if (!space) throw notFound();
  return space;
}

export function spaceRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/spaces', async (context) => {
    const paging = readPaging(context);
    const { count, results } = await listSpaces(deps.db, { search: searchOf(context), limit: paging.limit, offset: paging.offset });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.get('/v2/spaces/:id{[0-9]+}', async (context) => {
    const space = await reread(deps.db, pathId(context));
    setEtag(context, space.updated_at);
    return context.json(space);
  });

  routes.post('/spaces', async (context) => {
    const input = await readBody(context, spaceWrite);
    const space = await writeTransaction(deps.db, async (trx) => reread(trx, await insertSpace(trx, await columnsOf(trx, input))));
    setEtag(context, space.updated_at);
    return context.json(space, 201);
  });

  routes.put('/spaces/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    // An unknown id is a 404 whatever the body holds, as DRF looks the object up first.
    await reread(deps.db, id);
    const input = await readBody(context, spaceWrite);
    const space = await writeTransaction(deps.db, async (trx) => {
      const current = await reread(trx, id);
      checkIfMatch(context, current.updated_at);
      await updateSpace(trx, id, await columnsOf(trx, input, id));
      return reread(trx, id);
    });
    setEtag(context, space.updated_at);
    return context.json(space);
  });

  routes.delete('/v2/spaces/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const deleted = await writeTransaction(deps.db, (trx) => deleteSpace(trx, id));
    if (!deleted) throw notFound();
    return context.body(null, 204);
  });

  return routes;
}
