// Single devices and the device list. Every answer goes through deviceRead.ts, so all calls share one shape.
import { sql, type CompiledQuery, type RawBuilder, type SqlBool } from 'kysely';
import { DEFAULT_DEVICE_STATUS } from '../../../contract/enums';
import type { DeviceWrite } from '../../../contract/schemas/devices';
import { nextVersionSql, now } from '../clock';
import type { Cursor } from '../changes';
import type { Db } from '../database';
import { idAmongSql, isPostgres, rowCountForPlan, rowCountForPlanIfFreeSql, type JsonRow } from '../dialect';
import { deviceSearch, matchingCount, matchingRow, matchingSet, type DeviceSearch } from './deviceSearch';
import { selectDeviceJson } from './deviceRead';

export interface DeviceQuery { search?: string | undefined; limit: number; offset: number }

/** A page of devices to read: how many match, and the query of the page's rows (none past the end). */
export interface DevicePage {
  count: number;
  /** the devices newest first, each read as its API JSON text (dialect.ts jsonItemsOf) */
  rows: CompiledQuery<JsonRow> | undefined;
  /** how many rows the page holds: up to the page size, fewer at the end */
  rowCount: number;
}

/**
 * One page of devices, newest first (created_at, then id, both descending), as a query for the caller to run row
 * by row (the whole fleet is streamed as it is read). A search is counted from its indexes; its page is read the
 * cheaper way: by id and sorted when few devices match, else by walking the devices newest first until the page is
 * full (a common word matches thousands). `seen`: the change state of the snapshot `db` reads in (deviceSearch).
 */
export async function planDevicePage(db: Db, query: DeviceQuery, seen?: Cursor): Promise<DevicePage> {
  const page = (condition?: RawBuilder<SqlBool>) => {
    const selected = selectDeviceJson(db);
    return (condition ? selected.where(condition) : selected)
      .orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(query.limit).offset(query.offset).compile();
  };
  if (!query.search) {
    const { count } = await db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    if (count === 0 || query.offset >= count) return { count, rows: undefined, rowCount: 0 };
    return { count, rows: page(), rowCount: Math.min(query.limit, count - query.offset) };
  }
  const found = await deviceSearch(db, query.search, seen);
  const counted = await countMatches(db, found);
  const count = counted?.count ?? 0;
  if (count === 0 || query.offset >= count) return { count, rows: undefined, rowCount: 0 };
  const rowCount = Math.min(query.limit, count - query.offset);
  if (counted?.few) return { count, rows: page(idAmongSql(sql.ref('d.id'), counted.few)), rowCount };
  // walking visits about (offset + limit) × total / count devices; reading by id sorts all `count` of them. As
  // total ≥ count, walking never wins when the page reaches as far as the matches go: the total is read only else
  // (on PostgreSQL it came with the count).
  const reach = query.offset + query.limit;
  const walk = count > reach && reach * (counted?.total ?? await rowCountForPlan(db, 'devices')) / count < count;
  const rows = page(walk ? matchingRow(found) : sql<SqlBool>`d.id in ${matchingSet(found)}`);
  return { count, rows, rowCount };
}

/** Matching ids the count brings back with it, at most. */
const FEW_MATCHES = 500;

interface Counted { count: number; total: number | null; few?: number[] | null }

/**
 * How many devices match, and (PostgreSQL) the planner's estimate of all devices. On PostgreSQL a match found in the
 * devices' own columns alone (a serial, a MAC, a name) also brings back its ids when they are FEW_MATCHES or fewer,
 * from the same pass over the trigram index, so that its page is read by id without a second pass (1.9 ms each for a
 * serial at 100 000 devices).
 */
async function countMatches(db: Db, found: DeviceSearch): Promise<Counted | undefined> {
  const total = rowCountForPlanIfFreeSql('devices');
  if (!found.onlyOwn || !isPostgres(db)) {
    return (await sql<Counted>`select ${matchingCount(found)} as count, ${total} as total`.execute(db)).rows[0];
  }
  const { rows: [counted] } = await sql<Counted>`with matching as materialized ${found.allOwn}
    select (select count(*) from matching) as count, ${total} as total,
      (select json_agg(id) from (select id from matching limit ${FEW_MATCHES}) as first_ones) as few`.execute(db);
  if (counted && counted.count > FEW_MATCHES) counted.few = null;
  return counted;
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
      updated_at: nextVersionSql(),
    })
    .where('id', '=', id)
    .execute();
}
