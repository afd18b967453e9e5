// What differs between the two databases the server runs on (issue 24), in one place: SQLite (the embedded default)
// and PostgreSQL (DATABASE_URL). Repositories write SQL once; where the two spell a thing differently they build it
// with `dialectSql({ sqlite, postgres })`, whose SQLite side is the statement as it always was and whose PostgreSQL
// side the PostgreSQL Kysely (db/postgres/connect.ts) puts in its place through `DialectPlugin` when it compiles.
// Errors and transactions that differ are answered here too, so that the callers ask one question either way.
import {
  OperationNodeTransformer, PostgresAdapter, sql,
  type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult,
  type RawBuilder, type RawNode, type RootOperationNode, type SqlBool, type UnknownRow,
} from 'kysely';
import { WORD_SEPARATORS } from '../../contract/wordStarts';

/** Any Kysely, whatever its tables, or a transaction or connection of one. */
type AnyKysely = Pick<Kysely<unknown>, 'getExecutor'>;

/** Whether `db` speaks PostgreSQL. */
export function isPostgres(db: AnyKysely): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const postgresSideOf = new WeakMap<RawNode, RawNode>();

/** One piece of SQL spelled for each database: SQLite's unless the query runs on PostgreSQL. */
export function dialectSql<T>(sides: { sqlite: RawBuilder<T>; postgres: RawBuilder<T> }): RawBuilder<T> {
  postgresSideOf.set(sides.sqlite.toOperationNode(), sides.postgres.toOperationNode());
  return sides.sqlite;
}

class PostgresSides extends OperationNodeTransformer {
  protected override transformRaw(node: RawNode): RawNode {
    return super.transformRaw(postgresSideOf.get(node) ?? node);
  }
}

/** Installed on every PostgreSQL Kysely: swaps each `dialectSql` for its PostgreSQL side. */
export class DialectPlugin implements KyselyPlugin {
  private readonly transformer = new PostgresSides();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * `column` is one of the ids, one parameter whatever their number. On PostgreSQL `= any(array)`: an index scan takes
 * the ids in order, where `in (select unnest(…))` hashed them first (100 000 ids locked: 145 ms against 290).
 */
export function idAmongSql(column: RawBuilder<unknown>, ids: readonly number[]): RawBuilder<SqlBool> {
  return dialectSql({
    sqlite: sql<SqlBool>`${column} in (select value from json_each(${JSON.stringify(ids)}))`,
    postgres: sql<SqlBool>`${column} = any(${[...ids]}::bigint[])`,
  });
}

/** `(select value …)` of the ids, the right-hand side of `in`: one parameter whatever their number. */
export function idListSql(ids: readonly number[]): RawBuilder<number> {
  return dialectSql({
    sqlite: sql<number>`(select value from json_each(${JSON.stringify(ids)}))`,
    postgres: sql<number>`(select unnest(${[...ids]}::bigint[]) as value)`,
  });
}

/** `(select value …)` of the texts, the right-hand side of `in`. */
export function textListSql(texts: readonly string[]): RawBuilder<string> {
  return dialectSql({
    sqlite: sql<string>`(select value from json_each(${JSON.stringify(texts)}))`,
    postgres: sql<string>`(select unnest(${[...texts]}::text[]) as value)`,
  });
}

/** The larger of two values of a row (SQLite's two-argument `max`). */
export function greaterOf<T>(a: RawBuilder<T>, b: RawBuilder<T>): RawBuilder<T> {
  return dialectSql({ sqlite: sql<T>`max(${a}, ${b})`, postgres: sql<T>`greatest(${a}, ${b})` });
}

/** A row of a select made by `jsonRowSelection`, turned into JSON text by `jsonItemsOf`. */
export type JsonRow = Readonly<Record<string, unknown>>;

/** A column of a select made by `jsonRowSelection`, in order: its key, and whether it holds whole numbers (else text). */
export interface JsonColumn {
  key: string;
  number: boolean;
}

/**
 * The select list of rows wanted as JSON objects (keys in the order given). SQLite writes each object itself, one
 * column `json`. PostgreSQL sends the plain values as columns named by the keys, which `jsonItemsOf` writes here:
 * its json_build_object took 58 ms of its executor's 70 for a page of 10 000 devices (row_to_json 39 ms), where
 * pg's row objects and one JSON.stringify a batch cost this process about 10 ms.
 */
export function jsonRowSelection(db: AnyKysely, fields: ReadonlyArray<readonly [string, RawBuilder<unknown>]>) {
  if (isPostgres(db)) return fields.map(([key, value]) => value.as(key));
  return [sql<string>`json_object(${sql.join(fields.flatMap(([key, value]) => [sql.lit(key), value]))})`.as('json')];
}

/** The JSON texts of rows read through `jsonRowSelection`, joined by commas: the items of a JSON array. */
export function jsonItemsOf(db: AnyKysely, rows: readonly JsonRow[]): string {
  return isPostgres(db) ? JSON.stringify(rows).slice(1, -1) : rows.map((row) => row.json as string).join(',');
}

/**
 * The last id `table` gave (0 when none yet): SQLite's AUTOINCREMENT counter (migration 005), the last value of
 * PostgreSQL's identity sequence. Neither ever goes back, so an id at most this one was given once.
 */
export function lastIdGivenSql(table: string): RawBuilder<number> {
  return dialectSql({
    sqlite: sql<number>`coalesce((select seq from sqlite_sequence where name = ${table}), 0)`,
    postgres: sql<number>`coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass), 0)`,
  });
}

/**
 * How many rows `table` holds, for choosing how to read it: SQLite's count(*) (cheap), PostgreSQL's own estimate (a
 * count(*) there reads every row: 4–8 ms at 100 000 devices, a search's largest cost), which the planner makes so:
 * the rows per page of the last VACUUM or ANALYZE times the pages the table has now. Counted when never estimated.
 */
export async function rowCountForPlan(db: AnyKysely, table: string): Promise<number> {
  // two builders of the count: a `dialectSql` side must not appear inside the other side
  const { rows: [row] } = await sql<{ total: number }>`select ${dialectSql({ sqlite: countedRows(table), postgres: estimatedRows(table) })} as total`
    .execute(db);
  return Number(row?.total ?? 0);
}

const countedRows = (table: string) => sql<number>`(select count(*) from ${sql.table(table)})`;
const estimatedRows = (table: string) => sql<number>`(select case when c.relpages > 0 and c.reltuples >= 0
    then round(c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))::bigint
    else ${countedRows(table)} end
  from pg_class c where c.oid = ${table}::regclass)`;

/**
 * rowCountForPlan's figure as a column of another select where it costs nothing (PostgreSQL's estimate, read beside
 * a search's count: one round trip less); null on SQLite, whose count(*) is read only when needed.
 */
export const rowCountForPlanIfFreeSql = (table: string): RawBuilder<number | null> =>
  dialectSql<number | null>({ sqlite: sql<null>`null`, postgres: estimatedRows(table) });

/** A condition no row meets. */
export const noRowsSql = () => dialectSql({ sqlite: sql<SqlBool>`0`, postgres: sql<SqlBool>`false` });

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * A search index row's columns as one text, joined by U+001F, the expression its trigram GIN index is made on
 * (migration 016: one index a table, not one a column). A search word never holds a control character
 * (searchWords drops them), so a word is in this text exactly when it is in one of the columns.
 */
export function searchedTextSql(columns: readonly string[]): RawBuilder<string> {
  return sql<string>`(${sql.join(columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`), sql` || E'\\x1f' || `)})`;
}

/**
 * PostgreSQL's side of a search (db/search.ts): every word (each in any of its spellings) in some column of the
 * search index, as `LIKE '%word%'` on the columns joined (searchedTextSql), which the table's trigram GIN index
 * serves: one index scan a spelling, where one a column made the planner scan the table instead below ~10 000 rows
 * (a serial at 10 000 devices: 9.5 ms of LIKEs against 0.7 ms).
 */
export function holdsAllSql(columns: readonly string[], words: ReadonlyArray<readonly string[]>): RawBuilder<SqlBool> {
  const conditions = words.map((spellings) => {
    const anySpelling = spellings.map((needle) => sql`${searchedTextSql(columns)} like ${likePattern(needle)}`);
    return sql`(${sql.join(anySpelling, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

const regexpLiteral = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (character) => `\\${character}`);
/** The separators as a bracket expression: `-` last, where it means itself, the rest escaped as needed. */
const SEPARATOR_CLASS = `[${regexpLiteral(WORD_SEPARATORS.replace('-', ''))}-]`;

/**
 * PostgreSQL's kitroom_word_rank (SQLite's is src/contract/wordStarts.ts's rankOfSearch, called from SQL): 0 when
 * the first column starts with the whole search, 1 when every word starts a word of some column (at the start or
 * after one of WORD_SEPARATORS), else 2. Built per search as an expression, its patterns computed here.
 */
export function wordRankSql(words: readonly string[], columns: readonly string[]): RawBuilder<number> {
  const text = (column: string) => sql`coalesce(${sql.ref(column)}, '')`;
  const [name = ''] = columns;
  const startsAWord = words.map((word) => {
    const pattern = `(^|${SEPARATOR_CLASS})${regexpLiteral(word)}`;
    return sql`(${sql.join(columns.map((column) => sql`${text(column)} ~ ${pattern}`), sql` or `)})`;
  });
  const every = startsAWord.length ? sql.join(startsAWord, sql` and `) : sql`true`;
  return sql<number>`(case when starts_with(${text(name)}, ${words.join(' ')}) then 0 when ${every} then 1 else 2 end)`;
}

/** How a write transaction begins: SQLite takes the write lock up front; PostgreSQL writers run side by side. */
export const beginWriteSql = (db: AnyKysely) =>
  isPostgres(db) ? sql`BEGIN ISOLATION LEVEL READ COMMITTED` : sql`BEGIN IMMEDIATE`;

/** How a read that must see one state throughout begins (SQLite's read transaction is a snapshot already). */
export const beginSnapshotSql = (db: AnyKysely) =>
  isPostgres(db) ? sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY` : sql`BEGIN`;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * A PostgreSQL transaction that failed only because another ran beside it: a serialization failure, a deadlock, or a
 * foreign key broken after the pre-checks passed (a referenced row deleted, or a row deleted while another began to
 * use it). Tried again, its pre-checks see the other's write and answer as they would have (a 400, a 409).
 */
const CONFLICT_CODES: ReadonlySet<unknown> = new Set(['40001', '40P01', '23503']);
export const isRetryableConflict = (error: unknown): boolean => CONFLICT_CODES.has(codeOf(error));

/** The codes of a write refused for lack of space: SQLite's SQLITE_FULL, PostgreSQL's disk_full, the system's own. */
export const STORAGE_FULL_CODES: ReadonlySet<string> = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

/**
 * A statement that failed because the database went away under it, not because of what it asked: PostgreSQL ended
 * the connection (a restart, a failover, pg_terminate_backend: 57P01–57P03, class 08) or cannot be reached (the
 * system's socket errors), or pg found its connection ended (pg gives those no code, only its two messages).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('Connection terminated') || message.includes('is not queryable');
}

const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

const UNIQUE_FAILED = 'UNIQUE constraint failed: ';

/**
 * The unique key a write broke, as each database names it, else undefined: SQLite's `table.column[, table.column]`
 * (from its message: it has no constraint names), PostgreSQL's constraint or index name (SQLSTATE 23505).
 * http/uniqueKeys.ts turns either into the field's coded error.
 */
export function brokenUniqueKey(error: unknown): string | undefined {
  if (codeOf(error) === '23505') {
    const constraint = (error as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : undefined;
  }
  if (codeOf(error) !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.startsWith(UNIQUE_FAILED) ? message.slice(UNIQUE_FAILED.length) : undefined;
}
