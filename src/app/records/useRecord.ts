// The row a route names (…/edit/7, …/delete/7): from the loaded list when it is there, otherwise read from the
// server (or, for sections that cannot read one row, found in the list once it is loaded), so that the route
// works when opened directly by its URL.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiFailure, failureMessage } from '../api/errors';
import { t } from '../i18n/intl';
import { api } from '../services/api';
import type { Section } from './section';

export type RecordState<Row> =
  | { status: 'loading' }
  | { status: 'loaded'; row: Row }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

async function readRow<Row extends { id: number }, Input>(section: Section<Row, Input>, id: number): Promise<RecordState<Row>> {
  const { store } = section;
  const get = section.calls(api).get;
  try {
    if (get) {
      const row = await get(id);
      store.replace([row]);
      return { status: 'loaded', row };
    }
    await store.load({ force: true });
    if (store.state.status === 'error') return { status: 'failed', message: store.state.error ?? '' };
    const row = store.find(id);
    return row ? { status: 'loaded', row } : { status: 'notFound' };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return { status: 'notFound' };
    return { status: 'failed', message: failureMessage(error, t) };
  }
}

/**
 * The row as the list holds it, when that will do: a section with versions needs the row's version to edit it,
 * and a list's rows may carry none (events), so such a row is read from the server first.
 */
function usableRow<Row extends { id: number }, Input>(section: Section<Row, Input>, id: number): Row | undefined {
  const known = section.store.find(id);
  if (!known || !section.versionOf || section.versionOf(known) !== undefined || !section.calls(api).get) return known;
  return undefined;
}

/** The record, and `reload()`, which reads its latest version from the server (after a 412). */
export function useRecord<Row extends { id: number }, Input>(section: Section<Row, Input>, id: number | null): { record: RecordState<Row>; reload(): Promise<RecordState<Row>> } {
  const { store } = section;
  // re-rendered when the list changes, so that a row loaded meanwhile (or deleted) shows
  useSnapshot(store.state);
  const [fetched, setFetched] = useState<RecordState<Row> | null>(null);
  // a row can stop being usable while shown: a change from elsewhere replaces it with a list row without a version
  const usable = id !== null && usableRow(section, id) !== undefined;

  useEffect(() => {
    if (id === null || usable) return;
    let current = true;
    void readRow(section, id).then((state) => {
      if (current) setFetched(state);
    });
    return () => {
      current = false;
    };
    // read once per id, and again when the list's row lost its version; reload() reads again on request
  }, [id, usable]);

  const reload = useCallback(async () => {
    if (id === null) return { status: 'notFound' } as const;
    const state = await readRow(section, id);
    setFetched(state);
    return state;
  }, [id]);

  if (id === null) return { record: { status: 'notFound' }, reload };
  const known = usableRow(section, id);
  const record: RecordState<Row> = known ? { status: 'loaded', row: known } : (fetched ?? { status: 'loading' });
  return { record, reload };
}
