// Multi-row inserts, as few statements as SQLite's bound-parameter limit allows.
import { CompiledQuery, sql, type Insertable } from 'kysely';
import type { Db } from '../database';
import { greaterOf, lastIdGivenSql } from '../dialect';
import type { Database } from '../schema';

/** SQLITE_MAX_VARIABLE_NUMBER since SQLite 3.32 (better-sqlite3 12 bundles a newer one). */
const SQLITE_MAX_PARAMETERS = 32_766;

type TableName = keyof Database & string;

/** A planned row whose id is chosen up front, so other rows can point at it before anything is written. */
export type PlannedRow<Table> = Insertable<Table> & { id: number };

/** Every column of the schema holds text, a number or null, which is what SQLite binds. */
type Bindable = string | number | null;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface StatementShape { columns: string[]; rowsPerStatement: number; head: string; tuple: string }

function shapeOf(table: string, firstRow: object): StatementShape {
  const columns = Object.keys(firstRow);
  return {
    columns,
    rowsPerStatement: Math.floor(SQLITE_MAX_PARAMETERS / columns.length),
    head: `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `,
    tuple: `(${columns.map(() => '?').join(', ')})`,
  };
}

/**
 * Inserts `rows` (all with the columns of the first row) in statements of as many rows as the parameter limit
 * allows, consuming them as it goes, so a generator of 100 000 devices never sits in memory whole. The SQL is
 * written here rather than by Kysely's builder, whose per-value nodes cost more time than SQLite spends writing.
 */
export async function insertInChunks<T extends TableName>(
  db: Db,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
): Promise<void> {
  let shape: StatementShape | undefined;
  let fullStatement: string | undefined;
  let parameters: Bindable[] = [];
  let pending = 0;
  const flush = async (statement: StatementShape) => {
    const text = pending === statement.rowsPerStatement
      ? (fullStatement ??= statement.head + Array(pending).fill(statement.tuple).join(', '))
      : statement.head + Array(pending).fill(statement.tuple).join(', ');
    await db.executeQuery(CompiledQuery.raw(text, parameters));
    parameters = [];
    pending = 0;
  };
  for (const row of rows) {
    shape ??= shapeOf(table, row);
    const values = row as Record<string, Bindable | undefined>;
    for (const column of shape.columns) parameters.push(values[column] ?? null);
    pending += 1;
    if (pending === shape.rowsPerStatement) await flush(shape);
  }
  if (shape && pending > 0) await flush(shape);
}

/**
 * The first id a new row of `table` will get, so plans can link rows before they are written: above every id the
 * table holds and every id it ever gave (db/dialect.ts lastIdGivenSql).
 */
export async function nextIdOf(db: Db, table: Exclude<TableName, 'server_secrets'>): Promise<number> {
  const highest = sql<number>`coalesce((SELECT max(id) FROM ${sql.table(table)}), 0)`;
  const { rows } = await sql<{ last: number | null }>`SELECT ${greaterOf(highest, lastIdGivenSql(table))} AS last`.execute(db);
  return (rows[0]?.last ?? 0) + 1;
}
