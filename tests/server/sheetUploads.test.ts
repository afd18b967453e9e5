// The import's defences: what is refused before (or while) anything is expanded, and who may call it.
import { Zip, zipSync, type ZipInputFile } from 'fflate';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { EXPORT_PATH, IMPORT_PATH, deviceTable, exportFile, importFile } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_XLSX = 'The file is not a valid .xlsx workbook. Save or export it as "Excel Workbook (.xlsx)" and try again.';

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * A zip whose one part is `megabytes` MB of zeros, deflated about a thousandfold: the deflate stream is copies of
 * one self-contained (fully flushed) block of 1 MB of zeros plus a final empty block, made natively in
 * milliseconds, wrapped by fflate's Zip as a custom ZipInputFile. `declaredSize` may lie about the expansion.
 */
function zipBomb(megabytes: number, declaredSize = megabytes * 1024 * 1024): Uint8Array {
  const megabyte = new Uint8Array(1024 * 1024);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let checksum = 0;
  for (let index = 0; index < megabytes; index += 1) checksum = crc32(megabyte, checksum);
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  const part: ZipInputFile = { filename: 'xl/workbook.xml', size: declaredSize, crc: checksum, compression: 8, terminate() {} };
  zip.add(part);
  for (let index = 0; index < megabytes; index += 1) part.ondata!(null, block, false);
  part.ondata!(null, deflateRawSync(new Uint8Array(0)), true);
  zip.end();
  return concat(chunks);
}

/** Where the end record is, in a zip without comment, and the central directory it points to. */
function directoryOf(bytes: Uint8Array): { view: DataView; directory: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { view, directory: view.getUint32(bytes.length - 22 + 16, true) };
}

/** Refused with 400 under `file`, quickly: the point is that nothing large was expanded. */
async function expectRefused(bytes: Uint8Array, message: string | RegExp): Promise<void> {
  const started = performance.now();
  const answer = await importFile(server, bytes);
  expect(performance.now() - started).toBeLessThan(2000);
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body)).toEqual(['file']);
  expect(answer.body.file[0]).toMatch(message);
}

describe('POST /api/admin/devices/xlsx_import refuses', () => {
  it('a file that is not a zip, such as a PNG named .xlsx, or a truncated export', async () => {
    const png = concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(200)]);
    await expectRefused(png, NOT_XLSX);
    const exported = await exportFile(server);
    await expectRefused(exported.subarray(0, Math.floor(exported.length / 2)), NOT_XLSX);
  });

  it('an old .xls workbook, with a message that says so', async () => {
    const ole = concat([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(512)]);
    await expectRefused(ole, /old-style \.xls workbook/);
  });

  it('a zip bomb, from its declared sizes, before expanding it', async () => {
    const bomb = zipBomb(200);
    expect(bomb.length).toBeLessThan(300 * 1024);
    await expectRefused(bomb, 'The file expands to more than 100 MB, which is more than a device sheet can need; it was not opened.');
  });

  it('a part whose declared size lies: the expansion stops at the declared size', async () => {
    // 1 GiB of zeros declared as 1000 bytes. The test server runs in this process, so its memory is ours to watch.
    const liar = zipBomb(1024, 1000);
    const before = process.memoryUsage().rss;
    await expectRefused(liar, 'The file is not a valid .xlsx workbook: part xl/workbook.xml is damaged.');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a part whose local header contradicts the central directory', async () => {
    const bytes = zipSync({ 'xl/workbook.xml': new Uint8Array(5000) });
    const { view, directory } = directoryOf(bytes);
    view.setUint32(directory + 24, 1000, true); // the central directory says 1000 bytes, the local header 5000
    await expectRefused(bytes, 'The file is not a valid .xlsx workbook: part xl/workbook.xml has contradictory headers.');
  });

  it('parts that share their compressed bytes', async () => {
    const same = new TextEncoder().encode('<x/>');
    const bytes = zipSync({ 'a.xml': same, 'b.xml': same });
    const { view, directory } = directoryOf(bytes);
    const second = directory + 46 + view.getUint16(directory + 28, true) + view.getUint16(directory + 30, true) + view.getUint16(directory + 32, true);
    view.setUint32(second + 42, 0, true); // b.xml's local header offset → a.xml's
    await expectRefused(bytes, /^The file is not a valid \.xlsx workbook: part [ab]\.xml overlaps another part\.$/);
  });

  it('more than 1000 entries', async () => {
    const files = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`part${index}.xml`, new Uint8Array([60])]));
    await expectRefused(zipSync(files), 'The file is not a valid .xlsx workbook: it holds 1001 parts, more than the 1000 allowed.');
  });

  it('a request without the file field, or not multipart', async () => {
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(10)]), 'Devices.xlsx');
    const missing = await server.call('POST', IMPORT_PATH, { form });
    expect(missing).toMatchObject({ status: 400, body: { file: ['No file was submitted.'] } });
    const json = await server.call('POST', IMPORT_PATH, { body: { file: 'Devices.xlsx' } });
    expect(json).toMatchObject({ status: 400, body: { file: ['Send the file as multipart/form-data.'] } });
  });

  it('a file over 10 MB with 413', async () => {
    const answer = await importFile(server, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(answer).toMatchObject({ status: 413, body: { detail: 'The upload is larger than 10 MB.' } });
  });

  it('and leaves the device table as it was after all of the above', async () => {
    expect(await deviceTable(server)).toEqual([]);
  });
});

describe('spreadsheet access', () => {
  it('needs a token and an admin', async () => {
    const user = await server.makeUser();
    for (const [token, status] of [[null, 401], [user.token, 403]] as const) {
      expect((await server.call('GET', EXPORT_PATH, { token })).status).toBe(status);
      expect((await importFile(server, new Uint8Array(10), 'Devices.xlsx', token)).status).toBe(status);
    }
  });
});
