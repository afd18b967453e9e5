// Single devices and the device list. Every answer goes through deviceRead.ts, so all calls share one shape.
import { sql, type CompiledQuery, type RawBuilder, type SqlBool } from 'kysely';
import { BASES, BASE_ALIASES, BASE_LABELS, DEFAULT_DEVICE_STATUS, DEVICE_STATUSES, STATUS_LABELS } from '../../../contract/enums';
import type { DeviceWrite } from '../../../contract/schemas/devices';
import { now } from '../clock';
import type { Db } from '../database';
import { foldText } from '../../../contract/fold';
import english from '../../../../locales/en.json';
import spanish from '../../../../locales/es.json';
import portuguese from '../../../../locales/pt.json';
import { inIds } from '../ids';
import { SEARCH_INDEXES, foldSearch, matchingIds } from '../search';
import { selectDeviceJson } from './deviceRead';

/** The app's languages: a status or base is searched by its label as the app shows it in each ("Em reparação"). */
const SHOWN_LABELS: ReadonlyArray<Readonly<Record<string, string>>> = [english, portuguese, spanish];

/**
 * Status and base are closed vocabularies, so a search matches them in JS against machine value, label, the labels
 * the app shows in English, Portuguese and Spanish, and field spellings ("in use", "porto", "lisboa", "bolt"), folded
 * like the rest ("reparacao" finds "Em reparação"), and SQL gets the few matching values as an `in` list (both
 * columns are indexed).
 */
function matchingValues<T extends string>(needle: string, prefix: 'status' | 'base', values: readonly T[], labels: Record<T, string>, aliases: Record<string, T> = {}): T[] {
  const spellingsOf = (value: T) => [value, labels[value], ...SHOWN_LABELS.map((messages) => messages[`${prefix}.${value}`] ?? '')];
  const found = new Set(values.filter((value) => spellingsOf(value).some((spelling) => foldText(spelling).includes(needle))));
  for (const [alias, value] of Object.entries(aliases)) if (foldText(alias).includes(needle)) found.add(value);
  return [...found];
}

/** What a device search matches, each part through an index. */
interface DeviceSearch {
  /** ids from the devices' own search index (name, serial, MAC, key tag) */
  own: RawBuilder<number>;
  /** models whose name, or whose category's name, holds the search: few, read first */
  modelIds: number[];
  statuses: string[];
  bases: string[];
}

/**
 * What `search` matches: the devices whose name, serial, MAC or key tag holds it (a MAC typed with dashes finds the
 * colons it is stored with), whose model or category name does, or whose status or base label does.
 */
async function deviceSearch(db: Db, search: string): Promise<DeviceSearch> {
  const needle = foldSearch(search);
  const needles = needle.includes('-') ? [needle, needle.replaceAll('-', ':')] : [needle];
  const { rows } = await sql<{ id: number }>`select id from device_models
    where id in ${matchingIds(SEARCH_INDEXES.deviceModels, [needle])}
      or category_id in ${matchingIds(SEARCH_INDEXES.deviceCategories, [needle])}`.execute(db);
  return {
    own: matchingIds(SEARCH_INDEXES.devices, needles),
    modelIds: rows.map((row) => row.id),
    statuses: matchingValues(needle, 'status', DEVICE_STATUSES, STATUS_LABELS),
    bases: matchingValues(needle, 'base', BASES, BASE_LABELS, BASE_ALIASES),
  };
}

/** Every matching id once: the union of the parts, each read through its index. */
function matchingSet(found: DeviceSearch): RawBuilder<number> {
  const sets: RawBuilder<unknown>[] = [sql`select * from ${found.own}`];
  if (found.modelIds.length) sets.push(sql`select id from devices where model_type_id in ${inIds(found.modelIds)}`);
  if (found.statuses.length) sets.push(sql`select id from devices where status in (${sql.join(found.statuses)})`);
  if (found.bases.length) sets.push(sql`select id from devices where base in (${sql.join(found.bases)})`);
  return sql<number>`(${sql.join(sets, sql` union `)})`;
}

/**
 * The same match as a condition on each row, for walking the devices newest first: `+d.id` keeps SQLite from
 * answering by id, so it walks the created_at index and stops as soon as the page is full.
 */
function matchingRow(found: DeviceSearch): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`+d.id in ${found.own}`];
  if (found.modelIds.length) parts.push(sql<SqlBool>`d.model_type_id in ${inIds(found.modelIds)}`);
  if (found.statuses.length) parts.push(sql<SqlBool>`d.status in (${sql.join(found.statuses)})`);
  if (found.bases.length) parts.push(sql<SqlBool>`d.base in (${sql.join(found.bases)})`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export interface DeviceQuery { search?: string | undefined; limit: number; offset: number }

/** A page of devices to read: how many match, and the query of the page's rows (none past the end). */
export interface DevicePage {
  count: number;
  /** rows of `{ json }`, each a device's API JSON text, newest first */
  rows: CompiledQuery<{ json: string }> | undefined;
}

/**
 * One page of devices, newest first (created_at, then id, both descending), as a query for the caller to run row
 * by row (the whole fleet is streamed as it is read). A search is counted from its indexes; its page is read the
 * cheaper way: by id and sorted when few devices match, else by walking the devices newest first until the page is
 * full (a common word matches thousands).
 */
export async function planDevicePage(db: Db, query: DeviceQuery): Promise<DevicePage> {
  const page = (condition?: RawBuilder<SqlBool>) => {
    const selected = selectDeviceJson(db);
    return (condition ? selected.where(condition) : selected)
      .orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(query.limit).offset(query.offset).compile();
  };
  if (!query.search) {
    const { count } = await db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    if (count === 0 || query.offset >= count) return { count, rows: undefined };
    return { count, rows: page() };
  }
  const found = await deviceSearch(db, query.search);
  const onlyOwn = !found.modelIds.length && !found.statuses.length && !found.bases.length;
  const { rows: [counted] } = await (onlyOwn
    ? sql<{ count: number }>`select count(*) as count from ${found.own}`
    : sql<{ count: number }>`select count(*) as count from ${matchingSet(found)}`).execute(db);
  const count = counted?.count ?? 0;
  if (count === 0 || query.offset >= count) return { count, rows: undefined };
  const { total } = await db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // walking visits about (offset + limit) × total / count devices; reading by id sorts all `count` of them
  const walk = (query.offset + query.limit) * (total / count) < count;
  return { count, rows: page(walk ? matchingRow(found) : sql<SqlBool>`d.id in ${matchingSet(found)}`) };
}

/** Whether another device already has this serial id. */
export async function serialTaken(db: Db, serialId: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('devices').select('id').where('serial_id', '=', serialId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Inserts a device, filling the defaults of every absent field; answers the new id. */
export async function insertDevice(db: Db, write: DeviceWrite): Promise<number> {
  const at = now();
  const { id } = await db
    .insertInto('devices')
    .values({
      name: write.name,
      serial_id: write.serial_id ?? null,
      mac_address: write.mac_address ?? null,
      firmware_version: write.firmware_version ?? '',
      data_version: write.data_version ?? '',
      status: write.status ?? DEFAULT_DEVICE_STATUS,
      comment: write.comment ?? '',
      model_type_id: write.model_type_id ?? null,
      current_event_id: write.current_event_id ?? null,
      current_exhibitor_name: write.current_exhibitor_name ?? '',
      key_tag: write.key_tag ?? '',
      base: write.base ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the fields given (Kysely leaves out the undefined ones, so absent fields keep what is stored). */
export async function updateDevice(db: Db, id: number, write: DeviceWrite): Promise<void> {
  await db
    .updateTable('devices')
    .set({
      name: write.name,
      serial_id: write.serial_id,
      mac_address: write.mac_address,
      firmware_version: write.firmware_version,
      data_version: write.data_version,
      status: write.status,
      comment: write.comment,
      model_type_id: write.model_type_id,
      current_event_id: write.current_event_id,
      current_exhibitor_name: write.current_exhibitor_name,
      key_tag: write.key_tag,
      base: write.base,
      updated_at: now(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteDevice(db: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('devices').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}
