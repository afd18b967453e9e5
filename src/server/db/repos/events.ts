// Events. `capacity` is computed: the number of devices whose current event is this one.
import type { KitroomEvent } from '../../../contract/entities';
import type { EventLanguage, TimezoneId } from '../../../contract/enums';
import { DEFAULT_EVENT_LANGUAGE, DEFAULT_TIMEZONE } from '../../../contract/enums';
import type { EventWrite } from '../../../contract/schemas/events';
import { nextVersionSql, now } from '../clock';
import { releaseEventImages } from './eventImages';
import type { Db } from '../database';
import { SEARCH_INDEXES } from '../search';
import { lockKey } from '../keyLock';
import { firstFreeSlug, slugify } from '../slug';
import { insertEventSettings } from './eventSettings';
import { recordTable } from './recordTable';

function selectEvents(db: Db) {
  return db
    .selectFrom('events as e')
    .select((eb) => [
      'e.id', 'e.name', 'e.slug', 'e.start_date', 'e.end_date', 'e.timezone_id', 'e.location', 'e.default_language',
      'e.description', 'e.max_capacity', 'e.image', 'e.background_image', 'e.is_published', 'e.base_cost',
      'e.updated_at',
      eb
        .selectFrom('devices as d')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('d.current_event_id', '=', 'e.id')
        .as('capacity'),
    ]);
}

type EventSelection = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

/** The API object, keys in contract order. */
function toEvent(row: EventSelection): KitroomEvent {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    start_date: row.start_date,
    end_date: row.end_date,
    timezone_id: row.timezone_id as TimezoneId,
    location: row.location,
    default_language: row.default_language as EventLanguage,
    description: row.description,
    max_capacity: row.max_capacity,
    capacity: row.capacity ?? 0,
    image: row.image,
    background_image: row.background_image,
    is_published: row.is_published === 1,
    base_cost: row.base_cost,
  };
}

/** Newest first by start date; `search` matches name or location. */
export const events = recordTable({
  table: 'events',
  select: selectEvents,
  id: 'e.id',
  toApi: toEvent,
  order: [['e.start_date', 'desc'], ['e.id', 'desc']],
  search: SEARCH_INDEXES.events,
  synced: 'events',
});

/** A slug from `name` that no event holds yet. Call inside the write transaction, so that it stays free. */
async function freeSlugFor(db: Db, name: string): Promise<string> {
  const base = slugify(name, 'event');
  await lockKey(db, `events.slug ${base}`);
  // The base holds only [a-z0-9-], so it needs no LIKE escaping.
  const rows = await db
    .selectFrom('events')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Creates the event and its settings row (live interactions off); answers the new id. */
export async function insertEvent(trx: Db, input: EventWrite): Promise<number> {
  const at = now();
  const { id } = await trx
    .insertInto('events')
    .values({
      name: input.name,
      slug: await freeSlugFor(trx, input.name),
      start_date: input.start_date,
      end_date: input.end_date,
      timezone_id: input.timezone_id ?? DEFAULT_TIMEZONE,
      location: input.location ?? '',
      default_language: input.default_language ?? DEFAULT_EVENT_LANGUAGE,
      description: input.description ?? '',
      max_capacity: input.max_capacity ?? 0,
      capacity: 0, // unused: the API's capacity is computed from the devices
      base_cost: input.base_cost ?? 0,
      is_published: input.is_published === false ? 0 : 1,
      image: input.image ?? null,
      background_image: input.background_image ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertEventSettings(trx, id);
  return id;
}

/**
 * Writes the given fields; absent optional fields keep what is stored, and the slug survives a rename. An image the
 * event no longer uses is stamped released (the media sweep counts its unused time from then: http/mediaSweep.ts).
 */
export async function updateEvent(trx: Db, id: number, input: EventWrite): Promise<void> {
  const before = await trx.selectFrom('events').select(['image', 'background_image']).where('id', '=', id).executeTakeFirst();
  await trx
    .updateTable('events')
    .set({
      name: input.name,
      start_date: input.start_date,
      end_date: input.end_date,
      timezone_id: input.timezone_id,
      location: input.location,
      default_language: input.default_language,
      description: input.description,
      max_capacity: input.max_capacity,
      base_cost: input.base_cost,
      is_published: input.is_published === undefined ? undefined : input.is_published ? 1 : 0,
      image: input.image,
      background_image: input.background_image,
      updated_at: nextVersionSql(),
    })
    .where('id', '=', id)
    .execute();
  const kept = new Set([input.image === undefined ? before?.image : input.image, input.background_image === undefined ? before?.background_image : input.background_image]);
  const released = [before?.image, before?.background_image].filter((image): image is number => typeof image === 'number' && !kept.has(image));
  if (released.length) await releaseEventImages(trx, released);
}
