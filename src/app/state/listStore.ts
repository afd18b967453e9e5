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
  /** fetches the whole list unless it is already loaded (or `force`); concurrent calls share one request */
  load(options?: { force?: boolean }): Promise<void>;
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

  const setRows = (rows: readonly Row[]) => {
    state.rows = ref(rows as Row[]);
    byId = null;
  };

  return {
    state,
    load({ force = false } = {}) {
      if (pending) return pending;
      if (!force && state.status === 'loaded') return Promise.resolve();
      state.status = 'loading';
      state.error = null;
      pending = fetchAll()
        .then((rows) => {
          setRows(rows);
          state.status = 'loaded';
          state.loadedAt = Date.now();
        })
        .catch((error: unknown) => {
          state.status = 'error';
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
      setRows([row, ...state.rows.filter((existing) => existing.id !== row.id)]);
    },
    replace(updated) {
      if (updated.length === 0) return;
      const changes = new Map(updated.map((row) => [row.id, row]));
      setRows(state.rows.map((row) => changes.get(row.id) ?? row));
    },
    remove(ids) {
      const removed = new Set(ids);
      setRows(state.rows.filter((row) => !removed.has(row.id)));
    },
  };
}
