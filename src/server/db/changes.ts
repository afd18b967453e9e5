// The change log the triggers of the migrations keep (db/triggers.ts): each synced list's change counter, cursors
// (those counters read in one snapshot, with the database's epoch), what changed in a list since a cursor, and
// tombstone pruning.
import { sql, type RawBuilder } from 'kysely';
import { CHANGE_TOMBSTONE_TTL_MS } from '../../contract/limits';
import { writeTransaction, type Db } from './database';
import { beginSnapshotSql, greaterOf } from './dialect';

/**
 * The synced lists, by the names the stream uses, with the numbers their migrations give them (003; a resource's
 * migration with `changeLogFor(table, SYNCED_LISTS.<name>)`). Numbers are kept in the database: one is never reused
 * nor changed. A list added here is one more counter at the end of every cursor.
 */
export const SYNCED_LISTS = { devices: 1, models: 2, categories: 3, events: 4, 'event-settings': 5 } as const;
export type SyncedList = keyof typeof SYNCED_LISTS;
export const SYNCED_LIST_NAMES = Object.keys(SYNCED_LISTS) as SyncedList[];

/** The change counters of every list as one snapshot saw them. */
export interface ChangeState {
  epoch: string;
  seqs: Record<SyncedList, number>;
  prunedThrough: Record<SyncedList, number>;
}

export interface Cursor {
  epoch: string;
  seqs: Record<SyncedList, number>;
}

const LIST_OF_NUMBER = new Map<number, SyncedList>(SYNCED_LIST_NAMES.map((name) => [SYNCED_LISTS[name], name]));

/** The select of the change state (one row per list), with `more` columns read in the same snapshot. */
export const changeStateSelect = (more?: RawBuilder<unknown>) =>
  sql`select l.list, l.seq, l.pruned_through, e.epoch${more ? sql`, ${more}` : sql``} from change_lists as l, change_epoch as e`;

export async function readChangeState(db: Db): Promise<ChangeState> {
  const { rows } = await sql<ChangeStateRow>`${changeStateSelect()}`.execute(db);
  return changeStateOf(rows);
}

export interface ChangeStateRow { list: number; seq: number; pruned_through: number; epoch: string }

/** The state the rows of changeStateSelect say. */
export function changeStateOf(rows: readonly ChangeStateRow[]): ChangeState {
  const seqs = {} as Record<SyncedList, number>;
  const prunedThrough = {} as Record<SyncedList, number>;
  for (const row of rows) {
    const name = LIST_OF_NUMBER.get(row.list);
    if (!name) continue;
    seqs[name] = row.seq;
    prunedThrough[name] = row.pruned_through;
  }
  return { epoch: rows[0]?.epoch ?? '', seqs, prunedThrough };
}

/** `<epoch>.<devices>.<models>.<categories>.<events>.<event-settings>`: opaque to clients. */
export function cursorOf(state: Cursor): string {
  return [state.epoch, ...SYNCED_LIST_NAMES.map((name) => state.seqs[name])].join('.');
}

const CURSOR = new RegExp(`^([0-9a-f]{12})${'\\.(\\d{1,15})'.repeat(SYNCED_LIST_NAMES.length)}$`);

/** The cursor a text spells, or undefined when it is not one this server's format could have made. */
export function parseCursor(text: string): Cursor | undefined {
  const match = CURSOR.exec(text);
  if (!match) return undefined;
  const seqs = {} as Record<SyncedList, number>;
  SYNCED_LIST_NAMES.forEach((name, index) => { seqs[name] = Number(match[index + 2]); });
  return { epoch: match[1]!, seqs };
}

/**
 * Where `list` stands in `cursor`, or 'expired' when the cursor cannot be answered: from another database (or
 * one started afresh), ahead of any state this one reached, or older than a tombstone already pruned.
 */
export function positionIn(cursor: Cursor, state: ChangeState, list: SyncedList): number | 'expired' {
  if (cursor.epoch !== state.epoch) return 'expired';
  if (SYNCED_LIST_NAMES.some((name) => cursor.seqs[name] > state.seqs[name])) return 'expired';
  const since = cursor.seqs[list];
  return since < state.prunedThrough[list] ? 'expired' : since;
}

/** The lists whose counter moved between two states. */
export function changedLists(from: Cursor, to: Cursor): SyncedList[] {
  return SYNCED_LIST_NAMES.filter((name) => from.seqs[name] !== to.seqs[name]);
}

export const sameState = (a: Cursor, b: Cursor) => a.epoch === b.epoch && changedLists(a, b).length === 0;

/** The ids of a list's rows changed after a change number: those that still exist, and those deleted (ascending). */
export interface ChangedIds {
  changed: number[];
  deleted: number[];
}

/**
 * What changed in `list` after `since`, in one read of the change log: there is no index on the change number (it
 * would cost every write), so each read scans its list's part of the log (100 000 devices: 4–5 ms on PostgreSQL),
 * once for both kinds of change. The list is written in, not a parameter: PostgreSQL's plan kept for a named
 * statement then knows that the list is most of the log and scans it, where a parameter's plan went through the
 * primary key's index for twice the time.
 */
export async function changedIdsSince(db: Db, list: SyncedList, since: number): Promise<ChangedIds> {
  const { rows } = await sql<{ id: number; deleted: number }>`select row_id as id, case when deleted_at is null then 0 else 1 end as deleted
    from changes where list = ${sql.lit(SYNCED_LISTS[list])} and seq > ${since} order by row_id`.execute(db);
  const changed: number[] = [];
  const deleted: number[] = [];
  for (const row of rows) (row.deleted ? deleted : changed).push(Number(row.id));
  return { changed, deleted };
}

/**
 * Reads `read` on a connection shared with other requests (no transaction can be held open on it): the change
 * state is read before and after, and the answer carries the earlier one. When nothing changed in between the
 * cursor names exactly the state read; otherwise a write that landed during the read is after the cursor and will
 * be answered again by the next `changed_since`, never lost. Tries a few times for the exact case.
 */
export async function readWithState<T>(db: Db, read: (before: ChangeState) => Promise<T>): Promise<{ value: T; state: ChangeState }> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await readChangeState(db);
    const value = await read(before);
    if (attempt === 3 || sameState(before, await readChangeState(db))) return { value, state: before };
  }
}

/**
 * Runs `read` in one read transaction (a worker's own connection: nothing else runs on it meanwhile), so that the
 * state and whatever `read` reads come from the same snapshot.
 */
export async function inSnapshot<T>(db: Db, read: (state: ChangeState) => Promise<T>): Promise<T> {
  await beginSnapshotSql(db).execute(db);
  try {
    return await read(await readChangeState(db));
  } finally {
    await sql`commit`.execute(db);
  }
}

/**
 * Deletes tombstones older than the window (30 days) and remembers, per list, the highest number pruned: a cursor
 * below it may not have seen that deletion, and is answered 410.
 */
export async function pruneTombstones(writer: Db, at = Date.now()): Promise<number> {
  const before = new Date(at - CHANGE_TOMBSTONE_TTL_MS).toISOString();
  return writeTransaction(writer, async (trx) => {
    const prunedNow = sql<number>`coalesce((select max(seq) from changes as c
      where c.list = change_lists.list and c.deleted_at is not null and c.deleted_at < ${before}), 0)`;
    await sql`update change_lists set pruned_through = ${greaterOf(sql.ref('pruned_through'), prunedNow)}`.execute(trx);
    const { numAffectedRows } = await sql`delete from changes where deleted_at is not null and deleted_at < ${before}`.execute(trx);
    return Number(numAffectedRows ?? 0);
  });
}
