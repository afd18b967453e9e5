// Issue 19, point 6: a 50 MB image was told "larger than 10 MB" (the spreadsheets' limit, which capped every
// multipart body) though images stop at 5 MB. Each upload route caps its body at its own limit while it streams in,
// and says that limit without reading the rest: a declared length over it is refused before the body is read, a
// body of no declared length once the limit is passed. The client here sends only part of its body and waits: an
// answer that came proves the server did not wait for the rest.
import { once } from 'node:events';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, XLSX_MAX_BYTES } from '../../src/contract/limits';
import { drf } from './codedErrors';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';

const MB = 1024 * 1024;
const HUGE = 50 * MB;
const CHUNK = 64 * 1024;
/** how long the client waits for an answer once it stops sending */
const WAIT_MS = 5000;

let server: TestServer;
let bookletId: number;
beforeAll(async () => {
  server = await startTestServer();
  const event = await createEvent(server);
  const configuration = { answers: [], files: [], cover_title: { pt: 'Capa', en: 'Cover', es: 'Portada' } };
  const booklet = await server.call('POST', '/api/v2/booklets', { body: { event: event.id, title: 'Exhibitors', configuration } });
  if (booklet.status !== 201) throw new Error(`booklet: ${booklet.status} ${JSON.stringify(booklet.body)}`);
  bookletId = booklet.body.id;
});
afterAll(() => server.close());

/** The answer; status 0: none within WAIT_MS of the client's stopping. */
interface Outcome { status: number; body: unknown }

/**
 * Starts a multipart upload of a 50 MB PNG (its signature, then zeros) as field `field`, its length declared or
 * not (chunked), sends `sendBytes` of the file as the server takes them, and waits for the answer without ending
 * the body.
 */
async function partUpload(method: string, path: string, field: string, declared: boolean, sendBytes: number): Promise<Outcome> {
  const boundary = 'kitroom-upload-limit';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
  const total = head.length + HUGE + `\r\n--${boundary}--\r\n`.length;
  const headers: Record<string, string | number> = { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (declared) headers['Content-Length'] = total;
  const sending = request(new URL(path, server.url), { method, headers });
  let sent = 0;
  const answered = new Promise<Outcome>((resolve) => {
    sending.on('error', () => resolve({ status: 0, body: null }));
    sending.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
  });
  let done = false;
  void answered.then(() => (done = true));
  const write = async (bytes: Uint8Array) => {
    if (!sending.write(bytes)) await Promise.race([once(sending, 'drain'), answered]).catch(() => undefined);
  };
  await write(head);
  const zeros = new Uint8Array(CHUNK);
  zeros.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  while (sent < sendBytes && !done) {
    await write(zeros);
    sent += CHUNK;
  }
  const timeout = new Promise<Outcome>((resolve) => setTimeout(() => resolve({ status: 0, body: null }), WAIT_MS).unref());
  const outcome = await Promise.race([answered, timeout]);
  sending.destroy();
  return outcome;
}

const IMAGE_TOO_LARGE = { detail: `The upload is larger than ${IMAGE_MAX_BYTES / MB} MB.` };

describe.each([
  ['an event image', 'POST', () => '/api/v2/event-images', 'file'],
  ['a booklet cover', 'PUT', () => `/api/v2/booklet-covers/${bookletId}`, 'cover_image'],
])('a 50 MB upload as %s', (_kind, method, path, field) => {
  it('is told the 5 MB limit of images from its declared length, with 64 KB of it sent', async () => {
    const outcome = await partUpload(method, path(), field, true, CHUNK);
    expect(outcome.status).toBe(413);
    expect(drf(outcome.body)).toEqual(IMAGE_TOO_LARGE);
  });

  it('of no declared length is told the same once past 5 MB, with 5.5 MB of it sent', async () => {
    const outcome = await partUpload(method, path(), field, false, IMAGE_MAX_BYTES + MB / 2);
    expect(outcome.status).toBe(413);
    expect(drf(outcome.body)).toEqual(IMAGE_TOO_LARGE);
  });
});

describe('a 50 MB spreadsheet import', () => {
  it('is told its own 10 MB limit', async () => {
    const outcome = await partUpload('POST', '/api/admin/devices/xlsx_import', 'file', true, CHUNK);
    expect(outcome.status).toBe(413);
    expect(drf(outcome.body)).toEqual({ detail: `The upload is larger than ${XLSX_MAX_BYTES / MB} MB.` });
  });
});
