// A record's history as the panel shows it: the newest page first, older pages as the person asks (scrolling, a
// key, the button), read again from the top after an undo. Only the latest question's answer is kept.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryEntry, RecordRef } from '../../contract/history';
import { failureMessage } from '../api/errors';
import { t } from '../i18n/intl';
import { api } from '../services/api';

export const HISTORY_PAGE_SIZE = 20;

export type RecordHistory =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; entries: readonly HistoryEntry[]; next: string | null; loadingMore: boolean; moreFailed: string | null };

export interface RecordHistoryControls {
  history: RecordHistory;
  /** the next (older) page, when there is one and none is being read */
  loadMore(): void;
  /** the first page again (after an undo: its entry on top) */
  reload(): Promise<void>;
}

export function useRecordHistory(record: RecordRef): RecordHistoryControls {
  const [history, setHistory] = useState<RecordHistory>({ status: 'loading' });
  // the first page asked again (after an undo) drops an older page being read; an older page never drops it
  const reading = useRef<AbortController | null>(null);
  const readingMore = useRef<AbortController | null>(null);
  const current = useRef(history);
  current.current = history;

  const reload = useCallback(async () => {
    reading.current?.abort();
    readingMore.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    try {
      const page = await api.history.list({ record, page_size: HISTORY_PAGE_SIZE }, controller.signal);
      if (controller.signal.aborted) return;
      setHistory({ status: 'loaded', entries: page.results, next: page.next, loadingMore: false, moreFailed: null });
    } catch (error) {
      if (controller.signal.aborted) return;
      setHistory({ status: 'failed', message: failureMessage(error, t) });
    } finally {
      if (reading.current === controller) reading.current = null;
    }
  }, [record]);

  const loadMore = useCallback(() => {
    const shown = current.current;
    if (shown.status !== 'loaded' || !shown.next || shown.loadingMore || reading.current) return;
    const controller = new AbortController();
    readingMore.current = controller;
    setHistory({ ...shown, loadingMore: true, moreFailed: null });
    api.history.follow(shown.next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        const known = new Set(shown.entries.map((entry) => entry.id));
        setHistory({ status: 'loaded', entries: [...shown.entries, ...page.results.filter((entry) => !known.has(entry.id))], next: page.next, loadingMore: false, moreFailed: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHistory({ ...shown, loadingMore: false, moreFailed: failureMessage(error, t) });
      },
    );
  }, []);

  useEffect(() => {
    setHistory({ status: 'loading' });
    void reload();
    return () => {
      reading.current?.abort();
      readingMore.current?.abort();
    };
  }, [reload]);

  return { history, loadMore, reload };
}
