// A throwaway PostgreSQL cluster for the benches: the tests' own cluster.ts (bundled, as the benches bundle the
// server's TypeScript they need), with a fresh database for each server that needs an empty one.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import pg from 'pg';
import { root } from './lib.mjs';

async function loadCluster() {
  const outfile = join(root, 'dist', 'bench', 'cluster.mjs');
  await esbuild.build({ entryPoints: [join(root, 'tests/server/postgres/cluster.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  return import(outfile);
}

/** Starts the cluster (stopped by `stop()`, or by its watchdog if this process dies), or fails saying why it cannot. */
export async function startBenchCluster() {
  const { findPostgresBin, missingPostgresReason, startCluster, stopOnExit } = await loadCluster();
  const bin = findPostgresBin();
  const missing = missingPostgresReason(bin);
  if (missing) throw new Error(`npm run bench -- postgres: ${missing}`);
  const cluster = await startCluster(bin);
  stopOnExit(cluster);

  // CREATE/DROP DATABASE cannot run in a transaction: one client of its own each
  async function onMaintenance(statement) {
    const client = new pg.Client({ connectionString: cluster.urlOf('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    pid: cluster.pid,
    /** an empty database: its DATABASE_URL and `drop()` */
    async freshDatabase() {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      await onMaintenance(`CREATE DATABASE ${name} TEMPLATE template0`);
      return { url: cluster.urlOf(name), drop: () => onMaintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
    },
    stop: () => cluster.stop(),
  };
}
