// How a record's history is found (migration 012): each record's changes are chained newest to oldest. A record's
// latest operation (and the one before it) is one row of `history_records`, and every change row names the record's
// operation before its own (`previous_id`). The triggers keep both, in the write's transaction, beside the change
// they record. This replaced an index of every change by record (kind, record, operation) whose pages a bulk change
// rewrote whole: each record's entries lie together, so a change of 10 000 devices touched every page of their whole
// history, more with every entry (measured: 2.6 MB more written per 10 000 devices after 15 changes, and growing).
// Past migrations call these helpers (tests/server/migrations-pinned.test.ts): what they answer for a past call may
// never change.
import { sql, type RawBuilder } from 'kysely';
import { historyColumnJson, wholeRecordJson, type HistoryTable } from './historyTriggers';

/** The chain's table and column, filled from the history already recorded; then the per-record index goes. */
export const HISTORY_CHAIN_SQL: RawBuilder<unknown>[] = [
  sql`CREATE TABLE history_records (kind TEXT NOT NULL, record_id INTEGER NOT NULL, operation_id INTEGER NOT NULL,
    previous_id INTEGER, PRIMARY KEY (kind, record_id)) WITHOUT ROWID`,
  sql`ALTER TABLE history_changes ADD COLUMN previous_id INTEGER`,
  sql`CREATE TEMP TABLE history_links AS SELECT kind, record_id, operation_id,
    lag(operation_id) OVER (PARTITION BY kind, record_id ORDER BY operation_id) AS previous_id,
    row_number() OVER (PARTITION BY kind, record_id ORDER BY operation_id DESC) AS newness
    FROM (SELECT DISTINCT kind, record_id, operation_id FROM history_changes)`,
  sql`UPDATE history_changes AS c SET previous_id = l.previous_id FROM temp.history_links AS l
    WHERE l.kind = c.kind AND l.record_id = c.record_id AND l.operation_id = c.operation_id`,
  sql`INSERT INTO history_records (kind, record_id, operation_id, previous_id)
    SELECT kind, record_id, operation_id, previous_id FROM temp.history_links WHERE newness = 1`,
  sql`DROP TABLE temp.history_links`,
  sql`DROP INDEX history_changes_by_record`,
];

/** The names of the triggers `historyFor` (migration 011) made for a table, to be replaced. */
export const historyTriggerNames = (spec: HistoryTable): string[] => [
  `${spec.table}_history_insert`,
  ...Object.keys(spec.fields).map((field) => `${spec.table}_history_update_${field}`),
  `${spec.table}_history_delete`,
];

const UPSERT_CHANGE = 'WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after';

/**
 * Makes the current operation the record's latest; the one it replaces becomes the record's previous (a second field
 * changed by the same operation leaves the previous as it was). SQLite reads the row's old values on the right.
 */
function chainRecord(kind: string, id: string): string {
  return `INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT '${kind}', ${id}, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id;`;
}

/** One change row of the record, naming the record's previous operation. */
function recordChange(kind: string, id: string, field: string, before: string, after: string): string {
  const previous = `(SELECT previous_id FROM history_records WHERE kind = '${kind}' AND record_id = ${id})`;
  return `INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, '${kind}', ${id}, '${field}', ${before}, ${after}, ${previous} FROM history_current ${UPSERT_CHANGE};`;
}

/**
 * The triggers that record every insert, update and delete of a table while an operation is open, chaining each
 * record's changes: what `historyFor` records, with the chain. One trigger per field (UPDATE OF its column, when its
 * value changed, compared binary), so that a bulk change of one column runs one small trigger per row.
 */
export function historyChainFor(spec: HistoryTable): RawBuilder<unknown>[] {
  const open = 'WHEN EXISTS (SELECT 1 FROM history_current)';
  const whole = (row: 'new' | 'old') => {
    const record = wholeRecordJson(row, spec);
    const [before, after] = row === 'new' ? ['NULL', record] : [record, 'NULL'];
    return `${chainRecord(spec.kind, `${row}.id`)} ${recordChange(spec.kind, `${row}.id`, '*', before, after)}`;
  };
  const fields = Object.entries(spec.fields).map(([field, { column, as }]) => {
    const [before, after] = as === 'secret' ? ['NULL', 'NULL'] : [historyColumnJson('old', column, as), historyColumnJson('new', column, as)];
    const when = `WHEN old.${column} IS NOT new.${column} COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)`;
    return sql.raw(`CREATE TRIGGER ${spec.table}_history_update_${field} AFTER UPDATE OF ${column} ON ${spec.table} FOR EACH ROW ${when}
      BEGIN ${chainRecord(spec.kind, 'new.id')} ${recordChange(spec.kind, 'new.id', field, before, after)} END`);
  });
  return [
    sql.raw(`CREATE TRIGGER ${spec.table}_history_insert AFTER INSERT ON ${spec.table} FOR EACH ROW ${open} BEGIN ${whole('new')} END`),
    ...fields,
    sql.raw(`CREATE TRIGGER ${spec.table}_history_delete AFTER DELETE ON ${spec.table} FOR EACH ROW ${open} BEGIN ${whole('old')} END`),
  ];
}
