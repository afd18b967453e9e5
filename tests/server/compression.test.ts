// Compression of API answers over real HTTP, read with node:http so that the bytes on the wire are seen as sent.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeDevice } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { EXPORT_PATH } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (let index = 0; index < 40; index += 1) await makeDevice(server, { comment: `A device with a comment long enough ${index}` });
  for (let index = 0; index < 30; index += 1) await makeCategory(server, { description: 'Categories are listed on this thread, without a length' });
});
afterAll(() => server.close());

interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function raw(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  const url = new URL(server.url + path);
  const headers: Record<string, string> = { Authorization: `Bearer ${server.adminToken}` };
  if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    const sent = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const decoded = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return JSON.parse(bytes.toString('utf8'));
};

const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('compression of API answers', () => {
  const lists = ['/api/admin/devices?page_size=1000', '/api/admin/device-categories?page_size=500'];

  it('answers br when accepted (preferred), else gzip; the bytes decode to the same JSON; Vary names Accept-Encoding', async () => {
    for (const path of lists) {
      const plain = await raw(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.byteLength).toBeGreaterThan(1024);
      for (const [accepted, expected] of [['gzip, deflate, br', 'br'], ['br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'br'], ['gzip;q=1, br;q=0.5', 'gzip']]) {
        const answer = await raw(path, accepted);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding'], `${path} ${accepted}`).toBe(expected);
        expect(answer.headers['content-length']).toBeUndefined();
        expect(varies(answer)).toBe(true);
        expect(answer.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
        expect(decoded(answer)).toEqual(JSON.parse(plain.body.toString('utf8')));
      }
    }
  });

  it('answers as it is to a client that accepts neither, still with Vary', async () => {
    for (const accepted of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const answer = await raw(lists[0]!, accepted);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], String(accepted)).toBeUndefined();
      expect(varies(answer)).toBe(true);
      const length = answer.headers['content-length'];
      if (length !== undefined) expect(Number(length)).toBe(answer.body.byteLength);
      else expect(answer.headers['transfer-encoding']).toBe('chunked'); // the device list streams as it is read
      expect(decoded(answer).results).toHaveLength(40);
    }
  });

  it('leaves bodies under 1 KB as they are', async () => {
    for (const path of ['/api/v2/services/is-admin', '/api/admin/devices?page_size=1', '/api/admin/devices/999999']) {
      const answer = await raw(path, 'br, gzip');
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.byteLength).toBeLessThan(1024);
      JSON.parse(answer.body.toString('utf8'));
    }
  });

  it('never touches the xlsx export, which is compressed already', async () => {
    const answer = await raw(EXPORT_PATH, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('compresses the answers of changed_since too', async () => {
    const cursor = decoded(await raw(lists[0]!)).cursor as string;
    for (let index = 0; index < 10; index += 1) await makeDevice(server, { comment: `changed after the cursor ${index}` });
    const answer = await raw(`/api/admin/devices?changed_since=${cursor}`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).results).toHaveLength(10);
  });
});
