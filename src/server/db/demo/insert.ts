// Multi-row inserts, as few statements as the database's bound-parameter limit allows.
import { CompiledQuery, sql, type Insertable } from 'kysely';
import type { Db } from '../database';
import { greaterOf, isPostgres, lastIdGivenSql } from '../dialect';
import type { Database } from '../schema';

/** SQLITE_MAX_VARIABLE_NUMBER since SQLite 3.32 (better-sqlite3 12 bundles a newer one). */
const SQLITE_MAX_PARAMETERS = 32_766;
/** PostgreSQL's wire protocol counts a statement's parameters in 16 bits. */
const POSTGRES_MAX_PARAMETERS = 65_535;

type TableName = keyof Database & string;

/** A planned row whose id is chosen up front, so other rows can point at it before anything is written. */
export type PlannedRow<Table> = Insertable<Table> & { id: number };

/** Every column of the schema holds text, a number or null, which is what SQLite binds. */
type Bindable = string | number | null;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface StatementShape { columns: string[]; rowsPerStatement: number; head: string; values: (rows: number) => string }

/** `(?, ?), (?, ?)` for SQLite; `($1, $2), ($3, $4)` for PostgreSQL, whose placeholders are numbered. */
function valuesOf(columns: number, postgres: boolean): (rows: number) => string {
  if (!postgres) {
    const tuple = `(${Array(columns).fill('?').join(', ')})`;
    return (rows) => Array(rows).fill(tuple).join(', ');
  }
  return (rows) => Array.from({ length: rows }, (_, row) =>
    `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`).join(', ');
}

function shapeOf(table: string, firstRow: object, postgres: boolean): StatementShape {
  const columns = Object.keys(firstRow);
  return {
    columns,
    rowsPerStatement: Math.floor((postgres ? POSTGRES_MAX_PARAMETERS : SQLITE_MAX_PARAMETERS) / columns.length),
    head: `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `,
    values: valuesOf(columns.length, postgres),
  };
}

/**
 * PostgreSQL's identity does not move when a row is given its id, so the next row the API inserts would get an
 * id the demo already took: the sequence is set to the highest id. SQLite's AUTOINCREMENT follows by itself.
 */
async function moveIdentityPastRows(db: Db, table: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max(id)) FROM ${sql.table(table)} HAVING max(id) IS NOT NULL`.execute(db);
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
  const postgres = isPostgres(db);
  let shape: StatementShape | undefined;
  let fullStatement: string | undefined;
  let parameters: Bindable[] = [];
  let pending = 0;
  const flush = async (statement: StatementShape) => {
    const text = pending === statement.rowsPerStatement
      ? (fullStatement ??= statement.head + statement.values(pending))
      : statement.head + statement.values(pending);
    await db.executeQuery(CompiledQuery.raw(text, parameters));
    parameters = [];
    pending = 0;
  };
  for (const row of rows) {
    shape ??= shapeOf(table, row, postgres);
    const values = row as Record<string, Bindable | undefined>;
    for (const column of shape.columns) parameters.push(values[column] ?? null);
    pending += 1;
    if (pending === shape.rowsPerStatement) await flush(shape);
  }
  if (shape && pending > 0) await flush(shape);
  if (postgres && shape?.columns.includes('id')) await moveIdentityPastRows(db, table);
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
