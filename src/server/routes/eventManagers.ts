// Users assigned to an event as its managers.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { eventManagerCreate } from '../../contract/schemas/events';
import { writeTransaction } from '../db/database';
import {
  deleteEventManager, findEventManager, insertEventManager, isEventManager, listEventManagers,
} from '../db/repos/eventManagers';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventScopedPage } from '../http/eventFilter';
import { badRequest, notFound } from '../http/errors';
import { requireReferences } from '../http/references';

export function eventManagerRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/event-managers', (context) => eventScopedPage(context, deps.db, listEventManagers));

  routes.get('/v2/event-managers/:id{[0-9]+}', async (context) => {
    const found = await findEventManager(deps.db, pathId(context));
    if (!found) throw notFound();
    return context.json(found);
  });

  routes.post('/v2/event-managers', async (context) => {
    const input = await readBody(context, eventManagerCreate);
    const created = await writeTransaction(deps.writer, async (trx) => {
      await requireReferences(trx, [
        { field: 'user_account', table: 'users', id: input.user_account },
        { field: 'event', table: 'events', id: input.event },
      ]);
      if (await isEventManager(trx, input.event, input.user_account)) throw badRequest({ non_field_errors: [coded('unique_event_manager')] }) // DRF's UniqueTogetherValidator;
      return findEventManager(trx, await insertEventManager(trx, input.event, input.user_account));
    });
    return context.json(created, 201);
  });

  routes.delete('/v2/event-managers/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    // a transaction of its own, as every write, so that the activity history records it
    if (!(await writeTransaction(deps.writer, (trx) => deleteEventManager(trx, id)))) throw notFound();
    return context.body(null, 204);
  });

  return routes;
}
