// Wrong logins must not take the server down: password checks are rationed by a small queue that serves the
// client with the fewest recent failures first, each client address has its own failure limit beside the
// per-e-mail one, and every account (unknown, unusable, real) costs one full scrypt. Clients are told apart by
// X-Forwarded-For here (TRUST_PROXY=1), as behind a reverse proxy.
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { LOGIN_REFUSAL_HOLD_MS } from '../../src/contract/limits';
import { clientKey } from '../../src/server/http/clientAddress';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';
import { mkdir, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let server: TestServer;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'kitroom-app-'));
  await mkdir(join(appDir, 'assets'));
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Kitroom</title>');
  await writeFile(join(appDir, 'assets', 'main-ABCDEFGH.js'), 'console.log(1)');
  server = await startTestServer({ TRUST_PROXY: '1', LOGIN_CLIENT_LIMIT: '3', DEMO: '1', DEMO_DEVICES: '0' }, { appDir });
});
afterAll(async () => {
  await server.close();
  await rm(appDir, { recursive: true, force: true });
});

async function login(from: string, username: string, password: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.1, ${from}` },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers, ms: performance.now() - started };
}

async function timed(path: string, token?: string) {
  const started = performance.now();
  const response = await fetch(server.url + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('the per-client login limit', () => {
  it('refuses a client after its failures, whatever e-mails it tried, and not another client', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('203.0.113.7', `nobody${attempt}@example.com`, 'wrong')).status).toBe(400);
    }
    const blocked = await login('203.0.113.7', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login('203.0.113.8', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });

  it('holds back longer the next refusal of a client that asks again at once', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await login('203.0.113.9', `nobody${attempt}@example.com`, 'wrong');
    const first = await login('203.0.113.9', ADMIN_EMAIL, ADMIN_PASSWORD);
    const again = await login('203.0.113.9', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect([first.status, again.status]).toEqual([429, 429]);
    expect(again.ms).toBeGreaterThanOrEqual(LOGIN_REFUSAL_HOLD_MS - 50);
    expect(first.ms).toBeLessThan(again.ms);
  });
});

describe('equal work for every account', () => {
  it('spends a full password check on unknown e-mails and on accounts that cannot log in', async () => {
    const staff = await server.call('GET', '/api/v2/beamian-users?page_size=100');
    const unusable = staff.body.results.find((user: { email: string }) => user.email !== ADMIN_EMAIL);
    expect(unusable).toBeDefined();
    const fastest = { real: Infinity, demo: Infinity, unknown: Infinity };
    // interleaved, and the fastest of two each, so that a moment of load on a shared machine cannot decide it
    for (let round = 0; round < 2; round += 1) {
      fastest.real = Math.min(fastest.real, (await login(`203.0.113.${20 + round * 3}`, ADMIN_EMAIL, 'not-the-password')).ms);
      fastest.demo = Math.min(fastest.demo, (await login(`203.0.113.${21 + round * 3}`, unusable.email, 'not-the-password')).ms);
      fastest.unknown = Math.min(fastest.unknown, (await login(`203.0.113.${22 + round * 3}`, 'nobody-at-all@example.com', 'not-the-password')).ms);
    }
    // each is one scrypt at the same cost (~0.5 s here); an unusable hash answered in ~12 ms before
    for (const ms of [fastest.demo, fastest.unknown]) expect(ms).toBeGreaterThan(fastest.real * 0.5);
  });
});

describe('a flood of wrong logins from many clients', () => {
  it('leaves the app page and the API answering, and lets a client without failures log in first', async () => {
    const flooders = Array.from({ length: 3 }, (_, index) => `192.0.2.${index + 10}`);
    // one failure each first, so that the queue knows them
    for (const [index, from] of flooders.entries()) await login(from, `flood${index}@example.com`, 'wrong');
    const flood = flooders.flatMap((from, index) => [0, 1].map((attempt) => login(from, `flood${index}-${attempt}@example.com`, 'wrong').then((answer) => ({ ...answer, doneAt: performance.now() }))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const pages = [];
    for (let index = 0; index < 5; index += 1) {
      pages.push(await timed('/'), await timed('/assets/main-ABCDEFGH.js'), await timed('/api/v2/services/is-admin', server.adminToken));
    }
    for (const page of pages) {
      expect(page.status).toBe(200);
      // a page never waits for a password check (~0.5 s each, six queued); generous for a loaded machine
      expect(page.ms).toBeLessThan(1000);
    }
    const admin = await login('203.0.113.99', ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminDoneAt = performance.now();
    expect(admin.status).toBe(200);
    // it waited for at most the check running when it came, not behind the flood's; those that could not start
    // within the answer budget were refused at once
    const settled = await Promise.all(flood);
    expect(settled.filter((answer) => answer.status === 400 && answer.doneAt < adminDoneAt).length).toBeLessThanOrEqual(2);
    for (const answer of settled) {
      expect([400, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body.code).toBe('passwords_busy');
    }
  }, 30_000);

  it('refuses a third simultaneous attempt from one client with 429, without queueing it', async () => {
    const attempts = [0, 1, 2].map((index) => login('192.0.2.200', `same${index}@example.com`, 'wrong'));
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('client addresses', () => {
  it('groups IPv6 clients by /64 and reads mapped IPv4 as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
