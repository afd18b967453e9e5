// How a device row becomes the API object: the one select with its computed names, shared by every device call.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { DEVICE_FIELDS, type Device } from '../../../contract/entities';
import type { Base, DeviceStatus } from '../../../contract/enums';
import type { Db } from '../database';
import { jsonRowSelection, type JsonColumn } from '../dialect';
import { inIds } from '../ids';
import { versioned, type Versioned } from './versioned';

/** Devices with their model, category and event joined in. */
export function joinedDevices(db: Db) {
  return db
    .selectFrom('devices as d')
    .leftJoin('device_models as m', 'm.id', 'd.model_type_id')
    .leftJoin('device_categories as c', 'c.id', 'm.category_id')
    .leftJoin('events as e', 'e.id', 'd.current_event_id');
}

/** The device select with model, category and event names joined in. Filter and order it as needed. */
export function selectDevices(db: Db) {
  return joinedDevices(db).select([
    'd.id', 'd.name', 'd.serial_id', 'd.mac_address', 'd.firmware_version', 'd.data_version', 'd.status',
    'd.comment', 'd.model_type_id', 'm.name as model_name', 'c.name as category_name', 'd.current_event_id',
    'e.name as current_event_name', 'd.current_exhibitor_name', 'd.key_tag', 'd.base', 'd.created_at',
    'd.updated_at',
  ]);
}

type DeviceSelection = Awaited<ReturnType<ReturnType<typeof selectDevices>['executeTakeFirstOrThrow']>>;

/** Builds the API object with its keys in contract order. */
export function toDevice(row: DeviceSelection): Device {
  return {
    id: row.id,
    name: row.name,
    serial_id: row.serial_id,
    mac_address: row.mac_address,
    firmware_version: row.firmware_version,
    data_version: row.data_version,
    status: row.status as DeviceStatus,
    comment: row.comment,
    model_type_id: row.model_type_id,
    model_name: row.model_name,
    category_name: row.category_name,
    current_event_id: row.current_event_id,
    current_event_name: row.current_event_name ?? '',
    current_exhibitor_name: row.current_exhibitor_name,
    key_tag: row.key_tag,
    base: row.base as Base | null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findDevice(db: Db, id: number): Promise<Versioned<Device> | undefined> {
  return versioned(await selectDevices(db).where('d.id', '=', id).executeTakeFirst(), toDevice);
}

/** Every device in the API's default order (newest first), for export and the full-fleet list; or only those of `ids`
 * (those that exist), in the same order. */
export async function allDevices(db: Db, ids?: readonly number[]): Promise<Device[]> {
  const selected = ids ? selectDevices(db).where('d.id', 'in', inIds(ids)) : selectDevices(db);
  const rows = await selected.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
  return rows.map(toDevice);
}

// Lists of thousands of devices are answered as JSON text that SQLite writes, one string per device: no JS
// object per row, no JSON.stringify (PostgreSQL's rows are written here: dialect.ts jsonRowSelection). The same
// fields as toDevice, in the same order (tests compare the two).
const DEVICE_VALUES: Record<keyof Device, RawBuilder<unknown>> = {
  id: sql.ref('d.id'),
  name: sql.ref('d.name'),
  serial_id: sql.ref('d.serial_id'),
  mac_address: sql.ref('d.mac_address'),
  firmware_version: sql.ref('d.firmware_version'),
  data_version: sql.ref('d.data_version'),
  status: sql.ref('d.status'),
  comment: sql.ref('d.comment'),
  model_type_id: sql.ref('d.model_type_id'),
  model_name: sql.ref('m.name'),
  category_name: sql.ref('c.name'),
  current_event_id: sql.ref('d.current_event_id'),
  current_event_name: sql`coalesce(${sql.ref('e.name')}, '')`,
  current_exhibitor_name: sql.ref('d.current_exhibitor_name'),
  key_tag: sql.ref('d.key_tag'),
  base: sql.ref('d.base'),
  created_at: sql.ref('d.created_at'),
  updated_at: sql.ref('d.updated_at'),
};

const DEVICE_COLUMNS = DEVICE_FIELDS.map((field) => [field, DEVICE_VALUES[field]] as const);
const NUMBER_FIELDS: ReadonlySet<keyof Device> = new Set(['id', 'model_type_id', 'current_event_id']);
/** The columns of selectDeviceJson's rows, in order. */
export const DEVICE_JSON_COLUMNS: readonly JsonColumn[] = DEVICE_FIELDS.map((key) => ({ key, number: NUMBER_FIELDS.has(key) }));

/** As selectDevices, but each row is read as the device's API JSON text (dialect.ts jsonItemsOf). */
export function selectDeviceJson(db: Db) {
  return joinedDevices(db).select(jsonRowSelection(db, DEVICE_COLUMNS));
}

/**
 * The devices `chosen` holds (a condition on `d`), newest first, each as its API JSON (selectDeviceJson):
 * a bulk change's answer and `?changed_since=`'s, read by a task (workers/tasks.ts devicesArray) after the write, so
 * that on PostgreSQL a large one comes through the list's binary COPY and SQLite's writer is not held to build it.
 */
export function devicesWhereQuery(db: Db, chosen: RawBuilder<SqlBool>) {
  return selectDeviceJson(db).where(chosen).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').compile();
}
