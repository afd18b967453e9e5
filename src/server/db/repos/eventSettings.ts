// One settings row per event, made with the event.
import type { EventSettings } from '../../../contract/entities';
import { nextVersionSql, now } from '../clock';
import type { Db } from '../database';
import { inIds } from '../ids';
import { versioned, type Versioned } from './versioned';

const columns = ['id', 'event_id', 'live_interactions', 'updated_at'] as const;

const toSettings = (row: { id: number; event_id: number; live_interactions: number }): EventSettings => ({
  id: row.id,
  event: row.event_id,
  live_interactions: row.live_interactions === 1,
});

export async function insertEventSettings(trx: Db, eventId: number): Promise<void> {
  await trx.insertInto('event_settings').values({ event_id: eventId, live_interactions: 0, updated_at: now() }).execute();
}

export async function findEventSettings(db: Db, id: number): Promise<Versioned<EventSettings> | undefined> {
  return versioned(await db.selectFrom('event_settings').select(columns).where('id', '=', id).executeTakeFirst(), toSettings);
}

export interface EventScopedQuery { eventId?: number | undefined; limit: number; offset: number }

export async function listEventSettings(db: Db, query: EventScopedQuery): Promise<{ count: number; results: EventSettings[] }> {
  let filtered = db.selectFrom('event_settings');
  if (query.eventId !== undefined) filtered = filtered.where('event_id', '=', query.eventId);
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await filtered.select(columns).orderBy('id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toSettings) };
}

/** The settings of `ids` that exist, in the list's order. */
export async function eventSettingsByIds(db: Db, ids: readonly number[]): Promise<EventSettings[]> {
  const rows = await db.selectFrom('event_settings').select(columns).where('id', 'in', inIds(ids)).orderBy('id').execute();
  return rows.map(toSettings);
}

export async function setLiveInteractions(trx: Db, id: number, enabled: boolean): Promise<void> {
  await trx
    .updateTable('event_settings')
    .set({ live_interactions: enabled ? 1 : 0, updated_at: nextVersionSql() })
    .where('id', '=', id)
    .execute();
}
