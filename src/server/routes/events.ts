// Events: list, read, create, update. The contract has no delete.
import { Hono } from 'hono';
import type { KitroomEvent } from '../../contract/entities';
import { eventWrite, type EventWrite } from '../../contract/schemas/events';
import { writeTransaction, type Db } from '../db/database';
import { idExists } from '../db/ids';
import { findEvent, insertEvent, listEvents, updateEvent, type Versioned } from '../db/repos/events';
import { pathId, readBody, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { doesNotExist, FieldErrorList } from '../http/references';

/** `image` and `background_image` must name uploaded event images. */
async function checkImages(db: Db, input: EventWrite): Promise<void> {
  const errors = new FieldErrorList();
  for (const field of ['image', 'background_image'] as const) {
    const imageId = input[field];
    if (typeof imageId === 'number' && !(await idExists(db, 'event_images', imageId))) errors.add(field, doesNotExist(imageId));
  }
  errors.throwIfAny();
}

export function eventRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/events', async (context) => {
    const paging = readPaging(context);
    const { count, results } = await listEvents(deps.db, { search: searchOf(context), ...paging });
    return context.json(pageOf(context, paging, count, results));
  });

  for (const path of ['/events/:id{[0-9]+}', '/v1/events/:id{[0-9]+}']) {
    routes.get(path, async (context) => {
      const found = await findEvent(deps.db, pathId(context));
      if (!found) throw notFound();
      setEtag(context, found.updatedAt);
      return context.json(found.object);
    });
  }

  routes.post('/events', async (context) => {
    const input = await readBody(context, eventWrite);
    const created = await writeTransaction(deps.db, async (trx): Promise<Versioned<KitroomEvent>> => {
      await checkImages(trx, input);
      const found = await findEvent(trx, await insertEvent(trx, input));
      if (!found) throw new Error('the new event vanished inside its own transaction');
      return found;
    });
    setEtag(context, created.updatedAt);
    return context.json(created.object, 201);
  });

  routes.put('/events/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const updated = await writeTransaction(deps.db, async (trx) => {
      const current = await findEvent(trx, id);
      if (!current) throw notFound();
      checkIfMatch(context, current.updatedAt);
      const input = parseWith(eventWrite, body);
      await checkImages(trx, input);
      await updateEvent(trx, id, input);
      return findEvent(trx, id);
    });
    if (!updated) throw notFound();
    setEtag(context, updated.updatedAt);
    return context.json(updated.object);
  });

  return routes;
}
