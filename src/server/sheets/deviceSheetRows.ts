// Reads the rows of an imported device sheet: which column holds which field (from the header row), and each cell
// as the value the devices API would take in a JSON body, ready for the same validation.
import { DEVICE_FIELDS } from '../../contract/entities';
import { coded, type CodedError, type FieldErrorCodes } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';
import { CellError, type CellValue, type SheetRow } from './sheetXml';

type DeviceField = (typeof DEVICE_FIELDS)[number];

export interface SheetDevice {
  /** the row's number in the sheet, header included */
  row: number;
  /** the id cell, when it holds a positive integer */
  id?: number;
  /** the writable fields whose columns the sheet has, as a JSON body would carry them */
  input: Record<string, unknown>;
  /** model_name, standing in for an empty or absent model_type_id */
  modelName?: string;
  /** current_event_name, standing in for an empty or absent current_event_id */
  eventName?: string;
  /** cells that cannot be read as their field's value */
  errors: FieldErrorCodes;
}

const TEXT_FIELDS = [
  'name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'comment', 'current_exhibitor_name',
  'key_tag', 'base',
] as const satisfies readonly DeviceField[];
const REFERENCES = [
  { field: 'model_type_id', standIn: 'model_name', key: 'modelName' },
  { field: 'current_event_id', standIn: 'current_event_name', key: 'eventName' },
] as const;
/** Computed or managed by the server: read past, never written. */
const READ_ONLY: ReadonlySet<DeviceField> = new Set(['category_name', 'created_at', 'updated_at']);

const normaliseHeader = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');
const cellErrorOf = (error: CellError) => error.error;

/** Which column each device field is in, from the first row. Unknown headers are ignored. */
function readHeader(header: SheetRow | undefined): Map<DeviceField, number> {
  const known = new Set<string>(DEVICE_FIELDS);
  const columns = new Map<DeviceField, number>();
  header?.cells.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const field = normaliseHeader(cell);
    if (!known.has(field)) return;
    if (columns.has(field as DeviceField)) throw new SheetFileError(coded('sheet_column_twice', { column: field }));
    columns.set(field as DeviceField, index);
  });
  if (columns.size === 0) {
    throw new SheetFileError(coded('sheet_columns_missing', { columns: DEVICE_FIELDS.join(', ') }));
  }
  return columns;
}

/** Every data row that has a value in a writable column, as a device input; empty rows are skipped. */
export function readDeviceSheet(rows: readonly SheetRow[]): SheetDevice[] {
  const columns = readHeader(rows[0]);
  const writable = [...columns].filter(([field]) => !READ_ONLY.has(field)).map(([, index]) => index);
  const devices: SheetDevice[] = [];
  for (const sheetRow of rows.slice(1)) {
    if (writable.every((index) => sheetRow.cells[index] === undefined)) continue;
    devices.push(readDevice(sheetRow, columns));
  }
  return devices;
}

function readDevice(sheetRow: SheetRow, columns: ReadonlyMap<DeviceField, number>): SheetDevice {
  const device: SheetDevice = { row: sheetRow.number, input: {}, errors: {} };
  const has = (field: DeviceField) => columns.has(field);
  const cellOf = (field: DeviceField): CellValue | undefined => {
    const index = columns.get(field);
    return index === undefined ? undefined : sheetRow.cells[index];
  };
  const fail = (field: string, error: CodedError) => (device.errors[field] ??= []).push(error);

  const id = cellOf('id');
  if (id instanceof CellError) fail('id', cellErrorOf(id));
  else if (id !== undefined) {
    const value = typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : id;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) device.id = value;
    else fail('id', coded('invalid_integer'));
  }

  for (const field of TEXT_FIELDS) {
    if (!has(field)) continue;
    const value = cellOf(field);
    if (value instanceof CellError) fail(field, cellErrorOf(value));
    // An empty cell clears the field, as an empty string does in a JSON body.
    else device.input[field] = value === undefined ? '' : textOf(value);
  }

  // An empty status cell keeps the stored status (or the default, for a new device): a status cannot be cleared.
  const status = cellOf('status');
  if (status instanceof CellError) fail('status', cellErrorOf(status));
  else if (status !== undefined) device.input.status = textOf(status);

  for (const { field, standIn, key } of REFERENCES) {
    const id = cellOf(field);
    const name = cellOf(standIn);
    if (id instanceof CellError) fail(field, cellErrorOf(id));
    else if (id !== undefined) device.input[field] = id;
    else if (name instanceof CellError) fail(standIn, cellErrorOf(name));
    else if (name !== undefined && textOf(name).trim() !== '') device[key] = textOf(name).trim();
    else if (has(field) || has(standIn)) device.input[field] = null;
  }
  return device;
}

/** A cell as text: numbers as a spreadsheet shows them (serial 12345, firmware 1.2), booleans as TRUE/FALSE. */
function textOf(value: Exclude<CellValue, CellError>): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // 15 significant digits, as Excel displays: 1.2 stays "1.2", not "1.2000000000000002".
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}
