// Two server processes (bundled as `npm start` runs them) on one PostgreSQL database: what one writes, the other
// reads at once, and the two started together on an empty database migrate it once and make one admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killableServer, type KillableServer, type RunningServer } from '../../killableServer';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from '../database';
import { sql } from 'kysely';

describe.skipIf(skipReason !== null)(`two processes on one database ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase();
    servers = await killableServer('two-processes', 0, { databaseUrl: database.url });
    [a, b] = await Promise.all([servers.start(), servers.start()]);
  });

  afterAll(async () => {
    for (const running of [a, b]) running?.child.kill('SIGKILL');
    await servers?.dispose();
    await database?.drop();
  });

  it('started together on an empty database: each migration applied once, one admin', async () => {
    const db = kyselyOf(database.url, 1);
    try {
      const migrations = await sql<{ name: string; times: number }>`select name, count(*)::int as times from kysely_migration group by name`.execute(db);
      expect(migrations.rows.length).toBeGreaterThan(10);
      expect(migrations.rows.every((row) => row.times === 1)).toBe(true);
      const admins = await sql<{ n: number }>`select count(*)::int as n from users where email = 'admin@example.com'`.execute(db);
      expect(admins.rows[0]!.n).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('a category created through one process is read through the other', async () => {
    const created = await fetch(`${a.url}/api/admin/device-categories`, {
      method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Across processes' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await fetch(`${b.url}/api/admin/device-categories/${id}`, { headers: b.headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Across processes');
  });
});
