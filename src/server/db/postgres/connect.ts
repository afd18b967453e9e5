// Kysely over PostgreSQL (issue 24): `pg`'s pool with the type parsing the repositories expect of SQLite — an
// `int8` (ids, counters, count(*)) and a `numeric` as JS numbers, not strings. Every value the schema holds in
// them stays far below 2^53.
import { Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { DialectPlugin } from '../dialect';
import { statementName } from './namedReads';

export { isPostgres } from '../dialect';

const INT8 = 20;
const NUMERIC = 1700;

const toNumber = (text: string): number => Number(text);

/** The type parsers of every pool: pg's own except int8 and numeric, read as numbers. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if ((oid === INT8 || oid === NUMERIC) && format !== 'binary') return toNumber;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** connections this process may hold (the connection budget, docs/postgres-port.md) */
  max?: number;
  /** ms an unused connection stays open (pg's default 10 s); 0: for as long as the pool (a session lock lives on it) */
  idleMs?: number;
}

/**
 * What every connection of this server is opened with (pools, import workers, the LISTEN connection). JIT off: the
 * statement-level triggers join transition tables PostgreSQL cannot estimate (it guesses millions of rows), so a bulk
 * change of 10 000 devices paid 0.7 s of JIT compilation for 0.6 s of work; no query of this server runs long
 * enough to win it back. The client checked every second while a statement runs: a statement whose process was
 * killed, or whose import worker was stopped for its budget, is cancelled then, not when it would have finished, so
 * the rows it locked are free for the other processes' writes at once.
 */
export function connectionSettings(url: string): pg.ClientConfig {
  return { connectionString: url, options: `-c jit=off -c client_connection_check_interval=${CLIENT_CHECK_MS}` };
}

const CLIENT_CHECK_MS = 1000;

export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({ ...connectionSettings(url), max: options.max ?? 10, idleTimeoutMillis: options.idleMs ?? 10_000, types: TYPES });
  // an idle connection the server ended (a restart, a terminated backend) is dropped by the pool and replaced at the
  // next query; unheard, its error would stop the process
  pool.on('error', () => {});
  // pg hears a taken connection's errors only while it is idle in the pool: ended while a request holds it, it would
  // throw from the socket and stop the process. Its statement fails all the same, and the pool drops it when given back
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function postgresKysely<T>(url: string, options: PostgresOptions = {}): Kysely<T> {
  return kyselyOverPool<T>(postgresPool(url, options));
}

/** A Kysely over a pool made by `postgresPool` (the server keeps the pool to report its counts); destroy() ends it. */
export function kyselyOverPool<T>(pool: pg.Pool): Kysely<T> {
  // the plugin puts the PostgreSQL side of every `dialectSql` in place (db/dialect.ts)
  return new Kysely<T>({ dialect: new PostgresDialect({ pool }), plugins: [new DialectPlugin()] });
}

/**
 * A Kysely whose every query runs on one connection taken from a pool (a heavy read's, workers/postgresReads.ts),
 * which its taker releases: releasing it through Kysely does nothing.
 */
export function kyselyOverClient<T>(client: pg.PoolClient): Kysely<T> {
  // Kysely calls query with a text and its parameters, or with a cursor; a select's text goes as a named statement
  const query = (textOrCursor: unknown, parameters?: unknown[]) => {
    const name = typeof textOrCursor === 'string' ? statementName(client, textOrCursor) : undefined;
    if (name !== undefined) return client.query({ name, text: textOrCursor as string, values: parameters });
    return (client.query as (...args: unknown[]) => unknown).call(client, textOrCursor, parameters);
  };
  // pg's overloads of query are Kysely's two, which one function's type cannot state
  const held = { query: query as PostgresPoolClient['query'], release: () => {} };
  const pool = { connect: async () => held, end: async () => {} };
  return new Kysely<T>({ dialect: new PostgresDialect({ pool }), plugins: [new DialectPlugin()] });
}
