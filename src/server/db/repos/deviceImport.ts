// The reads and writes of a device sheet import: set-based look-ups (one statement each, however many rows) and
// chunked multi-row writes, all meant to run inside the import's single write transaction.
import { sql, type RawBuilder } from 'kysely';
import { nextVersionSql } from '../clock';
import type { Db } from '../database';
import { isPostgres, textListSql } from '../dialect';
import { inIds } from '../ids';
import type { DeviceRow, NewDevice } from '../schema';

/** The columns an import writes; the rest (id, created_at, updated_at) the server manages. */
export const IMPORTED_COLUMNS = [
  'name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment', 'model_type_id',
  'current_event_id', 'current_exhibitor_name', 'key_tag', 'base',
] as const;
export type ImportedColumn = (typeof IMPORTED_COLUMNS)[number];
export type DeviceValues = Pick<DeviceRow, ImportedColumn>;
/** A stored device as an import compares it: its id and the columns an import writes. */
export type StoredDevice = Pick<DeviceRow, 'id' | ImportedColumn>;

export interface DeviceChange {
  id: number;
  values: DeviceValues;
  /** the columns whose values differ from the stored ones; only these are written */
  changed: ImportedColumn[];
}

export interface DeviceImportWrites {
  creates: DeviceValues[];
  /** changed devices only */
  updates: DeviceChange[];
  /** devices whose serial changes: cleared first, so that two devices can swap serials within one import */
  releaseSerialIds: number[];
}

export interface NamedRow {
  id: number;
  name: string;
}

// SQLite binds at most 32766 values per statement; statements stay under 30 000 and 5000 rows.
const VALUES_PER_STATEMENT = 30_000;
const MAX_ROWS_PER_STATEMENT = 5000;
const rowsPerStatement = (columns: number) => Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(VALUES_PER_STATEMENT / columns));

const inTexts = (values: readonly string[]): RawBuilder<string> => textListSql(values);

/**
 * Every device whose id is in `ids` or whose serial is in `serials`. On PostgreSQL they are locked, in id order,
 * until the import's transaction ends: the plan is made from what they hold, and no other process may change them
 * in between (nor deadlock with a bulk change, which locks in id order too: db/ids.ts).
 */
export async function findDevicesByIdOrSerial(db: Db, ids: readonly number[], serials: readonly string[]): Promise<StoredDevice[]> {
  if (ids.length === 0 && serials.length === 0) return [];
  const found = db
    .selectFrom('devices')
    .select(['id', ...IMPORTED_COLUMNS])
    .where((eb) => eb.or([eb('id', 'in', inIds(ids)), eb('serial_id', 'in', inTexts(serials))]));
  return isPostgres(db) ? found.orderBy('id').forUpdate().execute() : found.execute();
}

/** Every model's id and name: few enough to match names in JS, where case folding also covers accented letters. */
export async function allModelNames(db: Db): Promise<NamedRow[]> {
  return db.selectFrom('device_models').select(['id', 'name']).execute();
}

export async function allEventNames(db: Db): Promise<NamedRow[]> {
  return db.selectFrom('events').select(['id', 'name']).execute();
}

/** Writes an import's creations and changes, stamped `at`. Run it inside a write transaction. */
export async function writeDeviceImport(db: Db, writes: DeviceImportWrites, at: string): Promise<void> {
  if (writes.releaseSerialIds.length > 0) {
    await db.updateTable('devices').set({ serial_id: null }).where('id', 'in', inIds(writes.releaseSerialIds)).execute();
  }
  await writeChanges(db, writes.updates, at);
  const perStatement = rowsPerStatement(IMPORTED_COLUMNS.length + 2);
  for (let start = 0; start < writes.creates.length; start += perStatement) {
    const chunk = writes.creates.slice(start, start + perStatement).map((values) => ({ ...values, created_at: at, updated_at: at }));
    await db.insertInto('devices').values(chunk).execute();
  }
}

/**
 * Multi-row UPDATEs keyed by id, written as upserts on the primary key (every id was read in this transaction, so
 * the insert branch never runs; name and created_at are there only for its NOT NULLs). Changes are grouped by the
 * columns they touch and only those are set: an import usually edits a column or two, and leaving the others out
 * of the SET list spares SQLite the upkeep of their indexes, more than halving the time of a 100 000-row update.
 */
async function writeChanges(db: Db, changes: readonly DeviceChange[], at: string): Promise<void> {
  const groups = new Map<string, DeviceChange[]>();
  for (const change of changes) {
    const key = change.changed.join();
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  for (const group of groups.values()) {
    const columns = group[0]!.changed;
    if (isPostgres(db)) {
      await updateFromRecords(db, group, columns, at);
      continue;
    }
    const perStatement = rowsPerStatement(columns.length + 4);
    for (let start = 0; start < group.length; start += perStatement) {
      const rows = group.slice(start, start + perStatement).map(({ id, values }) => {
        const row: Record<string, unknown> = { id, name: values.name, created_at: at, updated_at: at };
        for (const column of columns) row[column] = values[column];
        return row as NewDevice; // id, name and the timestamps, plus the changed columns: the rest have defaults
      });
      await db
        .insertInto('devices')
        .values(rows)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            ...Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
            updated_at: nextVersionSql(sql.ref('devices.updated_at'), sql.ref('excluded.updated_at')),
          })),
        )
        .execute();
    }
  }
}

/** The PostgreSQL type of each column an import writes, for reading them out of JSON. */
const POSTGRES_TYPES: Record<ImportedColumn, 'text' | 'bigint'> = {
  name: 'text', serial_id: 'text', mac_address: 'text', firmware_version: 'text', data_version: 'text', status: 'text',
  comment: 'text', model_type_id: 'bigint', current_event_id: 'bigint', current_exhibitor_name: 'text', key_tag: 'text', base: 'text',
};

/**
 * PostgreSQL: one UPDATE of every change of a group, read from one JSON parameter (`json_to_recordset`). An upsert
 * there tries an insert of each row first, and a statement of thousands of numbered parameters costs tens of ms to
 * parse and bind: 10 000 changed comments took two statements of 100 ms and 20 ms more to bind each.
 */
async function updateFromRecords(db: Db, changes: readonly DeviceChange[], columns: readonly ImportedColumn[], at: string): Promise<void> {
  const records = changes.map(({ id, values }) => Object.fromEntries([['id', id], ...columns.map((column) => [column, values[column]])]));
  const shape = sql.join([sql`id bigint`, ...columns.map((column) => sql`${sql.ref(column)} ${sql.raw(POSTGRES_TYPES[column])}`)]);
  const set = sql.join([
    ...columns.map((column) => sql`${sql.ref(column)} = r.${sql.ref(column)}`),
    sql`updated_at = ${nextVersionSql(sql.ref('d.updated_at'), at)}`,
  ]);
  await sql`update devices as d set ${set}
    from json_to_recordset(${JSON.stringify(records)}::json) as r(${shape}) where d.id = r.id`.execute(db);
}
