// The throwaway cluster itself (cluster.ts): it starts, serves several databases and concurrent connections, and
// leaves nothing behind, also when the process that started it is killed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findPostgresBin, startCluster } from './cluster';
import { kyselyOf, skipReason } from './database';

const bin = findPostgresBin();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(skipReason !== null || bin === null)(`a throwaway cluster ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  it('serves two databases, each over a pool of concurrent connections, and is gone once stopped', async () => {
    const cluster = await startCluster(bin!);
    try {
      const maintenance = kyselyOf(cluster.urlOf('postgres'), 1);
      await sql`CREATE DATABASE first_one`.execute(maintenance);
      await sql`CREATE DATABASE second_one`.execute(maintenance);
      await maintenance.destroy();
      for (const name of ['first_one', 'second_one']) {
        const db = kyselyOf(cluster.urlOf(name), 4);
        const one = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
        expect(one.rows).toEqual([{ one: 1 }]);
        // four connections at once, each held until all four are in: a pool of one would never get there
        const backends = await Promise.all([0, 1, 2, 3].map(() => db.connection().execute(async (connection) => {
          const held = await sql<{ pid: number; database: string }>`SELECT pg_backend_pid() AS pid, current_database() AS database`.execute(connection);
          await sql`SELECT pg_sleep(0.05)`.execute(connection);
          return held.rows[0]!;
        })));
        expect(new Set(backends.map((backend) => backend.pid)).size).toBe(4);
        expect(backends.every((backend) => backend.database === name)).toBe(true);
        await db.destroy();
      }
    } finally {
      await cluster.stop();
    }
    expect(isRunning(cluster.pid)).toBe(false);
    expect(existsSync(cluster.root)).toBe(false);
  });

  it('is stopped and removed when the process that started it dies without stopping it (kill -9)', async () => {
    const owner = spawn('sleep', ['120'], { stdio: 'ignore' });
    const cluster = await startCluster(bin!, { ownerPid: owner.pid! });
    expect(isRunning(cluster.pid)).toBe(true);
    owner.kill('SIGKILL');
    await expect.poll(() => isRunning(cluster.pid), { timeout: 20_000 }).toBe(false);
    await expect.poll(() => existsSync(cluster.root), { timeout: 20_000 }).toBe(false);
  });
});
