// The row a route names (/devices/categories/edit/7, …/delete/7), from its list, loading the list first when
// the route is opened directly by its URL (the API has no call that reads one category or model).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ListStore } from '../../state/listStore';

export type CatalogueRecord<Row> =
  | { status: 'loading' }
  | { status: 'loaded'; row: Row }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

export function useCatalogueRecord<Row extends { id: number }>(store: ListStore<Row>, id: number | null): CatalogueRecord<Row> {
  const state = useSnapshot(store.state);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (id === null) return { status: 'notFound' };
  // the snapshot's rows are the store's own array (kept behind `ref`), so find() answers for this render
  const row = state.rows.find((each) => each.id === id) as Row | undefined;
  if (row) return { status: 'loaded', row };
  if (state.status === 'loaded') return { status: 'notFound' };
  if (state.status === 'error') return { status: 'failed', message: state.error ?? '' };
  return { status: 'loading' };
}

/** The id in a route parameter, or null when it is not a positive integer. */
export function idFromParam(param: string | undefined): number | null {
  const id = param !== undefined && /^\d+$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
