// One throwaway cluster for the whole run (vitest globalSetup of the `postgres` project): each test file then takes
// a fresh database of its own from it (database.ts), 0.1–0.3 s, instead of a cluster of its own, about 1.2 s.
import type { TestProject } from 'vitest/node';
import { CLUSTER_USER, findPostgresBin, missingPostgresReason, postgresRequired, startCluster, stopOnExit } from './cluster';

export type PostgresForTests =
  | { available: true; socketDir: string; port: number; user: string }
  | { available: false; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

export default async function startPostgresForTests(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const bin = findPostgresBin();
  const missing = missingPostgresReason(bin);
  if (missing || !bin) {
    const reason = missing ?? 'no PostgreSQL';
    if (postgresRequired()) throw new Error(`PostgreSQL tests must run in CI: ${reason}`);
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    project.provide('postgres', { available: false, reason });
    return undefined;
  }
  const cluster = await startCluster(bin);
  stopOnExit(cluster);
  project.provide('postgres', { available: true, socketDir: cluster.socketDir, port: cluster.port, user: CLUSTER_USER });
  return () => cluster.stop();
}
