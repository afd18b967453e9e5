// Who made the changes the live stream announces (http/changeHub.ts): the people of the history operations committed
// between two of its readings, per synced list their records may have changed. One query per reading that found
// something changed, whatever the number of streams: each operation's record kinds are found by skipping through
// its changes' key (operation, kind, …), a seek per kind, never a pass over a bulk change's rows.
import { sql } from 'kysely';
import type { ChangedBy, ChangePerson } from '../../contract/changeStream';
import { changeStateOf, changeStateSelect, type ChangeState, type ChangeStateRow, type SyncedList } from './changes';
import type { Db } from './database';

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

/** The change state and, in the same snapshot, the newest history operation's id (0: none). */
export async function readWatchedState(db: Db): Promise<{ state: ChangeState; historyHead: number }> {
  const { rows } = await sql<ChangeStateRow & { history_head: number | null }>`
    ${changeStateSelect(sql`(select max(id) from history_operations) as history_head`)}`.execute(db);
  return { state: changeStateOf(rows), historyHead: rows[0]?.history_head ?? 0 };
}

/** The people of the operations after `from` up to `to` (operation ids), per list among `lists` they may have changed. */
export async function changedBy(db: Db, from: number, to: number, lists: readonly SyncedList[]): Promise<ChangedBy> {
  const { rows } = await sql<{ id: number; name: string; kind: string }>`with recursive kinds(operation_id, id, name, kind) as (
      select o.id, o.user_id, o.user_name, (select min(c.kind) from history_changes as c where c.operation_id = o.id)
        from history_operations as o where o.id > ${from} and o.id <= ${to}
      union all select k.operation_id, k.id, k.name,
          (select min(c.kind) from history_changes as c where c.operation_id = k.operation_id and c.kind > k.kind)
        from kinds as k where k.kind is not null)
    select id, name, kind from kinds where kind is not null order by operation_id`.execute(db);
  const by: Record<string, ChangePerson[]> = {};
  for (const { id, name, kind } of rows) {
    for (const list of LISTS_OF_KIND[kind] ?? []) {
      if (!lists.includes(list)) continue;
      const people = (by[list] ??= []);
      if (!people.some((person) => person.id === id)) people.push({ id, name });
    }
  }
  return by;
}
