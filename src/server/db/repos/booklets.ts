// One booklet per event. The configuration is stored as JSON, written only after full validation.
import type { BookletConfiguration } from '../../../contract/entities';
import type { BookletConfigurationWrite } from '../../../contract/schemas/booklets';
import { nextVersionSql, now } from '../clock';
import type { Db } from '../database';
import type { EventScopedQuery } from './eventSettings';
import { versioned, type Versioned } from './versioned';

/** A booklet as stored: the cover is a media file name, which the route turns into a url for the request's host. */
export interface BookletRecord {
  id: number;
  event: number;
  title: string;
  coverFile: string | null;
  is_published: boolean;
  configuration: BookletConfiguration;
}

const columns = ['id', 'event_id', 'title', 'cover_image', 'is_published', 'configuration', 'updated_at'] as const;

interface BookletRow {
  id: number;
  event_id: number;
  title: string;
  cover_image: string | null;
  is_published: number;
  configuration: string;
}

const toRecord = (row: BookletRow): BookletRecord => ({
  id: row.id,
  event: row.event_id,
  title: row.title,
  coverFile: row.cover_image,
  is_published: row.is_published === 1,
  configuration: JSON.parse(row.configuration) as BookletConfiguration,
});

export async function findBooklet(db: Db, id: number): Promise<Versioned<BookletRecord> | undefined> {
  return versioned(await db.selectFrom('booklets').select(columns).where('id', '=', id).executeTakeFirst(), toRecord);
}

/** The id of the event's booklet, if it has one. */
export async function bookletIdOfEvent(db: Db, eventId: number): Promise<number | undefined> {
  const row = await db.selectFrom('booklets').select('id').where('event_id', '=', eventId).executeTakeFirst();
  return row?.id;
}

export async function listBooklets(db: Db, query: EventScopedQuery): Promise<{ count: number; results: BookletRecord[] }> {
  let filtered = db.selectFrom('booklets');
  if (query.eventId !== undefined) filtered = filtered.where('event_id', '=', query.eventId);
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await filtered.select(columns).orderBy('id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toRecord) };
}

export interface BookletValues {
  event: number;
  title: string;
  is_published?: boolean | undefined;
  configuration: BookletConfigurationWrite;
}

export async function insertBooklet(trx: Db, values: BookletValues): Promise<number> {
  const at = now();
  const { id } = await trx
    .insertInto('booklets')
    .values({
      event_id: values.event,
      title: values.title,
      cover_image: null,
      is_published: values.is_published ? 1 : 0,
      configuration: JSON.stringify(values.configuration),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the given fields; an absent `is_published` keeps what is stored. */
export async function updateBooklet(trx: Db, id: number, values: BookletValues): Promise<void> {
  await trx
    .updateTable('booklets')
    .set({
      event_id: values.event,
      title: values.title,
      is_published: values.is_published === undefined ? undefined : values.is_published ? 1 : 0,
      configuration: JSON.stringify(values.configuration),
      updated_at: nextVersionSql(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setBookletCover(trx: Db, id: number, coverFile: string): Promise<void> {
  await trx.updateTable('booklets').set({ cover_image: coverFile, updated_at: nextVersionSql() }).where('id', '=', id).execute();
}
