// Lists of ids go to the database as one parameter (db/dialect.ts: a JSON text read with json_each on SQLite, an
// array on PostgreSQL): SQLite binds at most 32766 values, and one parameter keeps the statement the same whatever
// the list's length.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';
import { idAmongSql, idListSql, isPostgres } from './dialect';
import type { Database } from './schema';

/** Tables whose rows are named by an integer `id`. */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** `(select …)` of the ids, the right-hand side of `where id in ...`. */
export function inIds(ids: readonly number[]): RawBuilder<number> {
  return idListSql(ids);
}

/** The ids of `ids` that `table` does not hold, ascending, each once. */
export async function missingIds(db: Db, table: TableWithId, ids: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct j.value as id from ${inIds(ids)} as j
    where not exists (select 1 from ${sql.table(table)} as t where t.id = j.value)
    order by 1`.execute(db);
  return rows.map((row) => row.id);
}

export async function idExists(db: Db, table: TableWithId, id: number): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows.length > 0;
}

/** Deletes the row of `table` with this id; false when there was none. */
export async function deleteRow(db: Db, table: TableWithId, id: number): Promise<boolean> {
  const { numAffectedRows } = await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}

/** Deletes every row of `table` named in `ids`, in one statement. */
export async function deleteIds(db: Db, table: TableWithId, ids: readonly number[]): Promise<void> {
  await sql`delete from ${sql.table(table)} where id in ${inIds(ids)}`.execute(db);
}

/**
 * Locks the rows of `table` named in `ids` until the transaction ends, one after another in id order, so that two
 * writers locking overlapping rows wait for each other instead of deadlocking. On PostgreSQL writers run side by
 * side (READ COMMITTED): a write that reads before it writes (If-Match, a bulk change's check, an import's plan)
 * locks first. SQLite's write transaction holds the database's one write lock already. Answers how many rows it
 * locked (PostgreSQL; undefined on SQLite, which locks none).
 */
export async function lockRowsInIdOrder(db: Db, table: TableWithId, ids: readonly number[]): Promise<number | undefined> {
  if (!isPostgres(db)) return undefined;
  if (ids.length === 0) return 0;
  // counted here, not sent: a bulk change of 100 000 devices would read back every id it locked
  const { rows } = await sql<{ locked: number }>`select count(*) as locked from (select id from ${sql.table(table)}
    where ${idAmongSql(sql.ref('id'), ids)} order by id for update) as locked`.execute(db);
  return rows[0]?.locked ?? 0;
}
