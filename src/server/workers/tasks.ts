// The heavy work that runs in database workers, never on the main thread: the device list (up to the whole fleet,
// searched or not), the spreadsheet exports, and an import's two steps. Each task gets the worker's own connection;
// answers that are large go back as bytes, transferred rather than copied.
import { changedIdsSince, cursorOf, positionIn, type ChangeState, type Cursor } from '../db/changes';
import { sql, type CompiledQuery, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { idAmongSql, jsonItemsOf, type JsonColumn, type JsonRow } from '../db/dialect';
import { ArrayParts, type AddItems } from './arrayParts';
import { recordedAs, type Operation } from '../db/history';
import { allDevices, DEVICE_JSON_COLUMNS, devicesWhereQuery } from '../db/repos/deviceRead';
import { cursorExpired } from '../http/changedSince';
import { planDevicePage, type DeviceQuery } from '../db/repos/devices';
import { allSubscriptionsForExport } from '../db/repos/subscriptions';
import { devicesWorkbook } from '../sheets/exportDevices';
import { applyDeviceImport, parseDeviceSheet, type ImportOutcome } from '../sheets/importDevices';
import type { ValidatedDevice } from '../sheets/planImport';
import { subscriptionsWorkbook } from '../sheets/subscriptionsSheet';

/** What a worker keeps between an import's two steps. */
export interface WorkerState {
  parsed?: ValidatedDevice[];
}

export interface TaskContext {
  db: Db;
  state: WorkerState;
  /** marks bytes to be transferred with the answer */
  transfer(bytes: Uint8Array): Uint8Array<ArrayBuffer>;
  /** sends a part of the answer ahead of its end (structured-cloned) */
  send(part: unknown): void;
  /** sends bytes of the answer ahead of its end, transferred */
  sendBytes(bytes: Uint8Array): void;
  /**
   * reads a query of rows made by `jsonRowSelection` (its `columns`) on the task's connection, handing their JSON
   * texts to `add` a part at a time as they are read (each part's objects joined by commas); `atMost` is how many rows
   * it can answer (a page's size)
   */
  jsonItems(query: CompiledQuery<JsonRow>, columns: readonly JsonColumn[], atMost: number, add: AddItems): Promise<void>;
  /** runs `read` in one read transaction, so that the change state and whatever `read` reads are one snapshot */
  inSnapshot<T>(read: (state: ChangeState) => Promise<T>): Promise<T>;
}

/** The first part `streamDevices` sends, before the rows. */
export interface DevicePageHead {
  count: number;
  /** the state the page is read in (db/changes.ts) */
  cursor: string;
}

/** The devices `chosen` holds (a condition on `d`), newest first, as one JSON array's UTF-8 bytes (at most `atMost`). */
async function devicesArray(context: TaskContext, chosen: RawBuilder<SqlBool>, atMost: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const parts = new ArrayParts((bytes) => chunks.push(bytes));
  await context.jsonItems(devicesWhereQuery(context.db, chosen), DEVICE_JSON_COLUMNS, atMost, parts.add);
  parts.close();
  return Buffer.concat(chunks);
}

/** TaskContext.jsonItems from rows read a batch at a time, each batch's JSON written by `jsonItemsOf`. */
export async function jsonItemsByBatch(db: Db, batches: AsyncIterable<JsonRow[]>, add: AddItems): Promise<void> {
  for await (const batch of batches) add(jsonItemsOf(db, batch), batch.length);
}

export const tasks = {
  /**
   * A page of devices (up to the whole fleet), streamed: first a DevicePageHead, then the results' JSON array as
   * UTF-8 parts in order, read in one snapshot. Answers how many devices it sent.
   */
  async streamDevices(context: TaskContext, query: DeviceQuery): Promise<number> {
    return context.inSnapshot(async (state) => {
      const { count, rows, rowCount } = await planDevicePage(context.db, query, state);
      context.send({ count, cursor: cursorOf(state) } satisfies DevicePageHead);
      const parts = new ArrayParts((bytes) => context.sendBytes(bytes));
      if (rows) await context.jsonItems(rows, DEVICE_JSON_COLUMNS, rowCount, parts.add);
      parts.close();
      return parts.sent;
    });
  },

  /** `?changed_since=` on the devices: the whole answer as UTF-8 JSON bytes, read in one snapshot. */
  async devicesChangedSince(context: TaskContext, cursor: Cursor): Promise<Uint8Array<ArrayBuffer>> {
    return context.inSnapshot(async (state) => {
      const since = positionIn(cursor, state, 'devices');
      if (since === 'expired') throw cursorExpired();
      const { changed, deleted } = await changedIdsSince(context.db, 'devices', since);
      const results = changed.length > 0 ? await devicesArray(context, idAmongSql(sql.ref('d.id'), changed), changed.length) : Buffer.from('[]');
      const rest = `,"deleted":${JSON.stringify(deleted)},"cursor":${JSON.stringify(cursorOf(state))}}`;
      return context.transfer(Buffer.concat([Buffer.from('{"results":'), results, Buffer.from(rest, 'utf8')]));
    });
  },

  /** The devices of `ids` that exist, newest first, as `{"results":[…]}`: a bulk change's answer, read after its write. */
  async devicesByIds(context: TaskContext, ids: readonly number[]): Promise<Uint8Array<ArrayBuffer>> {
    const results = await devicesArray(context, idAmongSql(sql.ref('d.id'), ids), ids.length);
    return context.transfer(Buffer.concat([Buffer.from('{"results":'), results, Buffer.from('}')]));
  },

  /** The fleet, or only the devices of `ids`, as a workbook. */
  async exportDevices(context: TaskContext, ids: readonly number[] | undefined): Promise<Uint8Array<ArrayBuffer>> {
    return context.transfer(await devicesWorkbook(await allDevices(context.db, ids)));
  },

  async exportSubscriptions(context: TaskContext): Promise<Uint8Array<ArrayBuffer>> {
    return context.transfer(await subscriptionsWorkbook(await allSubscriptionsForExport(context.db)));
  },

  /** An import's first step: read and validate the sheet; the rows stay in the worker. Answers their number. */
  async parseImport(context: TaskContext, bytes: Uint8Array): Promise<number> {
    context.state.parsed = await parseDeviceSheet(bytes);
    return context.state.parsed.length;
  },

  /** An import's second step, under the write lock the main thread holds for it, recorded as the caller's operation. */
  async applyImport(context: TaskContext, input: { at: string; operation?: Operation | undefined }): Promise<ImportOutcome> {
    const parsed = context.state.parsed;
    if (!parsed) throw new Error('applyImport before parseImport');
    context.state.parsed = undefined;
    const operation = input.operation && { ...input.operation, at: input.at };
    return recordedAs(operation, () => applyDeviceImport(context.db, parsed, input.at));
  },
};

export type Tasks = typeof tasks;

/** Rows a batch at a time: the device list's parts are a few hundred rows each. */
export const ROW_BATCH = 500;

/** A synchronous row iterator (SQLite's) as batches. */
export async function* batchesOf<R>(rows: Iterator<R>): AsyncIterable<R[]> {
  for (;;) {
    const batch: R[] = [];
    for (let next = rows.next(); !next.done; next = rows.next()) {
      batch.push(next.value);
      if (batch.length === ROW_BATCH) break;
    }
    if (batch.length === 0) return;
    yield batch;
  }
}
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[1];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;
