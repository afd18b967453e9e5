// SIGTERM to a server process on PostgreSQL: the same tests as on SQLite (tests/server/shutdownTests.ts), and once
// the process has exited no connection of it is left in pg_stat_activity (pool, import worker, LISTEN).
import { sql } from 'kysely';
import { describe } from 'vitest';
import { killableServer } from '../../killableServer';
import { shutdownTests } from '../../shutdownTests';
import { freshDatabase, kyselyOf, skipReason } from '../database';

describe.skipIf(skipReason !== null)(`graceful shutdown (PostgreSQL) ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  shutdownTests(async () => {
    const database = await freshDatabase();
    const servers = await killableServer('shutdown-postgres', 40, { databaseUrl: database.url });
    const observer = kyselyOf(database.url, 1);
    const connections = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(observer);
      return rows[0]!.n;
    };
    return {
      servers,
      connections,
      async dispose() {
        await observer.destroy();
        await servers.dispose();
        await database.drop();
      },
    };
  });
});
