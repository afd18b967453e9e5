// Events: list, read, create, update. The contract has no delete.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { eventWrite, type EventWrite } from '../../contract/schemas/events';
import type { Db } from '../db/database';
import { events, insertEvent, updateEvent } from '../db/repos/events';
import type { AppEnv, ServerDeps } from '../http/env';
import { createOne, getOne, guardedUpdate } from '../http/guarded';
import { listRoute, recordList } from '../http/listRoute';
import { FieldErrorList, requireReferences } from '../http/references';
import { eventImageWasRemoved } from '../db/repos/eventImages';

/**
 * `image` and `background_image` must name uploaded event images. One the media sweep removed (a form kept open
 * longer than its session) is refused with a message saying so, rather than saved as a dead link.
 */
async function checkImages(db: Db, input: EventWrite) {
  const errors = new FieldErrorList();
  for (const field of ['image', 'background_image'] as const) {
    const id = input[field];
    if (typeof id === 'number' && await eventImageWasRemoved(db, id)) errors.add(field, coded('image_removed'));
  }
  errors.throwIfAny();
  await requireReferences(db, [
    { field: 'image', table: 'event_images', id: input.image },
    { field: 'background_image', table: 'event_images', id: input.background_image },
  ]);
}

const event = { find: events.find, schema: eventWrite, check: checkImages };

export function eventRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/events', listRoute(deps.db, recordList(events)));

  for (const path of ['/events/:id{[0-9]+}', '/v1/events/:id{[0-9]+}']) {
    routes.get(path, (context) => getOne(context, deps.db, events.find));
  }

  routes.post('/events', (context) => createOne(context, deps.writer, { ...event, insert: insertEvent }));
  routes.put('/events/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, { ...event, table: 'events', write: updateEvent }));

  return routes;
}
