// Single devices and the device list. Every answer goes through deviceRead.ts, so all calls share one shape.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BASES, BASE_ALIASES, BASE_LABELS, DEFAULT_DEVICE_STATUS, DEVICE_STATUSES, STATUS_LABELS } from '../../../contract/enums';
import type { DeviceWrite } from '../../../contract/schemas/devices';
import { now } from '../clock';
import type { Db } from '../database';
import { columnContains } from '../search';
import { joinedDevices, jsonArray, selectDeviceJson } from './deviceRead';

const TEXT_COLUMNS = ['d.name', 'd.serial_id', 'd.mac_address', 'd.key_tag', 'm.name', 'c.name'];

/**
 * Status and base are closed vocabularies, so a search matches them in JS against machine value, label and
 * field spellings ("in use", "porto", "lisboa", "bolt"), and SQL gets the few matching values as an `in` list.
 */
function matchingValues<T extends string>(needle: string, values: readonly T[], labels: Record<T, string>, aliases: Record<string, T> = {}): T[] {
  const found = new Set(values.filter((value) => value.includes(needle) || labels[value].toLowerCase().includes(needle)));
  for (const [alias, value] of Object.entries(aliases)) if (alias.includes(needle)) found.add(value);
  return [...found];
}

function searchCondition(search: string): RawBuilder<SqlBool> {
  const needle = search.toLowerCase();
  const parts = TEXT_COLUMNS.map((column) => columnContains(column, search));
  // MAC addresses are stored with colons; "aa-bb" should still find them.
  if (search.includes('-')) parts.push(columnContains('d.mac_address', search.replaceAll('-', ':')));
  const statuses = matchingValues(needle, DEVICE_STATUSES, STATUS_LABELS);
  if (statuses.length) parts.push(sql<SqlBool>`d.status in (${sql.join(statuses)})`);
  const bases = matchingValues(needle, BASES, BASE_LABELS, BASE_ALIASES);
  if (bases.length) parts.push(sql<SqlBool>`d.base in (${sql.join(bases)})`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export interface DeviceQuery { search?: string | undefined; limit: number; offset: number }

/** One page of devices, newest first (created_at, then id, both descending); the results as a JSON array text. */
export async function listDevices(db: Db, query: DeviceQuery): Promise<{ count: number; resultsJson: string }> {
  const condition = query.search ? searchCondition(query.search) : undefined;
  const counted = condition ? joinedDevices(db).where(condition) : db.selectFrom('devices as d');
  const { count } = await counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (count === 0 || query.offset >= count) return { count, resultsJson: '[]' };
  let page = selectDeviceJson(db);
  if (condition) page = page.where(condition);
  const rows = await page.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(query.limit).offset(query.offset).execute();
  return { count, resultsJson: jsonArray(rows) };
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
