// One operation of the history for its page: the entry, then every change it made, a page of `history.changes` at a
// time (the rows grow while the rest comes), each change read once into the words its table shows.
import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { parseRecordRef, type HistoryChange, type HistoryEntry, type HistoryKind, type RecordRef } from '../../../contract/history';
import { ApiFailure, failureMessage } from '../../api/errors';
import { fieldLabel, formatValue, recordIsGone, recordLabel, recordPath } from '../../history/describeHistory';
import { api } from '../../services/api';

/** One change of the operation as its table shows it. */
export interface ChangeRow {
  /** its place in the operation's record order, from 1 */
  id: number;
  record: RecordRef;
  kind: HistoryKind | undefined;
  recordText: string;
  fieldText: string;
  before: string;
  after: string;
  /** where Enter opens the record; undefined for a record gone or without a screen */
  path: string | undefined;
}

/** How many more rows arrive before the table is given them, while the rest of a long operation comes. */
const SHOWN_EVERY = 5000;

export type OperationState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string }
  | {
    status: 'loaded';
    entry: HistoryEntry;
    rows: readonly ChangeRow[];
    /** the rest of the changes are still coming (the rows hold the first ones) */
    more: boolean;
    /** the changes stopped coming: why */
    error: string | null;
  };

function rowOf(change: HistoryChange, index: number, intl: IntlShape): ChangeRow {
  const created = change.field === null && change.before === null;
  const deleted = change.field === null && change.after === null;
  const whole = change.field === null;
  return {
    id: index + 1,
    record: change.record,
    kind: parseRecordRef(change.record)?.kind,
    // a record created or deleted is named as it was then
    recordText: whole ? formatValue(change, created ? 'after' : 'before', intl) : recordLabel(change.record, intl),
    fieldText: whole ? intl.formatMessage({ id: created ? 'historyPages.change.created' : 'historyPages.change.deleted' }) : fieldLabel(change, intl),
    // a whole record's values are its name, already in the record's column
    before: whole ? '' : formatValue(change, 'before', intl),
    after: whole ? '' : formatValue(change, 'after', intl),
    path: deleted || recordIsGone(change.record) ? undefined : recordPath(change.record),
  };
}

/** Loads entry `id` and every change it made; `attempt` changes to try again. */
export function useOperation(id: number | null, intl: IntlShape, attempt: number): OperationState {
  const describe = (error: unknown) => failureMessage(error, (messageId, values) => intl.formatMessage({ id: messageId }, values));
  const [state, setState] = useState<OperationState>({ status: 'loading' });
  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    void (async () => {
      let entry: HistoryEntry;
      try {
        entry = await api.history.entry(id, signal);
      } catch (error) {
        if (signal.aborted) return;
        setState(error instanceof ApiFailure && error.status === 404 ? { status: 'notFound' } : { status: 'failed', message: describe(error) });
        return;
      }
      let rows: ChangeRow[] = [];
      let shown = -1;
      let next: string | undefined;
      try {
        do {
          const page = await api.history.changes(id, next, signal);
          rows = [...rows, ...page.results.map((change, index) => rowOf(change, rows.length + index, intl))];
          next = page.next ?? undefined;
          // the table sorts and indexes each new rows array: a long operation's rows are shown a few thousand at a time
          const worthShowing = shown < 0 || next === undefined || rows.length - shown >= SHOWN_EVERY;
          if (!signal.aborted && worthShowing) {
            shown = rows.length;
            setState({ status: 'loaded', entry, rows, more: next !== undefined, error: null });
          }
        } while (next !== undefined && !signal.aborted);
      } catch (error) {
        if (!signal.aborted) setState({ status: 'loaded', entry, rows, more: false, error: describe(error) });
      }
    })();
    return () => controller.abort();
  }, [id, intl, attempt]);
  return state;
}
