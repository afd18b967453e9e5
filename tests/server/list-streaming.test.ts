// The device list streamed from its worker as it is read: whole and in order however it is encoded, and a client
// that goes away mid-list costs nothing more (the server keeps answering, the next list is whole).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const FLEET = 20_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO: '1', DEMO_DEVICES: String(FLEET) });
}, 60_000);
afterAll(() => server.close());

/** GETs the whole fleet; with `abortAfterBytes`, goes away once that many bytes arrived. */
function list(encoding: string, abortAfterBytes?: number): Promise<{ body: Buffer; encoding: string | undefined; aborted: boolean }> {
  const url = new URL(`${server.url}/api/admin/devices?page_size=${FLEET}`);
  return new Promise((resolve, reject) => {
    const sent = request({
      hostname: url.hostname, port: url.port, path: url.pathname + url.search, agent: false,
      headers: { Authorization: `Bearer ${server.adminToken}`, 'Accept-Encoding': encoding },
    }, (response) => {
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.byteLength;
        if (abortAfterBytes !== undefined && received >= abortAfterBytes) {
          sent.destroy();
          resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'], aborted: true });
        }
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'], aborted: false }));
      response.on('error', () => undefined);
    });
    sent.on('error', (error) => (abortAfterBytes === undefined ? reject(error) : undefined));
    sent.end();
  });
}

const decode = ({ body, encoding }: { body: Buffer; encoding: string | undefined }) =>
  JSON.parse((encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'));

it('sends the whole fleet, newest first, with its cursor, in every encoding', async () => {
  const answers = await Promise.all(['identity', 'br', 'gzip'].map(async (encoding) => decode(await list(encoding))));
  for (const answer of answers) {
    expect(answer).toMatchObject({ count: FLEET, page_count: 1, next: null, previous: null, cursor: expect.any(String) });
    expect(answer.results).toHaveLength(FLEET);
    expect(new Set(answer.results.map((device: { id: number }) => device.id)).size).toBe(FLEET);
    const created = answer.results.map((device: { created_at: string }) => device.created_at);
    expect(created).toEqual([...created].sort().reverse());
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
}, 60_000);

it('keeps answering when clients go away in the middle of the list', async () => {
  for (const encoding of ['identity', 'br', 'gzip', 'identity', 'br']) {
    const answer = await list(encoding, 1);
    expect(answer.aborted).toBe(true);
  }
  expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  expect(decode(await list('br')).results).toHaveLength(FLEET);
}, 60_000);
