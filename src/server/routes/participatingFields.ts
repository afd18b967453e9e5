// The fields an event's participants fill in. The create call is an addition to the contract, for the demo
// data and the tests (docs/architecture.md).
import { Hono } from 'hono';
import { participatingFieldCreate } from '../../contract/schemas/events';
import { writeTransaction } from '../db/database';
import { idExists } from '../db/ids';
import {
  findParticipatingField, insertParticipatingField, listParticipatingFields,
} from '../db/repos/participatingFields';
import { pathId, readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventFilterOf } from '../http/eventFilter';
import { fieldError, notFound } from '../http/errors';
import { pageOf, readPaging } from '../http/pagination';
import { doesNotExist } from '../http/references';

export function participatingFieldRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/participating-fields', async (context) => {
    const paging = readPaging(context);
    const eventId = await eventFilterOf(context, deps.db);
    const { count, results } = await listParticipatingFields(deps.db, { eventId, ...paging });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.get('/v2/participating-fields/:id{[0-9]+}', async (context) => {
    const found = await findParticipatingField(deps.db, pathId(context));
    if (!found) throw notFound();
    return context.json(found);
  });

  routes.post('/v2/participating-fields', async (context) => {
    const input = await readBody(context, participatingFieldCreate);
    const created = await writeTransaction(deps.db, async (trx) => {
      if (!(await idExists(trx, 'events', input.event))) throw fieldError('event', doesNotExist(input.event));
      return insertParticipatingField(trx, input);
    });
    return context.json(created, 201);
  });

  return routes;
}
