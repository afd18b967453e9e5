// GET /api/health on both databases (the `server` and `server-postgres` projects): what a balancer and an operator
// read, without a token and without a secret. Its 503s: postgres/health-unreachable.test.ts (the database gone)
// and shutdownTests.ts (a process stopping).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import type { Logger } from '../../src/server/http/env';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';
import { onPostgres } from './postgres/serverDatabase';
import { openChangeStream } from './shutdownScenario';

let server: TestServer;
const logged: Array<Parameters<Logger>[0]> = [];
beforeAll(async () => {
  server = await startTestServer({}, { log: (entry) => logged.push(entry) });
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('answers 200 without a token, never cached, naming the database, the version and the uptime', async () => {
    const answer = await fetch(`${server.url}/api/health`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toContain('no-store');
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', database: onPostgres() ? 'postgres' : 'sqlite', version, pid: process.pid, streams: 0 });
    expect(body.uptime_seconds).toEqual(expect.any(Number));
  });

  it('on PostgreSQL reports the pool (in use, idle, waiting, max); on SQLite has none', async () => {
    const body = (await (await fetch(`${server.url}/api/health`)).json()) as { pool?: Record<string, number> };
    if (!onPostgres()) {
      expect(body.pool).toBeUndefined();
      return;
    }
    expect(body.pool).toEqual({ max: 10, in_use: expect.any(Number), idle: expect.any(Number), waiting: 0 });
    expect(body.pool!.in_use! + body.pool!.idle!).toBeLessThanOrEqual(10);
  });

  it('counts the change streams open on this process', async () => {
    await openChangeStream(server.url, { Authorization: `Bearer ${server.adminToken}` });
    const body = (await (await fetch(`${server.url}/api/health`)).json()) as { streams: number };
    expect(body.streams).toBe(1);
  });

  it('tells no secret: no data folder, no database URL, no account, no token', async () => {
    const text = await (await fetch(`${server.url}/api/health`, { headers: { Authorization: `Bearer ${server.adminToken}` } })).text();
    for (const secret of [server.dataDir, 'postgres://', 'host=', ADMIN_EMAIL, ADMIN_PASSWORD, server.adminToken]) expect(text).not.toContain(secret);
  });

  it('answers HEAD and a trailing slash like every route', async () => {
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`, { method: 'HEAD' })).status).toBe(200);
  });

  it('is not written to the request log when it answers 200 (balancers ask every second); other requests are', async () => {
    logged.length = 0;
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/health/`);
    await server.call('GET', '/api/v2/services/is-admin');
    expect(logged.map((entry) => entry.path)).toEqual(['/api/v2/services/is-admin']);
  });
});
