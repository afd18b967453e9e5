// The fields an event's participants fill in, which a booklet lays out.
import type { ParticipatingField } from '../../../contract/entities';
import type { BookletFieldType } from '../../../contract/enums';
import type { ParticipatingFieldCreate } from '../../../contract/schemas/events';
import type { Db } from '../database';
import { inIds } from '../ids';
import type { EventScopedQuery } from './eventSettings';

const columns = ['id', 'event_id', 'name', 'type'] as const;

const toField = (row: { id: number; event_id: number; name: string; type: string }): ParticipatingField => ({
  id: row.id,
  event: row.event_id,
  name: row.name,
  type: row.type as BookletFieldType,
});

export async function findParticipatingField(db: Db, id: number): Promise<ParticipatingField | undefined> {
  const row = await db.selectFrom('participating_fields').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toField(row);
}

/** In the order they were made. */
export async function listParticipatingFields(
  db: Db,
  query: EventScopedQuery,
): Promise<{ count: number; results: ParticipatingField[] }> {
  let filtered = db.selectFrom('participating_fields');
  if (query.eventId !== undefined) filtered = filtered.where('event_id', '=', query.eventId);
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await filtered.select(columns).orderBy('id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toField) };
}

export async function insertParticipatingField(trx: Db, input: ParticipatingFieldCreate): Promise<ParticipatingField> {
  const row = await trx
    .insertInto('participating_fields')
    .values({ event_id: input.event, name: input.name, type: input.type })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toField(row);
}

/** The type of each of `ids` that is a field of the event. */
export async function fieldTypesOfEvent(db: Db, eventId: number, ids: readonly number[]): Promise<Map<number, BookletFieldType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('participating_fields')
    .select(['id', 'type'])
    .where('event_id', '=', eventId)
    .where('id', 'in', inIds(ids))
    .execute();
  return new Map(rows.map((row) => [row.id, row.type as BookletFieldType]));
}
