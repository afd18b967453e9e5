// What the server hands out and keeps: links never built from the request's Host header (absolute only under
// PUBLIC_URL), API answers never stored by caches, expired tokens purged.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { purgeExpiredTokens } from '../../src/server/db/repos/tokens';
import { openConnection } from '../../src/server/db/sqlite';
import { openAccess } from '../../src/server/workers/access';
import { fileForm, PNG } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let published: TestServer;
beforeAll(async () => {
  [server, published] = await Promise.all([startTestServer(), startTestServer({ PUBLIC_URL: 'https://kitroom.example.com/office/' })]);
  for (const each of [server, published]) {
    for (let index = 0; index < 3; index += 1) await each.call('POST', '/api/admin/device-categories', { body: { name: `Category ${index}` } });
  }
});
afterAll(async () => {
  await server.close();
  await published.close();
});

/** A GET with a Host header of our choosing (fetch will not send one). */
function getWithHost(base: string, path: string, host: string, token: string): Promise<string> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { Host: host, Authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('links handed out', () => {
  it('never carry the Host header the client sent: root-relative without PUBLIC_URL', async () => {
    const page = JSON.parse(await getWithHost(server.url, '/api/admin/device-categories?page_size=1&page=2', 'evil.example', server.adminToken));
    expect(page.next).toBe('/api/admin/device-categories?page_size=1&page=3');
    expect(page.previous).toBe('/api/admin/device-categories?page_size=1&page=1');
    const link = JSON.parse(await getWithHost(server.url, '/api/v2/hc-subscriptions/export', 'evil.example', server.adminToken));
    expect(link.file).toMatch(/^\/downloads\/subscriptions\.xlsx\?expires=\d+&signature=/);
    const image = await server.call('POST', '/api/v2/event-images', { form: fileForm('file', PNG, 'a.png', 'image/png'), headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(image.body.url).toMatch(/^\/media\//);
  });

  it('are absolute under PUBLIC_URL, whatever the Host header says', async () => {
    const page = JSON.parse(await getWithHost(published.url, '/api/admin/device-categories?page_size=1&page=2', 'evil.example', published.adminToken));
    expect(page.next).toBe('https://kitroom.example.com/office/api/admin/device-categories?page_size=1&page=3');
    const link = JSON.parse(await getWithHost(published.url, '/api/v2/hc-subscriptions/export', 'evil.example', published.adminToken));
    expect(link.file).toMatch(/^https:\/\/kitroom\.example\.com\/office\/downloads\/subscriptions\.xlsx\?expires=/);
    const image = await published.call('POST', '/api/v2/event-images', { form: fileForm('file', PNG, 'a.png', 'image/png') });
    expect(image.body.url).toMatch(/^https:\/\/kitroom\.example\.com\/office\/media\/[A-Za-z0-9_-]{22}\.png$/);
  });

  it('PUBLIC_URL must be an absolute http(s) URL without query or fragment', () => {
    const read = (value: string) => readConfig({ PUBLIC_URL: value }).publicUrl;
    expect(read('https://kitroom.example.com')).toBe('https://kitroom.example.com');
    expect(read('http://10.0.0.5:8080/kitroom/')).toBe('http://10.0.0.5:8080/kitroom');
    expect(read('')).toBeUndefined();
    for (const bad of ['kitroom.example.com', 'ftp://x.example', 'https://x.example/?a=1', 'https://x.example/#top', 'https://user:pw@x.example', 'javascript:alert(1)']) {
      expect(() => read(bad), bad).toThrow(/^PUBLIC_URL must be an absolute http\(s\) URL/);
    }
  });
});

describe('caching', () => {
  it('marks every API answer no-store, errors included; static and media files keep their own caching', async () => {
    const answers = [
      await server.call('GET', '/api/admin/device-categories'),
      await server.call('GET', '/api/v2/services/is-admin'),
      await server.call('GET', '/api/admin/device-categories', { token: null }),
      await server.call('GET', '/api/admin/nothing-here'),
      await server.call('POST', '/api/admin/device-categories', { body: { name: '' } }),
      await server.call('POST', '/api/auth', { token: null, body: {} }),
      await server.call('POST', '/accounts/change-password', { body: {} }),
    ];
    for (const answer of answers) expect(answer.headers.get('Cache-Control'), String(answer.status)).toBe('no-store');
    expect((await server.call('GET', '/api/admin/devices/xlsx_export')).headers.get('Cache-Control')).toBe('no-store');
    const image = await server.call('POST', '/api/v2/event-images', { form: fileForm('file', PNG, 'a.png', 'image/png') });
    expect((await fetch(new URL(image.body.url, server.url))).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('expired tokens', () => {
  it('are purged at start-up and then on every interval', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kitroom-tokens-'));
    const file = join(dir, 'kitroom.sqlite');
    try {
      await (await openDatabase(file)).close();
      const sqlite = openConnection(file);
      const at = new Date().toISOString();
      sqlite.prepare("INSERT INTO users (name, email, password_hash, created_at, updated_at) VALUES ('A', 'a@x.pt', '!', ?, ?)").run(at, at);
      const token = (hash: string, expires: string) =>
        sqlite.prepare('INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES (1, ?, ?, ?)').run(hash, at, expires);
      token('expired', '2000-01-01T00:00:00.000Z');
      token('live', '2999-01-01T00:00:00.000Z');
      const access = await openAccess(file, { poolSize: 1 });
      const errors: unknown[] = [];
      const stop = purgeExpiredTokens(access.writer, 50, (error) => errors.push(error));
      const hashes = () => (sqlite.prepare('SELECT token_hash FROM tokens ORDER BY id').all() as Array<{ token_hash: string }>).map((row) => row.token_hash);
      await expect.poll(hashes).toEqual(['live']);
      token('expired later', new Date(Date.now() - 1).toISOString());
      await expect.poll(hashes).toEqual(['live']);
      await stop();
      await access.close();
      sqlite.close();
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
