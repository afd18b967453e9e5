// A fresh, empty database of the run's throwaway cluster (globalSetup.ts) for one test file, and a Kysely over it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';

/** The cluster of this run, or why PostgreSQL tests are skipped (for `describe.skipIf`). */
export const postgres = inject('postgres');
export const skipReason = postgres.available ? null : postgres.reason;

function urlOf(database: string): string {
  if (!postgres.available) throw new Error(`PostgreSQL is not available: ${postgres.reason}`);
  return `postgres://${postgres.user}@/${database}?host=${encodeURIComponent(postgres.socketDir)}&port=${postgres.port}`;
}

export interface FreshDatabase {
  name: string;
  /** DATABASE_URL of this database (over the cluster's socket) */
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the cluster's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function onMaintenance(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onMaintenance(`CREATE DATABASE ${name} TEMPLATE template0`);
  return {
    name,
    url: urlOf(name),
    drop: () => onMaintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A Kysely over a pool of `url`, as the server makes it (the caller destroys it). */
export const kyselyOf = <T = unknown>(url: string, max = 4): Kysely<T> => postgresKysely<T>(url, { max });

/** A fresh database with every migration applied, and one plain client of it (the caller ends it, then drops). */
export async function migratedDatabase(): Promise<{ database: FreshDatabase; client: pg.Client }> {
  const database = await freshDatabase();
  const db = postgresKysely(database.url, { max: 1 });
  try {
    await migratePostgres(db);
  } finally {
    await db.destroy();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return { database, client };
}

/**
 * Runs `work` in one transaction of `client` under the newest operation, as a write of the server does (its history
 * recorded); answers what `work` answered, once committed.
 */
export async function underOperation<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  await client.query("SELECT set_config('kitroom.operation', (SELECT max(id)::text FROM history_operations), true)");
  const answer = await work();
  await client.query('COMMIT');
  return answer;
}

/**
 * Sends every statement `client` runs from now on, the triggers' own included, with its plan, as a notice (auto_explain
 * at notice level); `notices` collects their texts.
 */
export async function explainEachStatement(client: pg.Client, format: 'json' | 'text', notices: string[]): Promise<void> {
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.query("LOAD 'auto_explain'");
  for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', "log_level = 'notice'", `log_format = '${format}'`]) {
    await client.query(`SET auto_explain.${setting}`);
  }
}
