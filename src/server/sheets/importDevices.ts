// A device sheet import, all or nothing, in two steps that run in an import's own worker (workers/imports.ts):
// read the sheet and validate every row as the devices API would (no database, no lock); then, in one write
// transaction under the server's write lock, look up what the rows refer to, plan, and write everything or nothing.
import type { ImportAnswer } from '../../contract/entities';
import type { FieldErrorCodes } from '../../contract/errorCodes';
import { deviceWrite } from '../../contract/schemas/devices';
import { type Db, writeTransaction } from '../db/database';
import { missingIds } from '../db/ids';
import { allEventNames, allModelNames, findDevicesByIdOrSerial, writeDeviceImport, type NamedRow } from '../db/repos/deviceImport';
import { fieldErrorsOf } from '../http/errors';
import { readDeviceSheet, type SheetDevice } from './deviceSheetRows';
import { DEVICE_SHEET_NAME } from './exportDevices';
import { planImport, type ImportLookups, type ImportRowCodes, type ValidatedDevice } from './planImport';
import { readSheetRows } from './xlsxRead';

/** The app lists at most 100 000 devices; twice that leaves room for new rows while bounding memory. */
export const IMPORT_MAX_ROWS = 200_000;

export type ImportOutcome = ({ ok: true } & ImportAnswer) | { ok: false; rows: ImportRowCodes[] };

// name stays optional here: a row that updates a device may leave it out; planImport requires it for new devices.
const rowSchema = deviceWrite.partial({ name: true });

/** Step one: the sheet's rows, each validated; a file that cannot be read throws a SheetFileError. */
export async function parseDeviceSheet(bytes: Uint8Array): Promise<ValidatedDevice[]> {
  const rows = await readSheetRows(bytes, { preferredSheet: DEVICE_SHEET_NAME, maxRows: IMPORT_MAX_ROWS });
  return readDeviceSheet(rows).map(validate);
}

/** Step two, in one write transaction: look up, plan, and write everything (stamped `at`) or nothing. */
export async function applyDeviceImport(db: Db, devices: readonly ValidatedDevice[], at: string): Promise<ImportOutcome> {
  return writeTransaction(db, async (trx) => {
    const plan = planImport(devices, await lookUp(trx, devices));
    if (!('writes' in plan)) return { ok: false, rows: plan.errors };
    await writeDeviceImport(trx, plan.writes, at);
    return { ok: true, created: plan.writes.creates.length, updated: plan.writes.updates.length };
  });
}

/** An id cell's value as a positive integer (a number, or digits as text), else undefined. */
function idIn(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function validate(device: SheetDevice): ValidatedDevice {
  const referenceIds = { model_type_id: idIn(device.input.model_type_id), current_event_id: idIn(device.input.current_event_id) };
  const result = rowSchema.safeParse(device.input);
  // Object.assign rather than a spread: one object per row, not two.
  if (result.success) return Object.assign(device, { referenceIds, write: result.data, serial: result.data.serial_id });
  const errors: FieldErrorCodes = {};
  for (const [field, fieldErrors] of [...Object.entries(device.errors), ...Object.entries(fieldErrorsOf(result.error))]) {
    (errors[field] ??= []).push(...fieldErrors);
  }
  // A row that fails validation still claims its device, so that a second row claiming it is reported too.
  const rawSerial = typeof device.input.serial_id === 'string' ? device.input.serial_id.trim() : '';
  return Object.assign(device, { referenceIds, errors, serial: rawSerial || null });
}

const unique = <T>(values: Iterable<T | null | undefined>): T[] =>
  [...new Set([...values].filter((value): value is T => value !== null && value !== undefined))];

function byName(rows: readonly NamedRow[]): Map<string, number[]> {
  const ids = new Map<string, number[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    ids.set(key, [...(ids.get(key) ?? []), row.id]);
  }
  return ids;
}

/** Everything the rows refer to, in a fixed handful of statements whatever the number of rows. */
async function lookUp(trx: Db, devices: readonly ValidatedDevice[]): Promise<ImportLookups> {
  const found = await findDevicesByIdOrSerial(trx, unique(devices.map((device) => device.id)), unique(devices.map((device) => device.serial)));
  const modelIds = unique(devices.map((device) => device.referenceIds.model_type_id));
  const eventIds = unique(devices.map((device) => device.referenceIds.current_event_id));
  return {
    byId: new Map(found.map((row) => [row.id, row])),
    bySerial: new Map(found.filter((row) => row.serial_id !== null).map((row) => [row.serial_id!, row])),
    modelsByName: devices.some((device) => device.modelName !== undefined) ? byName(await allModelNames(trx)) : new Map(),
    eventsByName: devices.some((device) => device.eventName !== undefined) ? byName(await allEventNames(trx)) : new Map(),
    missingModelIds: new Set(modelIds.length ? await missingIds(trx, 'device_models', modelIds) : []),
    missingEventIds: new Set(eventIds.length ? await missingIds(trx, 'events', eventIds) : []),
  };
}
