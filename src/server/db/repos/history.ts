// Reading the activity history (written by the triggers of ../historyTriggers.ts under the operation ../history.ts
// opens): entries newest first, by record, person or operation name, paged by operation id (ids grow in commit
// order: one writer at a time); an operation's changes in record order; and the pruning of entries past a year.
import { sql, type RawBuilder } from 'kysely';
import type { HistoryChange, HistoryKind, HistoryValue, RecordRef } from '../../../contract/history';
import { HISTORY_RETENTION_MS } from '../../../contract/limits';
import { writeTransaction, type Db } from '../database';
import { inIds } from '../ids';
import type { HistoryChangesTable } from '../schema';

export interface OperationRow {
  id: number;
  at: string;
  user_id: number;
  user_name: string;
  operation: string;
  record_count: number;
  change_count: number;
}


export interface HistoryFilter {
  record?: { kind: HistoryKind; id: number } | undefined;
  userId?: number | undefined;
  operation?: string | undefined;
  /** only entries older than this operation id (the cursor) */
  beforeId?: number | undefined;
  limit: number;
}

/** Where in an operation's changes a page starts: after this record and field. */
export interface ChangePosition {
  kind: string;
  recordId: number;
  field: string;
}

const OPERATION_COLUMNS = sql`o.id, o.at, o.user_id, o.user_name, o.operation, o.record_count, o.change_count`;

/** The entries a filter picks, newest first, at most `limit`. */
export async function historyOperations(db: Db, filter: HistoryFilter): Promise<OperationRow[]> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.userId !== undefined) conditions.push(sql`o.user_id = ${filter.userId}`);
  if (filter.operation !== undefined) conditions.push(sql`o.operation = ${filter.operation}`);
  if (filter.beforeId !== undefined) conditions.push(sql`o.id < ${filter.beforeId}`);
  if (filter.record) return recordOperations(db, filter.record, conditions, filter);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await sql<OperationRow>`select ${OPERATION_COLUMNS} from history_operations as o ${where}
    order by o.id desc limit ${filter.limit}`.execute(db);
  return rows;
}

/** How many links of a record's chain one query follows when other filters may leave most of them out. */
const FILTERED_STEPS = 500;

/**
 * A record's entries, walking its chain (db/historyChain.ts) from its latest operation, or from the one below the
 * cursor, a page's worth of links at a time: the page costs its own entries, however long the history.
 */
async function recordOperations(db: Db, record: RecordKey, conditions: RawBuilder<unknown>[], filter: HistoryFilter): Promise<OperationRow[]> {
  const steps = conditions.length > (filter.beforeId === undefined ? 0 : 1) ? Math.max(FILTERED_STEPS, filter.limit) : filter.limit;
  const found: OperationRow[] = [];
  let start = filter.beforeId === undefined ? chainHead(record) : belowCursor(record, filter.beforeId);
  for (;;) {
    const walked = await walkChain(db, record, start, steps);
    if (walked.length > 0) {
      const { rows } = await sql<OperationRow>`select ${OPERATION_COLUMNS} from history_operations as o
        where ${sql.join([sql`o.id in ${inIds(walked)}`, ...conditions], sql` and `)} order by o.id desc`.execute(db);
      found.push(...rows);
    }
    if (found.length >= filter.limit || walked.length < steps) return found.slice(0, filter.limit);
    start = previousOf(record, walked.at(-1)!);
  }
}

interface RecordKey { kind: string; id: number }

const chainHead = (record: RecordKey) =>
  sql<number | null>`(select operation_id from history_records where kind = ${record.kind} and record_id = ${record.id})`;

/** The record's operation before its operation `id` (null: none, or `id` was pruned). */
const previousOf = (record: RecordKey, id: number) => sql<number | null>`(select previous_id from history_changes
  where operation_id = ${id} and kind = ${record.kind} and record_id = ${record.id} limit 1)`;

/** Where a page after the cursor `id` starts: below it; from the head when `id` is none of the record's operations. */
const belowCursor = (record: RecordKey, id: number) => sql<number | null>`(select case when exists (select 1 from history_changes
  where operation_id = ${id} and kind = ${record.kind} and record_id = ${record.id}) then ${previousOf(record, id)} else ${chainHead(record)} end)`;

/** Up to `steps` operation ids of the record's chain from `start`, newest first (ids fall along a chain). */
async function walkChain(db: Db, record: RecordKey, start: RawBuilder<number | null>, steps: number): Promise<number[]> {
  // the walk counts its own steps: PostgreSQL allows no LIMIT on a recursive query
  const { rows } = await sql<{ id: number }>`with recursive walk(id, step) as (select ${start}, 1
      union all select (select c.previous_id from history_changes as c where c.operation_id = walk.id and c.kind = ${record.kind}
        and c.record_id = ${record.id} limit 1), walk.step + 1 from walk where walk.id is not null and walk.step < ${steps})
    select id from walk where id is not null order by id desc`.execute(db);
  return rows.map((row) => row.id);
}

export async function historyOperation(db: Db, id: number): Promise<OperationRow | undefined> {
  const { rows } = await sql<OperationRow>`select ${OPERATION_COLUMNS} from history_operations as o where o.id = ${id}`.execute(db);
  return rows[0];
}

/** One record's changes in each of these operations, by operation id. */
export async function recordChanges(db: Db, operationIds: readonly number[], record: { kind: string; id: number }): Promise<Map<number, HistoryChange[]>> {
  const { rows } = await sql<HistoryChangesTable>`select operation_id, kind, record_id, field, before, after from history_changes
    where operation_id in ${inIds(operationIds)} and kind = ${record.kind} and record_id = ${record.id}
    order by operation_id, field`.execute(db);
  const changes = new Map<number, HistoryChange[]>();
  for (const row of rows) changes.set(row.operation_id, [...(changes.get(row.operation_id) ?? []), changeOf(row)]);
  return changes;
}

/** An operation's changes in record order (kind, id, field), after `from`, at most `limit`. */
export async function operationChanges(db: Db, operationId: number, limit: number, from?: ChangePosition): Promise<HistoryChange[]> {
  const after = from ? sql`and (kind, record_id, field) > (${from.kind}, ${from.recordId}, ${from.field})` : sql``;
  const { rows } = await sql<HistoryChangesTable>`select operation_id, kind, record_id, field, before, after from history_changes
    where operation_id = ${operationId} ${after} order by kind, record_id, field limit ${limit}`.execute(db);
  return rows.map(changeOf);
}

const valueOf = (json: string | null): HistoryValue => (json === null ? null : (JSON.parse(json) as HistoryValue));

function changeOf(row: HistoryChangesTable): HistoryChange {
  return {
    record: `${row.kind}:${row.record_id}` as RecordRef,
    field: row.field === '*' ? null : row.field,
    before: valueOf(row.before),
    after: valueOf(row.after),
  };
}

/** The position of a change, for the next page's cursor. */
export function positionOf(change: HistoryChange): ChangePosition {
  const separator = change.record.lastIndexOf(':');
  return { kind: change.record.slice(0, separator), recordId: Number(change.record.slice(separator + 1)), field: change.field ?? '*' };
}

/** Deletes the entries older than the retention (400 days), with their changes; answers how many went. */
export async function pruneHistory(writer: Db, at = Date.now()): Promise<number> {
  const before = new Date(at - HISTORY_RETENTION_MS).toISOString();
  return writeTransaction(writer, async (trx) => {
    const old = sql`(select id from history_operations where at < ${before})`;
    await sql`delete from history_changes where operation_id in ${old}`.execute(trx);
    const { numAffectedRows } = await sql`delete from history_operations where at < ${before}`.execute(trx);
    return Number(numAffectedRows ?? 0);
  });
}
