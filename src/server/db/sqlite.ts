// Opening SQLite connections, and a Kysely dialect that runs each query directly on one better-sqlite3
// connection. Kysely's own SqliteDialect guards its connection with a mutex that wakes every waiter at once and
// lets newcomers jump ahead; a connection that never holds a transaction open across an await (the main thread's
// read-only connection, a worker running one task at a time) needs no lock at all: each query is one synchronous
// call, so nothing can come between its statements.
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type QueryResult,
} from 'kysely';
import { emailKey } from '../../contract/emailIdentity';
import { foldText } from '../../contract/fold';
import { rankOfSearch } from '../../contract/wordStarts';
import type { Database } from './schema';

export type Sqlite = SqliteDatabase.Database;

export interface ConnectionOptions {
  /** refuse every write on this connection (PRAGMA query_only) */
  readonly?: boolean;
  /** how long a statement waits for a lock held by another connection (ms) */
  busyTimeoutMs?: number;
}

/**
 * One connection to the database file: WAL (readers never wait for the writer), full sync (a committed write
 * survives a crash or power loss), foreign keys, and `kitroom_fold`, the search folding, which the triggers that
 * keep the search indexes up to date call, `kitroom_email_key`, with which start-up computes the e-mail keys, and
 * `kitroom_word_rank(words, column…)`, how well a row's folded columns hold a search's folded words (db/search.ts).
 */
export function openConnection(file: string, options: ConnectionOptions = {}): Sqlite {
  // Opened read-write even for reading: a read-only open of a WAL database fails while its -shm file is missing.
  const sqlite = new SqliteDatabase(file, { fileMustExist: options.readonly ?? false });
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  if (options.readonly) sqlite.pragma('query_only = ON');
  sqlite.function('kitroom_fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldText(value) : value));
  sqlite.function('kitroom_email_key', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? emailKey(value) : value));
  sqlite.function('kitroom_word_rank', { deterministic: true, varargs: true }, wordRankFunction());
  return sqlite;
}

/**
 * kitroom_word_rank(search, column…): called once per matching row with the same search, whose words are split once
 * (a search of one letter ranks 30 000 users).
 */
function wordRankFunction() {
  let search = '';
  let words: string[] = [];
  const columns: string[] = [];
  return (whole: unknown, ...values: unknown[]) => {
    const text = String(whole);
    if (text !== search) [search, words] = [text, text.split(' ')];
    columns.length = 0;
    for (const value of values) columns.push(typeof value === 'string' ? value : '');
    return rankOfSearch(search, words, columns);
  };
}

/** Prepared statements are kept per SQL text: the same few dozen statements run again and again. */
const STATEMENT_CACHE_SIZE = 256;

/** Runs a compiled query on `sqlite` (what Kysely's SqliteConnection does), with a statement cache. */
export class StatementRunner {
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  constructor(readonly sqlite: Sqlite) {}

  run(sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    if (statement.reader) return { rows: statement.all(parameters) };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

class DirectConnection implements DatabaseConnection {
  constructor(private readonly runner: StatementRunner) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.runner.run(query.sql, query.parameters) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported.');
  }
}

class DirectDriver implements Driver {
  private readonly connection: DirectConnection;

  constructor(private readonly sqlite: Sqlite) {
    this.connection = new DirectConnection(new StatementRunner(sqlite));
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

/** Kysely over one connection used by one flow of work at a time (see the top of this file). */
export function directKysely(sqlite: Sqlite): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DirectDriver(sqlite),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<Database>({ dialect });
}
