// The database ends the server's connections while requests hold them (a failover, a restart of PostgreSQL, an
// operator's pg_terminate_backend): the process stays up, each request caught answers 503 database_unreachable (the
// person's language says so, not "server error"), and the next requests are served on new connections.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause, type RunningServer } from '../../killableServer';
import { kyselyOf, skipReason } from '../database';
import { call, serversOnOneDatabase, type ServersOnOneDatabase } from './serversOnOneDatabase';

const FLEET = 20_000;

describe.skipIf(skipReason !== null)(`connections ended by the database ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('backend-terminated', 1, FLEET);
    db = kyselyOf(cluster.database.url, 1);
  }, 300_000);
  afterAll(async () => {
    await db?.destroy();
    await cluster?.stop();
  });

  /** Waits until one of the server's connections is busy (in a statement, or in a transaction between two). */
  async function someConnectionBusy(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { n } = (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')
          and query not ilike 'listen%'`.execute(db)).rows[0]!;
      if (n > 0) return;
      if (Date.now() > deadline) throw new Error('no connection of the server became busy within 10 s');
      await pause(2);
    }
  }

  const endEveryConnectionOfTheServer = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);

  async function servedAgain(server: RunningServer): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${server.url}/api/health`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('health not 200 within 10 s of the connections ending');
      await pause(50);
    }
  }

  it('stays up, answers the requests caught 503 database_unreachable, and serves the next ones', async () => {
    const server = cluster.running[0]!;
    const ids = ((await call(server, 'GET', `/api/admin/devices?page_size=${FLEET}`)).body.results as Array<{ id: number }>).map((device) => device.id);
    expect(ids).toHaveLength(FLEET);
    const seen = new Set<number>();
    for (const [round, status] of ['repairing', 'missing', 'receiving'].entries()) {
      const answers = [
        call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status }),
        // the whole fleet's search, streamed: once its head is out, a failure can only cut the body short
        call(server, 'GET', `/api/admin/devices?page_size=${FLEET}&search=a`).catch(() => 'cut short' as const),
        call(server, 'GET', '/api/admin/devices?page_size=50'),
      ];
      await someConnectionBusy();
      await endEveryConnectionOfTheServer();
      for (const answer of await Promise.all(answers)) {
        if (answer === 'cut short') continue;
        seen.add(answer.status);
        if (answer.status !== 200) expect({ round, status: answer.status, body: answer.body }).toMatchObject({ status: 503, body: { code: 'database_unreachable' } });
      }
      await pause(300);
      expect(server.child.exitCode, `the process exited in round ${round}`).toBeNull();
      await servedAgain(server);
      const written = await call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: ids.slice(0, 10), status: 'available' });
      expect(written.status).toBe(200);
    }
    expect(seen.has(503), 'no request was caught by the ended connections').toBe(true);
  }, 120_000);
});
