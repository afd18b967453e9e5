// Login throttles live in the database (login_attempts, migration 013), not in a process's memory: a restart keeps
// every count, two limiters on one database (as two server processes have) count the same attempts, rows past the
// window are pruned and a row keeps no more times than the largest limit needs. SQLite here; the same upsert on
// PostgreSQL from two connections at once: tests/server/postgres/login-attempts.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/contract/limits';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { directKysely, openConnection } from '../../src/server/db/sqlite';
import { LoginLimiter } from '../../src/server/http/loginLimiter';
import { silentLogger } from '../../src/server/http/requestLog';
import { startServer, type RunningServer } from '../../src/server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-login-throttle-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('after a restart on the same data', () => {
  let running: RunningServer | undefined;
  afterAll(() => running?.close());

  const start = () => startServer(readConfig({
    PORT: '0', DATA_DIR: join(dataDir, 'server'), ADMIN_EMAIL, ADMIN_PASSWORD, DEMO: '0', LOG: '0', TRUST_PROXY: '1', LOGIN_CLIENT_LIMIT: '3',
  }), { appDir: join(dataDir, 'no-app'), log: silentLogger, announce: () => {} });

  const login = async (from: string, username: string, password: string) => {
    const answer = await fetch(`${running!.url}/api/auth`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from }, body: JSON.stringify({ username, password }),
    });
    await answer.arrayBuffer();
    return answer.status;
  };

  it('still refuses the account and the client address their failures locked', async () => {
    running = await start();
    // an account's failures from many addresses, and one address's failures on many e-mails
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) expect(await login(`198.51.100.${attempt}`, ADMIN_EMAIL, 'wrong')).toBe(400);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await login('203.0.113.50', `nobody${attempt}@example.com`, 'wrong')).toBe(400);
    expect(await login('203.0.113.60', ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(429);
    await running.close();
    running = undefined;

    running = await start();
    expect(await login('203.0.113.61', ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(429);
    expect(await login('203.0.113.50', 'someone@example.com', 'any-password')).toBe(429);
    // a client address with no failures, on an account with none, is served as before
    expect(await login('203.0.113.62', 'someone@example.com', 'any-password')).toBe(400);
  });
});

describe('two limiters on one database file, as two server processes', () => {
  const file = () => join(dataDir, 'shared.sqlite');
  const keys = { email: 'ana@example.com', client: '203.0.113.7' };

  it('count the same failures, and the one refuses what the other counted', async () => {
    const setup = await openDatabase(file());
    await setup.close();
    const [first, second] = [0, 1].map(() => directKysely(openConnection(file())));
    try {
      const [a, b] = [first!, second!].map((db) => new LoginLimiter(db, db, { email: 4 }));
      await Promise.all([a!.recordFailure(keys), b!.recordFailure(keys), a!.recordFailure(keys)]);
      expect((await b!.read(keys)).retryAfterSeconds('email')).toBe(0);
      await b!.recordFailure(keys);
      expect((await a!.read(keys)).retryAfterSeconds('email')).toBeGreaterThan(0);
      expect((await b!.read(keys)).clientFailures).toBe(4);
    } finally {
      await first!.destroy();
      await second!.destroy();
    }
  });
});

describe('the login_attempts table', () => {
  it('forgets keys whose attempts all left the window, and keeps no more times than the largest limit', async () => {
    const { db, close } = await openDatabase(':memory:');
    try {
      let now = 10_000_000;
      const limiter = new LoginLimiter(db, db, { email: 2, client: 5, device: 3 }, 60_000, () => now);
      for (let attempt = 0; attempt < 50; attempt += 1) await limiter.recordFailure({ email: 'old@x.pt', client: '192.0.2.1' });
      now += 30_000;
      await limiter.recordFailure({ email: 'young@x.pt', client: '192.0.2.2' });
      const stored = await sql<{ key: string; times: string }>`SELECT key, times FROM login_attempts ORDER BY key`.execute(db);
      expect(stored.rows.map((row) => [row.key, JSON.parse(row.times).length])).toEqual([['192.0.2.1', 5], ['192.0.2.2', 1], ['old@x.pt', 5], ['young@x.pt', 1]]);
      expect((await limiter.read({ email: 'old@x.pt', client: '192.0.2.1' })).clientFailures).toBe(5);

      now += 30_000; // the first key's attempts are exactly a window old: out of it
      expect(await limiter.prune()).toBe(2);
      const left = await sql<{ key: string }>`SELECT key FROM login_attempts ORDER BY key`.execute(db);
      expect(left.rows.map((row) => row.key)).toEqual(['192.0.2.2', 'young@x.pt']);
    } finally {
      await close();
    }
  });
});
