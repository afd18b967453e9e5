// Who made the changes the live stream announces (http/changeHub.ts): the people of the history operations committed
// between two of its readings, per synced list their records may have changed. One query per reading that found
// something changed, whatever the number of streams: each operation's record kinds are found by skipping through
// its changes' key (operation, kind, …), a seek per kind, never a pass over a bulk change's rows.
//
// Which operations are new since a reading differs. On SQLite one writer commits operations in id order: the newest
// id read says it all. On PostgreSQL an operation's id is taken when its transaction begins, and a long transaction
// commits after shorter ones with higher ids: an operation is new when its transaction (`txid`, migration 019) is not
// older than the oldest one still running at the previous reading (`pg_snapshot_xmin`), and it has not been told.
import { sql, type RawBuilder } from 'kysely';
import type { ChangedBy, ChangePerson } from '../../contract/changeStream';
import { changeStateOf, changeStateSelect, type ChangeState, type ChangeStateRow, type SyncedList } from './changes';
import type { Db } from './database';
import { isPostgres } from './postgres/connect';

/**
 * The lists whose rows a change of a record kind can change, as the change log's triggers say (migration 003): a
 * device's event changes the events' capacity, a model's or a category's name the rows that show it, an event's
 * settings the event.
 */
const LISTS_OF_KIND: Readonly<Record<string, readonly SyncedList[]>> = {
  device: ['devices', 'events'],
  model: ['models', 'devices'],
  category: ['categories', 'models', 'devices'],
  event: ['events', 'devices'],
  event_settings: ['event-settings', 'events'],
};

/** What a reading says of the history: its newest operation (0: none) and, on PostgreSQL, its horizon. */
export interface HistoryReading {
  head: number;
  /** every transaction older than this one (an xid8, as text) had finished when the reading was made */
  horizon: string | null;
}

/** How far the streams were told: the head or horizon of a reading, and the operations told that are not older. */
export interface HistorySeen {
  reading: HistoryReading;
  told: ReadonlyArray<{ id: number; txid: string }>;
}

/** The change state and, in the same snapshot, what it says of the history. */
export async function readWatchedState(db: Db): Promise<{ state: ChangeState; history: HistoryReading }> {
  const horizon = isPostgres(db) ? sql`, pg_snapshot_xmin(pg_current_snapshot())::text as history_horizon` : sql``;
  const { rows } = await sql<ChangeStateRow & { history_head: number | null; history_horizon?: string }>`
    ${changeStateSelect(sql`(select max(id) from history_operations) as history_head${horizon}`)}`.execute(db);
  return {
    state: changeStateOf(rows),
    history: { head: Number(rows[0]?.history_head ?? 0), horizon: rows[0]?.history_horizon ?? null },
  };
}

/** Whether operations may have been committed since `seen` (on PostgreSQL only a query can say). */
export const mayHaveNewOperations = (seen: HistorySeen, now: HistoryReading): boolean =>
  now.horizon !== null || now.head > seen.reading.head;

/** Seen as far as `now` without telling anyone: the operations in between are passed over (nothing they did moved). */
export function passedOver(seen: HistorySeen, now: HistoryReading): HistorySeen {
  return { reading: now, told: stillRunningAfter(seen.told, now) };
}

const stillRunningAfter = (told: HistorySeen['told'], now: HistoryReading) =>
  now.horizon === null ? [] : told.filter(({ txid }) => BigInt(txid) >= BigInt(now.horizon!));

/** The operations committed after `seen` (as far as `now` on SQLite), newest last. */
function operationsAfter(db: Db, seen: HistorySeen, now: HistoryReading): RawBuilder<unknown> {
  if (!isPostgres(db) || seen.reading.horizon === null) {
    return sql`select id, user_id, user_name, '' as txid from history_operations where id > ${seen.reading.head} and id <= ${now.head}`;
  }
  return sql`select id, user_id, user_name, txid::text as txid from history_operations
    where txid >= ${seen.reading.horizon}::xid8 and id <> all(${seen.told.map(({ id }) => id)}::bigint[])`;
}

/** The people of the operations after `seen`, per list among `lists` they may have changed, and how far that tells. */
export async function changedBy(db: Db, seen: HistorySeen, now: HistoryReading, lists: readonly SyncedList[]): Promise<{ by: ChangedBy; seen: HistorySeen }> {
  const { rows } = await sql<{ operation_id: number; txid: string; id: number; name: string; kind: string | null }>`with recursive
      operations as (${operationsAfter(db, seen, now)}),
      kinds(operation_id, txid, id, name, kind) as (
        select o.id, o.txid, o.user_id, o.user_name, (select min(c.kind) from history_changes as c where c.operation_id = o.id)
          from operations as o
        union all select k.operation_id, k.txid, k.id, k.name,
            (select min(c.kind) from history_changes as c where c.operation_id = k.operation_id and c.kind > k.kind)
          from kinds as k where k.kind is not null)
    select operation_id, txid, id, name, kind from kinds order by operation_id`.execute(db);
  const by: Record<string, ChangePerson[]> = {};
  const told = new Map(seen.told.map((operation) => [operation.id, operation]));
  for (const { operation_id, txid, id, name, kind } of rows) {
    if (txid) told.set(Number(operation_id), { id: Number(operation_id), txid });
    for (const list of (kind && LISTS_OF_KIND[kind]) || []) {
      if (!lists.includes(list)) continue;
      const people = (by[list] ??= []);
      if (!people.some((person) => person.id === id)) people.push({ id, name });
    }
  }
  return { by, seen: { reading: now, told: stillRunningAfter([...told.values()], now) } };
}
