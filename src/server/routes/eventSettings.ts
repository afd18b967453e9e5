// Each event's settings (live interactions), made with the event; read by event, changed by PATCH.
import { Hono } from 'hono';
import { eventSettingsPatch } from '../../contract/schemas/events';
import { eventSettingsByIds, findEventSettings, listEventSettings, setLiveInteractions } from '../db/repos/eventSettings';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventFilterOf } from '../http/eventFilter';
import { getOne, guardedUpdate } from '../http/guarded';
import { listRoute } from '../http/listRoute';

export function eventSettingsRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/event-settings', listRoute(deps.db, {
    filters: async (context, db) => ({ eventId: await eventFilterOf(context, db) }),
    page: listEventSettings,
    synced: { list: 'event-settings', byIds: eventSettingsByIds },
  }));

  routes.get('/v2/event-settings/:id{[0-9]+}', (context) => getOne(context, deps.db, findEventSettings));

  routes.patch('/v2/event-settings/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, {
    table: 'event_settings',
    find: findEventSettings,
    schema: eventSettingsPatch,
    write: async (trx, id, { live_interactions }) => {
      if (live_interactions !== undefined) await setLiveInteractions(trx, id, live_interactions);
    },
  }));

  return routes;
}
