import type { Context } from 'hono';
import type { Db } from '../db/database';
import { idExists } from '../db/ids';
import type { EventScopedQuery } from '../db/repos/eventSettings';
import { coded } from '../../contract/errorCodes';
import { badRequest } from './errors';
import type { Present } from './guarded';
import { pageOf, readPaging } from './pagination';

/**
 * The `?event=` filter of the event-scoped lists. Absent or empty lists everything (DRF without the filter);
 * a value that is not the id of an event is a 400 `{ event: [...] }`, as django-filter answers.
 */
export async function eventFilterOf(context: Context, db: Db): Promise<number | undefined> {
  const raw = context.req.query('event')?.trim();
  if (!raw) return undefined;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || !(await idExists(db, 'events', id))) {
    throw badRequest({ event: [coded('invalid_event_filter')] }); // django-filter's message
  }
  return id;
}

/** GET of an event-scoped list: the `?event=` filter, then one DRF page. */
export async function eventScopedPage<T>(
  context: Context,
  db: Db,
  list: (db: Db, query: EventScopedQuery) => Promise<{ count: number; results: T[] }>,
  present?: Present<T>,
): Promise<Response> {
  const paging = readPaging(context);
  const eventId = await eventFilterOf(context, db);
  const { count, results } = await list(db, { eventId, ...paging });
  const answered = present ? results.map((object) => present(context, object)) : results;
  return context.json(pageOf(context, paging, count, answered));
}
