// Each event's settings (live interactions), made with the event; read by event, changed by PATCH.
import { Hono } from 'hono';
import { eventSettingsPatch } from '../../contract/schemas/events';
import { writeTransaction } from '../db/database';
import { findEventSettings, listEventSettings, setLiveInteractions } from '../db/repos/eventSettings';
import { pathId, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventFilterOf } from '../http/eventFilter';
import { notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { pageOf, readPaging } from '../http/pagination';

export function eventSettingsRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/event-settings', async (context) => {
    const paging = readPaging(context);
    const eventId = await eventFilterOf(context, deps.db);
    const { count, results } = await listEventSettings(deps.db, { eventId, ...paging });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.get('/v2/event-settings/:id{[0-9]+}', async (context) => {
    const found = await findEventSettings(deps.db, pathId(context));
    if (!found) throw notFound();
    setEtag(context, found.updatedAt);
    return context.json(found.object);
  });

  routes.patch('/v2/event-settings/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const updated = await writeTransaction(deps.db, async (trx) => {
      const current = await findEventSettings(trx, id);
      if (!current) throw notFound();
      checkIfMatch(context, current.updatedAt);
      const { live_interactions } = parseWith(eventSettingsPatch, body);
      if (live_interactions === undefined) return current;
      await setLiveInteractions(trx, id, live_interactions);
      return findEventSettings(trx, id);
    });
    if (!updated) throw notFound();
    setEtag(context, updated.updatedAt);
    return context.json(updated.object);
  });

  return routes;
}
