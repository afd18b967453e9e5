// The repository of a table of records, declared once: how a row is selected and becomes its API object, the
// list's order, its search index and its change list give one object's version (`find`), a page of the list, the
// rows of some ids (`byIds`, also what a synced list answers to changed_since), and the writes of a record from its
// validated input.
import { sql, type Expression, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import type { SyncedList } from '../changes';
import { nextVersionSql, now } from '../clock';
import type { Db } from '../database';
import { inIds } from '../ids';
import type { Database } from '../schema';
import { idMatches, matchCount, rankedPageIds, type SearchIndex } from '../search';
import { versioned, type Versioned } from './versioned';

/** Tables of records: an id, and the times of their making and of their version. */
export type RecordTableName = {
  [N in keyof Database]: Database[N] extends { id: unknown; created_at: string; updated_at: string } ? N : never;
}[keyof Database];

/** The columns a write sets: undefined leaves a column as stored on update, or to its default on insert. */
export type WrittenColumns<N extends RecordTableName> = Omit<Updateable<Database[N]>, 'id' | 'created_at' | 'updated_at'>;

/** What the repository does with a select of rows (a Kysely select fits): narrow it, order it, page it, run it. */
export interface RowQuery<Row> {
  where(condition: Expression<SqlBool>): RowQuery<Row>;
  orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): RowQuery<Row>;
  limit(limit: number): RowQuery<Row>;
  offset(offset: number): RowQuery<Row>;
  execute(): Promise<Row[]>;
  executeTakeFirst(): Promise<Row | undefined>;
}

/** `where`: a condition on the table's own columns, unqualified (it is used with and without the select's alias) */
export interface ListQuery { search?: string | undefined; where?: RawBuilder<SqlBool> | undefined; limit: number; offset: number }

const both = (left: RawBuilder<SqlBool>, right: RawBuilder<SqlBool> | undefined) => (right ? sql<SqlBool>`(${left}) and (${right})` : left);

export interface RecordTableSpec<N extends RecordTableName, Row extends { updated_at: string }, T> {
  table: N;
  /** the rows with what their API object shows (joins, computed columns), `updated_at` among them */
  select: (db: Db) => RowQuery<Row>;
  /** the id column in `select` (`m.id` when the table has an alias); `id` by default */
  id?: string;
  toApi: (row: Row) => T;
  /** the list's order, column by column in `select`'s names; the last one should be the id */
  order: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  /** the table's search index (made by searchIndexFor in a migration): `?search=` finds rows by its words */
  search?: SearchIndex;
  /** the table's change list (db/changes.ts), for `changedSince` */
  synced?: SyncedList;
  /**
   * tens of thousands of rows (spaces, users): a search is counted in its index alone and its page ranked there
   * (word starts first, then newest first: `order` must be the id, descending, and `select` must give the `id`)
   */
  manyRows?: boolean;
}

export interface RecordTable<N extends RecordTableName, T> {
  table: N;
  synced?: SyncedList | undefined;
  /** the API object and its version, or undefined */
  find(db: Db, id: number): Promise<Versioned<T> | undefined>;
  /** how many rows the query's search matches (all without one), and those of its page, in the list's order */
  page(db: Db, query: ListQuery): Promise<{ count: number; results: T[] }>;
  /** the rows of `ids` that exist, in the list's order */
  byIds(db: Db, ids: readonly number[]): Promise<T[]>;
}

export function recordTable<N extends RecordTableName, Row extends { updated_at: string }, T>(
  spec: RecordTableSpec<N, Row, T>,
): RecordTable<N, T> {
  const id = spec.id ?? 'id';
  const inOrder = (query: RowQuery<Row>) => spec.order.reduce((ordered, [column, direction]) => ordered.orderBy(sql.ref(column), direction), query);
  const idOf = (row: Row): number | undefined => ('id' in row && typeof row.id === 'number' ? row.id : undefined);
  const rowsWhere = async (db: Db, condition: RawBuilder<SqlBool>) => (await inOrder(spec.select(db).where(condition)).execute()).map(spec.toApi);
  const count = async (db: Db, condition?: RawBuilder<SqlBool>) => {
    const where = condition ? sql` where ${condition}` : sql``;
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(spec.table)}${where}`.execute(db);
    return rows[0]?.count ?? 0;
  };

  /** The rows of one page among `matched` rows (those `condition` picks, or all). */
  async function pageWhere(db: Db, matched: number, condition: RawBuilder<SqlBool> | undefined, query: ListQuery) {
    if (matched === 0) return { count: 0, results: [] };
    const selected = condition ? spec.select(db).where(condition) : spec.select(db);
    const rows = await inOrder(selected).limit(query.limit).offset(query.offset).execute();
    return { count: matched, results: rows.map(spec.toApi) };
  }

  /**
   * A search over many rows: counted in the index alone, its page's ids ranked there (word starts first, then newest
   * first: rankedPageIds), then those rows read in that order.
   */
  async function searchMany(db: Db, index: SearchIndex, search: string, query: ListQuery) {
    const { rows } = await sql<{ count: number }>`select ${matchCount(index, search)} as count`.execute(db);
    const matched = rows[0]?.count ?? 0;
    if (matched === 0) return { count: 0, results: [] };
    const ids = (await rankedPageIds(index, search, query).execute(db)).rows.map((row) => row.id);
    const found = new Map((await spec.select(db).where(sql<SqlBool>`${sql.ref(id)} in ${inIds(ids)}`).execute()).map((row) => [idOf(row), row]));
    return { count: matched, results: ids.flatMap((rowId) => { const row = found.get(rowId); return row ? [spec.toApi(row)] : []; }) };
  }

  return {
    table: spec.table,
    synced: spec.synced,
    async find(db, rowId) {
      return versioned(await spec.select(db).where(sql<SqlBool>`${sql.ref(id)} = ${rowId}`).executeTakeFirst(), spec.toApi);
    },
    async page(db, query) {
      const index = spec.search;
      const { search, where } = query;
      if (!index || !search) return pageWhere(db, await count(db, where), where, query);
      if (spec.manyRows && !where) return searchMany(db, index, search, query);
      return pageWhere(db, await count(db, both(idMatches('id', index, search), where)), both(idMatches(id, index, search), where), query);
    },
    byIds: (db, ids) => rowsWhere(db, sql<SqlBool>`${sql.ref(id)} in ${inIds(ids)}`),
  };
}

/** Inserts a record from its columns, made and versioned now; answers the new id. */
export async function insertRecord<N extends RecordTableName>(db: Db, table: N, columns: WrittenColumns<N>): Promise<number> {
  const at = now();
  const given = Object.entries({ ...columns, created_at: at, updated_at: at }).filter(([, value]) => value !== undefined);
  const names = sql.join(given.map(([column]) => sql.ref(column)));
  const values = sql.join(given.map(([, value]) => value));
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${names}) values (${values}) returning id`.execute(db);
  return rows[0]!.id;
}

/** Writes the columns given (undefined ones keep what is stored) and a new version. */
export async function updateRecord<N extends RecordTableName>(db: Db, table: N, id: number, columns: WrittenColumns<N>): Promise<void> {
  const given = Object.entries({ ...columns, updated_at: nextVersionSql() }).filter(([, value]) => value !== undefined);
  const set = sql.join(given.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  await sql`update ${sql.table(table)} set ${set} where id = ${id}`.execute(db);
}

/** Whether a row other than `exceptId` holds `value` in `column` (compared by the column's collation). */
export async function valueTaken(db: Db, table: RecordTableName, column: string, value: unknown, exceptId?: number): Promise<boolean> {
  const except = exceptId === undefined ? sql`` : sql` and id != ${exceptId}`;
  const { rows } = await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${value}${except} limit 1`.execute(db);
  return rows.length > 0;
}
