// Decides what an import does, row by row, from the validated rows and the look-ups made for them: which device
// each row updates (by id, else by serial_id) or that it creates one, which references resolve, which serials
// collide, and which updates actually change something. Pure: no database, so every rule is plain to read.
import { coded, type CodedError, type FieldErrorCodes } from '../../contract/errorCodes';
import { DEFAULT_DEVICE_STATUS } from '../../contract/enums';
import type { DeviceWrite } from '../../contract/schemas/devices';
import { IMPORTED_COLUMNS, type DeviceImportWrites, type DeviceValues, type StoredDevice } from '../db/repos/deviceImport';
import { doesNotExist } from '../http/references';
import type { SheetDevice } from './deviceSheetRows';

export interface ValidatedDevice extends SheetDevice {
  /** the row's fields as the devices API validates them; undefined when that validation failed */
  write?: Partial<DeviceWrite>;
  /** the serial_id used to find the device the row updates; null or undefined when there is none */
  serial?: string | null;
  /** the model and event ids the row names, read even when validation failed, so that every error is reported */
  referenceIds: Partial<Record<ReferenceField, number>>;
}

export type ReferenceField = 'model_type_id' | 'current_event_id';

export interface ImportLookups {
  byId: ReadonlyMap<number, StoredDevice>;
  bySerial: ReadonlyMap<string, StoredDevice>;
  /** keyed by the lower-cased, trimmed name */
  modelsByName: ReadonlyMap<string, number[]>;
  eventsByName: ReadonlyMap<string, number[]>;
  missingModelIds: ReadonlySet<number>;
  missingEventIds: ReadonlySet<number>;
}

/** A bad row and its coded errors; the route words them (`{ row, errors, error_codes }`). */
export interface ImportRowCodes { row: number; errors: FieldErrorCodes }

export type ImportPlan = { errors: ImportRowCodes[] } | { errors: []; writes: DeviceImportWrites };

const NEW_DEVICE: DeviceValues = {
  name: '',
  serial_id: null, mac_address: null, firmware_version: '', data_version: '', status: DEFAULT_DEVICE_STATUS, comment: '',
  model_type_id: null, current_event_id: null, current_exhibitor_name: '', key_tag: '', base: null,
};

interface Accepted {
  row: number;
  target?: StoredDevice;
  values: DeviceValues;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The row's values: what it writes, else what is stored (or a new device's defaults). A plain loop: this runs once
 * per row, and spreads and entry lists at 100 000 rows keep the garbage collector busy.
 */
function mergedValues(base: DeviceValues, write: Partial<DeviceWrite>, references: Partial<DeviceValues>): DeviceValues {
  const values = {} as Record<string, unknown>;
  for (const column of IMPORTED_COLUMNS) {
    const value = references[column] !== undefined ? references[column] : (write as Partial<DeviceValues>)[column];
    values[column] = value === undefined ? base[column] : value;
  }
  return values as DeviceValues;
}

export function planImport(devices: readonly ValidatedDevice[], lookups: ImportLookups): ImportPlan {
  const errors = new Map<number, FieldErrorCodes>();
  const fail = (row: number, field: string, error: CodedError) => {
    const rowErrors = errors.get(row) ?? {};
    (rowErrors[field] ??= []).push(error);
    errors.set(row, rowErrors);
  };
  const claimedBy = new Map<number, number>();
  const serialRows = new Map<string, number>();
  const accepted: Accepted[] = [];

  for (const device of devices) {
    for (const [field, fieldErrors] of Object.entries(device.errors)) for (const error of fieldErrors) fail(device.row, field, error);
    const byId = device.id === undefined ? undefined : lookups.byId.get(device.id);
    const target = byId ?? (device.serial ? lookups.bySerial.get(device.serial) : undefined);
    if (target) {
      const earlier = claimedBy.get(target.id);
      if (earlier === undefined) claimedBy.set(target.id, device.row);
      else if (byId) fail(device.row, 'id', coded('import_id_repeated', { row: earlier }));
      else fail(device.row, 'serial_id', coded('import_serial_repeated_update', { row: earlier }));
    }
    const references = resolveReferences(device, lookups, (field, error) => fail(device.row, field, error));
    if (!device.write) continue;
    if (!target && device.write.name === undefined) fail(device.row, 'name', coded('required'));
    const values = mergedValues(target ?? NEW_DEVICE, device.write, references);
    if (values.serial_id !== null) {
      const earlier = serialRows.get(values.serial_id);
      if (earlier === undefined) serialRows.set(values.serial_id, device.row);
      else fail(device.row, 'serial_id', coded('import_serial_repeated', { row: earlier }));
    }
    if (!errors.has(device.row)) accepted.push({ row: device.row, target, values });
  }

  // A serial held by a device that keeps it: one not in the sheet, or in the sheet with the same serial.
  const finalSerials = new Map(accepted.flatMap((entry) => (entry.target ? [[entry.target.id, entry.values.serial_id] as const] : [])));
  for (const entry of accepted) {
    const holder = entry.values.serial_id === null ? undefined : lookups.bySerial.get(entry.values.serial_id);
    if (!holder || holder.id === entry.target?.id) continue;
    const holderKeeps = !finalSerials.has(holder.id) || finalSerials.get(holder.id) === holder.serial_id;
    if (holderKeeps) fail(entry.row, 'serial_id', coded('unique_device_serial'));
  }

  if (errors.size > 0) {
    const rows = [...errors].sort(([first], [second]) => first - second).map(([row, rowErrors]) => ({ row, errors: rowErrors }));
    return { errors: rows };
  }
  return { errors: [], writes: writesOf(accepted) };
}

const REFERENCES = [
  {
    field: 'model_type_id', standIn: 'model_name',
    noneNamed: (name: string) => coded('import_no_model_named', { name }),
    severalNamed: (count: number, name: string) => coded('import_models_named', { count, name }),
    nameOf: (device: ValidatedDevice) => device.modelName,
    idsByName: (lookups: ImportLookups) => lookups.modelsByName,
    missing: (lookups: ImportLookups) => lookups.missingModelIds,
  },
  {
    field: 'current_event_id', standIn: 'current_event_name',
    noneNamed: (name: string) => coded('import_no_event_named', { name }),
    severalNamed: (count: number, name: string) => coded('import_events_named', { count, name }),
    nameOf: (device: ValidatedDevice) => device.eventName,
    idsByName: (lookups: ImportLookups) => lookups.eventsByName,
    missing: (lookups: ImportLookups) => lookups.missingEventIds,
  },
] as const;

/** model_name / current_event_name to ids, and ids that name nothing. */
function resolveReferences(
  device: ValidatedDevice,
  lookups: ImportLookups,
  fail: (field: string, error: CodedError) => void,
): Partial<Pick<DeviceValues, ReferenceField>> {
  const resolved: Partial<Pick<DeviceValues, ReferenceField>> = {};
  for (const reference of REFERENCES) {
    const name = reference.nameOf(device);
    const id = device.referenceIds[reference.field];
    if (name !== undefined) {
      const ids = reference.idsByName(lookups).get(nameKey(name)) ?? [];
      if (ids.length === 1) resolved[reference.field] = ids[0]!;
      else if (ids.length === 0) fail(reference.standIn, reference.noneNamed(name));
      else fail(reference.standIn, reference.severalNamed(ids.length, name));
    } else if (typeof id === 'number' && reference.missing(lookups).has(id)) {
      fail(reference.field, doesNotExist(id));
    }
  }
  return resolved;
}

function writesOf(accepted: readonly Accepted[]): DeviceImportWrites {
  const writes: DeviceImportWrites = { creates: [], updates: [], releaseSerialIds: [] };
  for (const { target, values } of accepted) {
    if (!target) {
      writes.creates.push(values);
      continue;
    }
    // Unchanged rows are not written, so re-importing an export leaves every updated_at (and ETag) as it was.
    const changed = IMPORTED_COLUMNS.filter((column) => values[column] !== target[column]);
    if (changed.length === 0) continue;
    writes.updates.push({ id: target.id, values, changed });
    if (target.serial_id !== null && values.serial_id !== target.serial_id) writes.releaseSerialIds.push(target.id);
  }
  return writes;
}
