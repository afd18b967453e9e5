// A whole list held in the client (devices, events, models, categories). The rows live behind valtio's `ref`:
// they are never proxied (100000 devices would cost seconds), and every change replaces the array, so a
// snapshot's `rows` identity tells React what changed. With a server that names the state its rows were read in
// (a cursor), the list brings itself up to date by difference, and may start from a local copy (`restore`).
import { proxy, ref } from 'valtio';
import { applyChanges, type ListChanges } from './listChanges';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ListState<Row extends { id: number }> {
  status: LoadStatus;
  error: string | null;
  rows: readonly Row[];
  /** when the rows were last brought up to date with the server (ms), 0 never (a local copy not yet checked) */
  loadedAt: number;
}

/** A whole list as read, and the cursor of the state it was read in (null: the server gives none). */
export interface FetchedList<Row> {
  rows: readonly Row[];
  cursor: string | null;
}

/** Where a list comes from. Only `fetchAll` is needed; the rest is used when the server and the browser allow. */
export interface ListSource<Row extends { id: number }> {
  fetchAll(): Promise<readonly Row[] | FetchedList<Row>>;
  /** what changed since `cursor`, given the rows held now; null when the server cannot tell (fetch everything) */
  fetchChanges?(cursor: string, current: readonly Row[]): Promise<ListChanges<Row> | null>;
  /** the local copy of the list, read once before the first fetch; null when there is none */
  restore?(): Promise<(FetchedList<Row> & { cursor: string }) | null>;
}

/**
 * What a change did to the rows, for whoever keeps a copy (all: the rows were replaced wholesale); `remote`: the
 * server's changes since the cursor were applied (else a change made here).
 */
export type RowsChange<Row> =
  | { kind: 'all' }
  | { kind: 'some'; ids: readonly number[]; changedElsewhere: readonly Row[]; remote?: true };

export interface ListStore<Row extends { id: number }> {
  state: ListState<Row>;
  /**
   * Brings the list in unless it is already loaded; concurrent calls share one request. `force` brings it up to
   * date now (showing the loading state when that means fetching it whole); `staleAfterMs` brings it up to date in
   * the background, rows still shown, when it was last brought up to date longer ago than that. A list restored
   * from the local copy is brought up to date by the first call.
   */
  load(options?: { force?: boolean; staleAfterMs?: number }): Promise<void>;
  find(id: number): Row | undefined;
  /** puts new rows first, as the spec asks */
  prepend(row: Row): void;
  /** replaces rows by id with the server's versions, keeping order */
  replace(updated: readonly Row[]): void;
  remove(ids: Iterable<number>): void;
}

/** A list held whole by the client: it can also follow the server by difference and be kept locally. */
export interface WholeListStore<Row extends { id: number }> extends ListStore<Row> {
  /** brings a loaded list up to date in the background (after a remote change); one more round if one is running */
  refresh(): Promise<void>;
  /** whether a fetch is under way (a refresh asked now makes one more round after it) */
  busy(): boolean;
  /** the cursor the rows are known to be up to date with (null: none, or a server without cursors) */
  cursor(): string | null;
  /** called after every change of the rows or of the cursor; returns the unsubscribe */
  subscribe(listener: (change: RowsChange<Row>) => void): () => void;
  /** forgets everything (logout): rows, cursor, and whether the local copy was read */
  reset(): void;
}

type Fetcher<Row extends { id: number }> = ListSource<Row> | ListSource<Row>['fetchAll'];

export function createListStore<Row extends { id: number }>(from: Fetcher<Row>, describeError: (error: unknown) => string): WholeListStore<Row> {
  const source: ListSource<Row> = typeof from === 'function' ? { fetchAll: from } : from;
  const state = proxy<ListState<Row>>({ status: 'idle', error: null, rows: ref([] as Row[]), loadedAt: 0 });
  const listeners = new Set<(change: RowsChange<Row>) => void>();
  let pending: Promise<void> | null = null;
  let again = false;
  let byId: Map<number, Row> | null = null;
  let cursor: string | null = null;
  let restored = false;
  /** bumped by reset(), so that an answer to a question asked before it is dropped */
  let generation = 0;
  /** counts local changes (a command's answer), so that a fetch that started before one cannot undo it */
  let changes = 0;
  /** the local change count at which each row was last changed locally, since the running fetch started */
  const changedLocally = new Map<number, number>();

  const emit = (change: RowsChange<Row>) => {
    for (const listener of listeners) listener(change);
  };
  const setRows = (rows: readonly Row[]) => {
    state.rows = ref(rows as Row[]);
    byId = null;
  };
  const change = (rows: readonly Row[], ids: readonly number[]) => {
    changes += 1;
    for (const id of ids) changedLocally.set(id, changes);
    setRows(rows);
    emit({ kind: 'some', ids, changedElsewhere: [] });
  };
  const upToDate = () => {
    state.status = 'loaded';
    state.loadedAt = Date.now();
    state.error = null;
  };

  async function fetchWhole(inBackground: boolean, asked: number): Promise<void> {
    if (!inBackground) state.status = 'loading';
    const changesBefore = changes;
    const answer = await source.fetchAll();
    if (asked !== generation) return;
    if (changes !== changesBefore && state.status === 'loaded') {
      // the answer may predate a change made meanwhile: keep what is shown and bring it up to date again
      again = true;
      return;
    }
    const fetched = Array.isArray(answer) ? { rows: answer as readonly Row[], cursor: null } : (answer as FetchedList<Row>);
    setRows(fetched.rows);
    cursor = fetched.cursor;
    upToDate();
    emit({ kind: 'all' });
  }

  async function fetchChanges(since: string, asked: number): Promise<void> {
    const changesBefore = changes;
    const answer = await source.fetchChanges!(since, state.rows);
    if (asked !== generation || cursor !== since) return;
    if (answer === null) return fetchWhole(true, asked);
    // a row changed here while the question was out keeps its local state, and the cursor stays where it was so
    // that the next round brings the row's newer truth
    const keepLocal = changes === changesBefore ? null : (id: number) => (changedLocally.get(id) ?? 0) > changesBefore;
    const applied = applyChanges(state.rows, answer, keepLocal);
    if (applied.rows !== state.rows) setRows(applied.rows);
    if (applied.keptLocal) again = true;
    else cursor = answer.cursor;
    upToDate();
    emit({ kind: 'some', ids: applied.ids, changedElsewhere: applied.changedElsewhere, remote: true });
  }

  async function restoreCopy(asked: number): Promise<void> {
    restored = true;
    const changesBefore = changes;
    const copy = await source.restore!().catch(() => null);
    if (asked !== generation || !copy || changes !== changesBefore || state.status === 'loaded') return;
    setRows(copy.rows);
    cursor = copy.cursor;
    state.status = 'loaded';
    state.error = null;
    // shown at once, and brought up to date by the caller
    state.loadedAt = 0;
  }

  function run(work: (asked: number) => Promise<void>, inBackground: boolean): Promise<void> {
    const asked = generation;
    changedLocally.clear();
    pending = work(asked)
      .catch((error: unknown) => {
        if (asked !== generation) return;
        // a failed background refresh keeps the rows on screen
        if (!inBackground) state.status = 'error';
        state.error = describeError(error);
      })
      .finally(() => {
        if (asked !== generation) return;
        pending = null;
        if (again) {
          again = false;
          setTimeout(() => void store.refresh(), 0);
        }
      });
    return pending;
  }

  /** a diff when a cursor is held and the server gives them, else the whole list */
  const bringUpToDate = (inBackground: boolean) =>
    run((asked) => (cursor !== null && source.fetchChanges && state.status === 'loaded' ? fetchChanges(cursor, asked) : fetchWhole(inBackground, asked)), inBackground);

  const store: WholeListStore<Row> = {
    state,
    load({ force = false, staleAfterMs } = {}) {
      if (pending) return pending;
      if (!restored && source.restore && state.status !== 'loaded') {
        state.status = 'loading';
        return run(async (asked) => {
          await restoreCopy(asked);
          if (asked !== generation) return;
          if (state.status === 'loaded' && cursor !== null && source.fetchChanges) await fetchChanges(cursor, asked);
          else await fetchWhole(state.status === 'loaded', asked);
        }, false);
      }
      const loaded = state.status === 'loaded';
      const stale = loaded && (state.loadedAt === 0 || (staleAfterMs !== undefined && Date.now() - state.loadedAt >= staleAfterMs));
      if (loaded && !force && !stale) return Promise.resolve();
      state.error = null;
      // with a cursor, even a forced load is a difference: the rows stay on screen
      return bringUpToDate(loaded && (!force || (cursor !== null && source.fetchChanges !== undefined)));
    },
    refresh() {
      if (pending) {
        again = true;
        return pending;
      }
      if (state.status !== 'loaded') return Promise.resolve();
      return bringUpToDate(true);
    },
    busy: () => pending !== null,
    find(id) {
      byId ??= new Map(state.rows.map((row) => [row.id, row]));
      return byId.get(id);
    },
    prepend(row) {
      change([row, ...state.rows.filter((existing) => existing.id !== row.id)], [row.id]);
    },
    replace(updated) {
      if (updated.length === 0) return;
      const byUpdatedId = new Map(updated.map((row) => [row.id, row]));
      change(state.rows.map((row) => byUpdatedId.get(row.id) ?? row), [...byUpdatedId.keys()]);
    },
    remove(ids) {
      const removed = new Set(ids);
      change(state.rows.filter((row) => !removed.has(row.id)), [...removed]);
    },
    cursor: () => cursor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      generation += 1;
      pending = null;
      again = false;
      cursor = null;
      restored = false;
      changedLocally.clear();
      setRows([]);
      Object.assign(state, { status: 'idle', error: null, loadedAt: 0 });
      emit({ kind: 'all' });
    },
  };
  return store;
}
