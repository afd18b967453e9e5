// 012_history_chain on PostgreSQL, the counterpart of db/historyChain.ts: each record's changes chained newest to
// oldest (`history_records` holds a record's latest operation and the one before it; every change row names the
// record's operation before its own), filled from what is recorded, the per-record index dropped, and each recorded
// table's history function made again to keep the chain in the statement that records the change.
import { sql, type RawBuilder } from 'kysely';
import type { HistoryTable } from '../historyTriggers';
import { fieldChanges, OPERATION, wholeRecord } from './historyTriggers';
import { plannedBySize, TRIGGER_WORK_MEM } from './triggers';

export const HISTORY_CHAIN_POSTGRES: RawBuilder<unknown>[] = [
  sql`CREATE TABLE history_records (kind text NOT NULL, record_id bigint NOT NULL, operation_id bigint NOT NULL,
    previous_id bigint, PRIMARY KEY (kind, record_id))`,
  sql`ALTER TABLE history_changes ADD COLUMN previous_id bigint`,
  sql`CREATE TEMP TABLE history_links AS SELECT kind, record_id, operation_id,
    lag(operation_id) OVER (PARTITION BY kind, record_id ORDER BY operation_id) AS previous_id,
    row_number() OVER (PARTITION BY kind, record_id ORDER BY operation_id DESC) AS newness
    FROM (SELECT DISTINCT kind, record_id, operation_id FROM history_changes) AS recorded`,
  sql`UPDATE history_changes AS c SET previous_id = l.previous_id FROM history_links AS l
    WHERE l.kind = c.kind AND l.record_id = c.record_id AND l.operation_id = c.operation_id`,
  sql`INSERT INTO history_records (kind, record_id, operation_id, previous_id)
    SELECT kind, record_id, operation_id, previous_id FROM history_links WHERE newness = 1`,
  sql`DROP TABLE history_links`,
  sql`DROP INDEX history_changes_by_record`,
];

const WHOLE_RECORD = '*';

/**
 * The changes a statement made (`changes`: operation, kind, record, field, before, after) recorded with the chain:
 * each change row names its record's operation before this one, read from `history_records` as the statement found
 * it (a data-modifying WITH is not seen by the statement's own reads): that record's operation, or its previous one
 * when it is already this operation's. The records are made this operation's in the same statement.
 *
 * What the chain held tells each part its cheapest write (migration 021; in a bulk status change of 100 000
 * devices, one upsert each took 0.84 s more than plain inserts without a chain): a record already chained has its
 * row updated, only a new one is inserted; and a record this operation has not touched yet has no change row of it,
 * so its changes are plain inserts. Only the records an earlier statement of the same operation touched can meet
 * their own rows.
 */
function recordChained(changes: string): string {
  const columns = 'INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)';
  const records = (which: string) => `SELECT DISTINCT kind, record_id, operation_id FROM changed WHERE ${which}`;
  return `WITH changed AS MATERIALIZED (
      SELECT c.*, r.operation_id AS last_id, r.previous_id AS last_previous_id
      FROM (${changes}) AS c (operation_id, kind, record_id, field, before, after)
      LEFT JOIN history_records r ON r.kind = c.kind AND r.record_id = c.record_id),
    moved AS (
      UPDATE history_records h SET
        previous_id = CASE WHEN h.operation_id = m.operation_id THEN h.previous_id ELSE h.operation_id END,
        operation_id = m.operation_id
      FROM (${records('last_id IS NOT NULL')}) m WHERE h.kind = m.kind AND h.record_id = m.record_id),
    started AS (
      INSERT INTO history_records (kind, record_id, operation_id, previous_id)
        SELECT kind, record_id, operation_id, NULL::bigint FROM (${records('last_id IS NULL')}) s
      ON CONFLICT (kind, record_id) DO UPDATE SET
        previous_id = CASE WHEN history_records.operation_id = excluded.operation_id THEN history_records.previous_id ELSE history_records.operation_id END,
        operation_id = excluded.operation_id),
    first_changes AS (
      ${columns}
        SELECT operation_id, kind, record_id, field, before, after, last_id FROM changed
        WHERE last_id IS DISTINCT FROM operation_id)
    ${columns}
      SELECT operation_id, kind, record_id, field, before, after, last_previous_id FROM changed
      WHERE last_id = operation_id
    ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after;`;
}

/** The history function of a table, made again to chain (its triggers, made by 011, call it by name). */
export function historyChainForPostgres(spec: HistoryTable): RawBuilder<unknown> {
  const whole = (row: 'n' | 'o') => {
    const record = wholeRecord(row, spec);
    const [before, after] = row === 'n' ? ['NULL::text', record] : [record, 'NULL::text'];
    return `SELECT ${OPERATION}, '${spec.kind}'::text, ${row}.id, '${WHOLE_RECORD}'::text, ${before}, ${after} FROM ${row === 'n' ? 'new_rows' : 'old_rows'} ${row}`;
  };
  return sql.raw(`CREATE OR REPLACE FUNCTION ${spec.table}_history() RETURNS trigger LANGUAGE plpgsql ${TRIGGER_WORK_MEM} AS $history$
    DECLARE current_operation bigint := kitroom_operation();
    BEGIN
      IF current_operation IS NULL THEN RETURN NULL; END IF;
      IF TG_OP = 'INSERT' THEN
        ${plannedBySize(recordChained(whole('n')))}
      ELSIF TG_OP = 'UPDATE' THEN
        ${plannedBySize(recordChained(fieldChanges(spec)))}
      ELSE
        ${plannedBySize(recordChained(whole('o')))}
      END IF;
      RETURN NULL;
    END $history$`);
}
