// The activity history's tables and triggers, as migrations make them (db/history.ts is the seam that opens an
// operation; repos/history.ts reads them). Triggers, as for the change log, so that no write path can miss a record:
// while a write transaction holds an operation (a row of `history_current`), every insert, update and delete of a
// recorded table writes its changes under that operation, in the same transaction. Past migrations call these
// helpers, so what they answer for a past call may never change (tests/server/migrations-pinned.test.ts): a new kind
// of column or trigger is a new helper. Since migration 012 a recorded table's triggers also chain each record's
// changes: a table recorded from now on takes historyChainFor (historyChain.ts), not historyFor.
import { sql, type RawBuilder } from 'kysely';

/**
 * How a column's value is recorded: `value` as it is stored (text, number, null), `boolean` as true/false (stored
 * 0/1), `json` as the JSON it holds (a booklet's configuration), `secret` only as the fact that it changed (both
 * values null) and never in a created or deleted record.
 */
export type HistoryColumnKind = 'value' | 'boolean' | 'json' | 'secret';

export interface HistoryTable {
  table: string;
  /** the record kind of `?record=<kind>:<id>` (src/contract/history.ts) */
  kind: string;
  /** recorded columns by the field name the history shows; columns left out (updated_at, derived ones) are not */
  fields: Readonly<Record<string, { column: string; as: HistoryColumnKind }>>;
}

export const HISTORY_TABLES_SQL: RawBuilder<unknown>[] = [
  sql`CREATE TABLE history_operations (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL, operation TEXT NOT NULL, record_count INTEGER NOT NULL DEFAULT 0,
    change_count INTEGER NOT NULL DEFAULT 0)`,
  sql`CREATE INDEX history_operations_by_user ON history_operations (user_id, id)`,
  sql`CREATE INDEX history_operations_by_name ON history_operations (operation, id)`,
  // one row per operation, record and field (the field '*' is the whole record, created or deleted): first before,
  // last after, whatever the operation did in between
  sql`CREATE TABLE history_changes (operation_id INTEGER NOT NULL, kind TEXT NOT NULL, record_id INTEGER NOT NULL,
    field TEXT NOT NULL, before TEXT, after TEXT, PRIMARY KEY (operation_id, kind, record_id, field)) WITHOUT ROWID`,
  sql`CREATE INDEX history_changes_by_record ON history_changes (kind, record_id, operation_id)`,
  // the operation the write transaction in progress records under: one row at most, never committed
  sql`CREATE TABLE history_current (operation_id INTEGER NOT NULL)`,
];

const WHOLE_RECORD = '*';

/** A column's value as JSON text, for one field's before or after. */
export function historyColumnJson(row: 'old' | 'new', column: string, as: HistoryColumnKind): string {
  const value = `${row}.${column}`;
  if (as === 'boolean') return `CASE WHEN ${value} IS NULL THEN 'null' WHEN ${value} THEN 'true' ELSE 'false' END`;
  if (as === 'json') return `CASE WHEN json_valid(${value}) THEN json(${value}) ELSE json_quote(${value}) END`;
  return `json_quote(${value})`;
}

/** The whole record as one JSON object (secrets left out). */
export function wholeRecordJson(row: 'old' | 'new', spec: HistoryTable): string {
  const members = Object.entries(spec.fields).filter(([, { as }]) => as !== 'secret').map(([field, { column, as }]) => {
    const value = as === 'value' ? `${row}.${column}` : `json(${historyColumnJson(row, column, as)})`;
    return `'${field}', ${value}`;
  });
  return `json_object(${members.join(', ')})`;
}

const UPSERT = 'WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after';

function recordWhole(spec: HistoryTable, row: 'old' | 'new'): string {
  const [before, after] = row === 'new' ? ['NULL', wholeRecordJson('new', spec)] : [wholeRecordJson('old', spec), 'NULL'];
  return `INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, '${spec.kind}', ${row}.id, '${WHOLE_RECORD}', ${before}, ${after} FROM history_current ${UPSERT};`;
}

/**
 * One trigger per field, fired only by an UPDATE that sets its column and only when its value changed (compared
 * binary: a change of case is a change): a bulk change of one column runs one small trigger per row, not a test of
 * every column (measured: a fifth of the history's cost on a bulk change of 100 000 devices).
 */
function fieldTriggers(spec: HistoryTable): RawBuilder<unknown>[] {
  return Object.entries(spec.fields).map(([field, { column, as }]) => {
    const [before, after] = as === 'secret' ? ['NULL', 'NULL'] : [historyColumnJson('old', column, as), historyColumnJson('new', column, as)];
    const when = `WHEN old.${column} IS NOT new.${column} COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)`;
    return sql.raw(`CREATE TRIGGER ${spec.table}_history_update_${field} AFTER UPDATE OF ${column} ON ${spec.table} FOR EACH ROW ${when}
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, '${spec.kind}', new.id, '${field}', ${before}, ${after} FROM history_current ${UPSERT}; END`);
  });
}

/** The triggers that record every insert, update and delete of a table while an operation is open. */
export function historyFor(spec: HistoryTable): RawBuilder<unknown>[] {
  const open = 'WHEN EXISTS (SELECT 1 FROM history_current)';
  const on = (event: string) => `AFTER ${event} ON ${spec.table} FOR EACH ROW ${open}`;
  return [
    sql.raw(`CREATE TRIGGER ${spec.table}_history_insert ${on('INSERT')} BEGIN ${recordWhole(spec, 'new')} END`),
    ...fieldTriggers(spec),
    sql.raw(`CREATE TRIGGER ${spec.table}_history_delete ${on('DELETE')} BEGIN ${recordWhole(spec, 'old')} END`),
  ];
}
