// After the demo's bulk load the server leaves PostgreSQL ready to search (db/postgres/settle.ts): every table
// vacuumed and analyzed by the start-up itself (not by autovacuum, whose turn may come a minute later), and no
// trigram index left with a pending list that each search would read whole.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`the demo load settled on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let server: TestServer;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await freshDatabase();
    server = await startTestServer({ DATABASE_URL: database.url, DEMO: '1', DEMO_DEVICES: '400' });
    db = kyselyOf(database.url, 1);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  it('vacuums and analyzes the searched tables before serving', async () => {
    const { rows } = await sql<{ relname: string; vacuumed: boolean; analyzed: boolean }>`
      select relname, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
      from pg_stat_user_tables where relname in ('devices', 'devices_search', 'users_search') order by relname`.execute(db);
    expect(rows).toEqual(['devices', 'devices_search', 'users_search'].map((relname) => ({ relname, vacuumed: true, analyzed: true })));
  });

  it('leaves no pending entries in the trigram indexes', async () => {
    // gin_clean_pending_list answers how many pending pages it merged: none, when the start-up merged them
    const { rows } = await sql<{ index: string; merged: number }>`
      select c.relname as index, gin_clean_pending_list(c.oid::regclass) as merged
      from pg_class c join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relname like 'devices_search_%'
      order by c.relname`.execute(db);
    expect(rows.map((row) => row.index)).toEqual(['devices_search_words']);
    expect(rows.filter((row) => row.merged > 0)).toEqual([]);
  });

  it('finds a demo device by its serial', async () => {
    const { body: { results: [first] } } = await server.call('GET', '/api/admin/devices?page_size=1');
    const found = await server.call('GET', `/api/admin/devices?page_size=50&search=${encodeURIComponent(first.serial_id)}`);
    expect(found.body.results.map((device: { id: number }) => device.id)).toEqual([first.id]);
  });
});
