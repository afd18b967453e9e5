// Migration 015's notifications and one process's LISTEN connection (db/postgres/changeWakeups.ts): one
// `kitroom_changes` per committed transaction that moved a synced list (none for a rolled-back one), `kitroom_tokens`
// for deleted tokens and changed roles only; and the hub woken by them: a token deleted by another connection ends
// its stream at once, its own timed check set to a minute.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../../src/server/bootstrap';
import type { Database } from '../../../src/server/db/schema';
import { openPostgresDatabase } from '../../../src/server/db/open';
import { listenForWakeups } from '../../../src/server/db/postgres/changeWakeups';
import { issueToken } from '../../../src/server/db/repos/tokens';
import { ChangeHub, type EndReason } from '../../../src/server/http/changeHub';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`change wake-ups ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<Database>;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await (await openPostgresDatabase(database.url)).close();
    db = kyselyOf<Database>(database.url, 3);
    await createFirstAdmin(db, 'admin@example.com', 'wakeups-password-1');
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.channel));
    await listener.query('LISTEN kitroom_changes; LISTEN kitroom_tokens');
  });

  afterAll(async () => {
    await listener?.end();
    await db?.destroy();
    await database?.drop();
  });

  /** What the listener heard from the work `run` committed (a notification is delivered at commit). */
  async function heardFrom(run: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await run();
    // a round trip on the listening connection: a notification already sent to it has arrived before its answer
    await listener.query('select 1');
    return [...heard];
  }

  const insertDevices = (names: string[]) =>
    sql`insert into devices (name, created_at, updated_at) select n, 'x', 'x' from unnest(${names}::text[]) as n`;

  it('one kitroom_changes per transaction, whatever it changed; none for a rollback or for a table not synced', async () => {
    expect(await heardFrom(() => db.transaction().execute(async (trx) => {
      await insertDevices(['w1', 'w2']).execute(trx);
      await sql`update devices set comment = 'again' where name in ('w1', 'w2')`.execute(trx);
      await sql`insert into device_categories (name, created_at, updated_at) values ('w cat', 'x', 'x')`.execute(trx);
    }))).toEqual(['kitroom_changes']);
    expect(await heardFrom(() => db.transaction().execute(async (trx) => {
      await insertDevices(['w3']).execute(trx);
      throw new Error('rolled back');
    }).catch(() => undefined))).toEqual([]);
    expect(await heardFrom(() => sql`update devices set comment = 'none' where false`.execute(db))).toEqual([]);
    expect(await heardFrom(() => sql`insert into login_attempts (scope, key, times, last_at) values ('wakeups', 'k', '[]', 0)`.execute(db))).toEqual([]);
    expect(await heardFrom(() => insertDevices(['w4']).execute(db))).toEqual(['kitroom_changes']);
  });

  it('kitroom_tokens for deleted tokens and a changed role, not for other writes of users', async () => {
    const { id } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await issueToken(db, id);
    expect(await heardFrom(() => sql`update users set name = 'Admin again' where id = ${id}`.execute(db))).toEqual([]);
    expect(await heardFrom(() => sql`delete from tokens where false`.execute(db))).toEqual([]);
    expect(await heardFrom(() => sql`delete from tokens where user_id = ${id}`.execute(db))).toEqual(['kitroom_tokens']);
    expect(await heardFrom(() => sql`update users set role = 'staff' where id = ${id}`.execute(db))).toEqual(['kitroom_tokens']);
    await sql`update users set role = 'admin' where id = ${id}`.execute(db);
  });

  it("a token deleted by another connection ends its stream at once: the hub is woken, not waiting for its check", async () => {
    const { id } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await issueToken(db, id);
    const { id: tokenId } = await db.selectFrom('tokens').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const hub = new ChangeHub(db, (error) => { throw error; }, { watchMs: 60_000, tokenCheckMs: 60_000, pingMs: 60_000 });
    let listening!: () => void;
    const listens = new Promise<void>((resolve) => { listening = resolve; });
    const wakeups = listenForWakeups(database.url, {
      changes: () => hub.wake(), tokens: () => void hub.tokensChanged(), listening: () => { hub.recheck(); listening(); }, error: () => undefined,
    });
    let ended!: (reason: EndReason | undefined) => void;
    const end = new Promise<EndReason | undefined>((resolve) => { ended = resolve; });
    try {
      await listens;
      await hub.join({ tokenId, ready: () => undefined, changed: () => undefined, ping: () => undefined, end: ended });
      await sql`delete from tokens where id = ${tokenId}`.execute(db);
      expect(await Promise.race([end, new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))])).toBe('revoked');
    } finally {
      hub.close();
      await wakeups.close();
    }
  });
});
