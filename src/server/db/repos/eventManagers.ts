// Users assigned to events as managers.
import type { EventManager } from '../../../contract/entities';
import { now } from '../clock';
import type { Db } from '../database';
import type { EventScopedQuery } from './eventSettings';

function selectManagers(db: Db) {
  return db
    .selectFrom('event_managers as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.event_id', 'u.id as user_id', 'u.name', 'u.email']);
}

type ManagerSelection = Awaited<ReturnType<ReturnType<typeof selectManagers>['executeTakeFirstOrThrow']>>;

const toManager = (row: ManagerSelection): EventManager => ({
  id: row.id,
  event: row.event_id,
  user_account: { id: row.user_id, name: row.name, email: row.email },
});

export async function findEventManager(db: Db, id: number): Promise<EventManager | undefined> {
  const row = await selectManagers(db).where('m.id', '=', id).executeTakeFirst();
  return row && toManager(row);
}

/** In the order they were assigned. */
export async function listEventManagers(db: Db, query: EventScopedQuery): Promise<{ count: number; results: EventManager[] }> {
  let filtered = selectManagers(db);
  if (query.eventId !== undefined) filtered = filtered.where('m.event_id', '=', query.eventId);
  const { count } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered.orderBy('m.id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toManager) };
}

export async function isEventManager(db: Db, eventId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_managers')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Assigns the user to the event; the caller checks both exist and the pair is new. Answers the new id. */
export async function insertEventManager(trx: Db, eventId: number, userId: number): Promise<number> {
  const { id } = await trx
    .insertInto('event_managers')
    .values({ event_id: eventId, user_id: userId, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Answers whether a row was deleted. */
export async function deleteEventManager(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('event_managers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
