// Each event's settings (live interactions), made with the event; read by event, changed by PATCH.
import { Hono } from 'hono';
import { eventSettingsPatch } from '../../contract/schemas/events';
import { eventSettingsChangedSince, findEventSettings, listEventSettings, setLiveInteractions } from '../db/repos/eventSettings';
import { changedSinceOf, listChanges, pageWithCursor } from '../http/changedSince';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventFilterOf } from '../http/eventFilter';
import { getOne, guardedUpdate } from '../http/guarded';
import { pageOf, readPaging } from '../http/pagination';

export function eventSettingsRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/event-settings', async (context) => {
    const cursor = changedSinceOf(context);
    if (cursor) return context.json(await listChanges(deps.db, 'event-settings', cursor, eventSettingsChangedSince));
    const paging = readPaging(context);
    const eventId = await eventFilterOf(context, deps.db);
    return context.json(await pageWithCursor(deps.db, async () => {
      const { count, results } = await listEventSettings(deps.db, { eventId, ...paging });
      return pageOf(context, paging, count, results);
    }));
  });

  routes.get('/v2/event-settings/:id{[0-9]+}', (context) => getOne(context, deps.db, findEventSettings));

  routes.patch('/v2/event-settings/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, {
    find: findEventSettings,
    schema: eventSettingsPatch,
    write: async (trx, id, { live_interactions }) => {
      if (live_interactions !== undefined) await setLiveInteractions(trx, id, live_interactions);
    },
  }));

  return routes;
}
