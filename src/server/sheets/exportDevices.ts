// The devices sheet: the header is DEVICE_FIELDS, one row per device, ids as numbers, null and '' as empty cells.
import { DEVICE_FIELDS, type Device } from '../../contract/entities';
import { writeXlsx, type CellOut } from './xlsxWrite';

export const DEVICE_SHEET_NAME = 'Devices';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function* deviceRows(devices: readonly Device[]): Generator<CellOut[]> {
  for (const device of devices) yield DEVICE_FIELDS.map((field) => device[field]);
}

export function devicesWorkbook(devices: readonly Device[]): Promise<Buffer<ArrayBuffer>> {
  return writeXlsx({ name: DEVICE_SHEET_NAME, header: DEVICE_FIELDS, rows: deviceRows(devices) });
}
