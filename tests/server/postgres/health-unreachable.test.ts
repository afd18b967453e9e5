// GET /api/health when PostgreSQL stops answering this database (connections refused, the open ones ended): 503
// with the coded error, and 200 again once it is back, without a restart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`health when the database is gone ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await freshDatabase();
    server = await startTestServer({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** Runs `statement` from the cluster's maintenance database (ALTER DATABASE cannot name the one it runs in). */
  async function onMaintenance(statement: ReturnType<typeof sql>): Promise<void> {
    const db = kyselyOf(database.url.replace(`/${database.name}?`, '/postgres?'), 1);
    try {
      await statement.execute(db);
    } finally {
      await db.destroy();
    }
  }

  it('answers 503 database_unreachable while no connection is allowed, and 200 once they are again', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await onMaintenance(sql`alter database ${sql.id(database.name)} allow_connections false`);
    await onMaintenance(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database.name}`);
    const refused = await fetch(`${server.url}/api/health`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: 'database_unreachable', code: 'database_unreachable', database: 'postgres' });
    await onMaintenance(sql`alter database ${sql.id(database.name)} allow_connections true`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
