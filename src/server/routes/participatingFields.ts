// The fields an event's participants fill in. The create call is an addition to the contract, for the demo
// data and the tests (docs/architecture.md).
import { Hono } from 'hono';
import { participatingFieldCreate } from '../../contract/schemas/events';
import { writeTransaction } from '../db/database';
import {
  findParticipatingField, insertParticipatingField, listParticipatingFields,
} from '../db/repos/participatingFields';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventScopedPage } from '../http/eventFilter';
import { notFound } from '../http/errors';
import { requireReferences } from '../http/references';

export function participatingFieldRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/participating-fields', (context) => eventScopedPage(context, deps.db, listParticipatingFields));

  routes.get('/v2/participating-fields/:id{[0-9]+}', async (context) => {
    const found = await findParticipatingField(deps.db, pathId(context));
    if (!found) throw notFound();
    return context.json(found);
  });

  routes.post('/v2/participating-fields', async (context) => {
    const input = await readBody(context, participatingFieldCreate);
    const created = await writeTransaction(deps.writer, async (trx) => {
      await requireReferences(trx, [{ field: 'event', table: 'events', id: input.event }]);
      return insertParticipatingField(trx, input);
    });
    return context.json(created, 201);
  });

  return routes;
}
