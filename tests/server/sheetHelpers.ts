// Helpers for the spreadsheet tests. Sheets sent to the import are made with write-excel-file, and exports are
// read with fflate and the independent reader in xlsxTestReader.ts, so our reader and writer are checked by others.
import { unzipSync } from 'fflate';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { expect } from 'vitest';
import type { Device } from '../../src/contract/entities';
import type { Answer, TestServer } from './harness';
import { readFirstSheet } from './xlsxTestReader';

export const EXPORT_PATH = '/api/admin/devices/xlsx_export';
export const IMPORT_PATH = '/api/admin/devices/xlsx_import';

export type SheetCell = string | number | boolean | null;

/** An .xlsx with one sheet of these rows, written by write-excel-file. */
export async function sheetOf(rows: SheetCell[][], sheet = 'Devices'): Promise<Uint8Array> {
  return new Uint8Array(await writeExcelFile(rows as SheetData, { sheet }).toBuffer());
}

export async function importFile(server: TestServer, bytes: Uint8Array, fileName = 'Devices.xlsx', token?: string | null): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()]), fileName);
  return server.call('POST', IMPORT_PATH, { form, token });
}

export async function importRows(server: TestServer, rows: SheetCell[][]): Promise<Answer> {
  return importFile(server, await sheetOf(rows));
}

export async function exportFile(server: TestServer): Promise<Uint8Array> {
  const answer = await server.call('GET', EXPORT_PATH);
  expect(answer.status).toBe(200);
  return answer.body as Uint8Array;
}

/** The export's rows as an independent reader reads them, text untrimmed. */
export async function exportRows(server: TestServer): Promise<SheetCell[][]> {
  return readFirstSheet(await exportFile(server)) as SheetCell[][];
}

/** The parts of an .xlsx as text, unzipped by fflate. */
export function partsOf(bytes: Uint8Array): Record<string, string> {
  const decoder = new TextDecoder();
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, decoder.decode(data)]));
}

/** The whole device table, as the API lists it, ordered by id. */
export async function deviceTable(server: TestServer): Promise<Device[]> {
  const answer = await server.call<{ results: Device[] }>('GET', '/api/admin/devices?page_size=100000');
  expect(answer.status).toBe(200);
  return [...answer.body.results].sort((first, second) => first.id - second.id);
}

export async function createDevice(server: TestServer, fields: Record<string, unknown>): Promise<Device> {
  const answer = await server.call('POST', '/api/admin/devices', { body: fields });
  if (answer.status !== 201) throw new Error(`device creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
