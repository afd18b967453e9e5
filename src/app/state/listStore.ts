// A whole list held in the client (devices, events, models, categories). The rows live behind valtio's `ref`:
// they are never proxied (100000 devices would cost seconds), and every change replaces the array, so a
// snapshot's `rows` identity tells React what changed.
import { proxy, ref } from 'valtio';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ListState<Row extends { id: number }> {
  status: LoadStatus;
  error: string | null;
  rows: readonly Row[];
  /** when the rows were last fetched (ms), 0 never */
  loadedAt: number;
}

export interface ListStore<Row extends { id: number }> {
  state: ListState<Row>;
  /**
   * Fetches the whole list unless it is already loaded; concurrent calls share one request. `force` reloads
   * (showing the loading state); `staleAfterMs` refetches in the background, rows still shown, when the rows are
   * older than that.
   */
  load(options?: { force?: boolean; staleAfterMs?: number }): Promise<void>;
  find(id: number): Row | undefined;
  /** puts new rows first, as the spec asks */
  prepend(row: Row): void;
  /** replaces rows by id with the server's versions, keeping order */
  replace(updated: readonly Row[]): void;
  remove(ids: Iterable<number>): void;
}

export function createListStore<Row extends { id: number }>(fetchAll: () => Promise<readonly Row[]>, describeError: (error: unknown) => string): ListStore<Row> {
  const state = proxy<ListState<Row>>({ status: 'idle', error: null, rows: ref([] as Row[]), loadedAt: 0 });
  let pending: Promise<void> | null = null;
  let byId: Map<number, Row> | null = null;
  /** counts local changes (a command's answer), so that a fetch that started before one cannot undo it */
  let changes = 0;

  const setRows = (rows: readonly Row[]) => {
    state.rows = ref(rows as Row[]);
    byId = null;
  };
  const change = (rows: readonly Row[]) => {
    changes += 1;
    setRows(rows);
  };

  const store: ListStore<Row> = {
    state,
    load({ force = false, staleAfterMs } = {}) {
      if (pending) return pending;
      const loaded = state.status === 'loaded';
      const stale = loaded && staleAfterMs !== undefined && Date.now() - state.loadedAt >= staleAfterMs;
      if (loaded && !force && !stale) return Promise.resolve();
      const inBackground = loaded && !force;
      if (!inBackground) state.status = 'loading';
      state.error = null;
      const changesBefore = changes;
      pending = fetchAll()
        .then((rows) => {
          if (changes !== changesBefore && state.status === 'loaded') {
            // the answer may predate a change made meanwhile: keep what is shown and fetch again
            setTimeout(() => void store.load({ staleAfterMs: 0 }), 0);
            return;
          }
          setRows(rows);
          state.status = 'loaded';
          state.loadedAt = Date.now();
        })
        .catch((error: unknown) => {
          // a failed background refresh keeps the rows on screen
          if (!inBackground) state.status = 'error';
          state.error = describeError(error);
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    find(id) {
      byId ??= new Map(state.rows.map((row) => [row.id, row]));
      return byId.get(id);
    },
    prepend(row) {
      change([row, ...state.rows.filter((existing) => existing.id !== row.id)]);
    },
    replace(updated) {
      if (updated.length === 0) return;
      const byUpdatedId = new Map(updated.map((row) => [row.id, row]));
      change(state.rows.map((row) => byUpdatedId.get(row.id) ?? row));
    },
    remove(ids) {
      const removed = new Set(ids);
      change(state.rows.filter((row) => !removed.has(row.id)));
    },
  };
  return store;
}
