// The team's latest history entries, kept live for Home's card: asked on mount, again when the lists the live stream
// keeps in step change (a change anywhere in the team reaches them) and when the window gets the focus back; a burst
// of those is one request, after a short quiet, and a newer request aborts the one it replaces.
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../contract/history';
import { ApiFailure } from '../api/errors';
import { api } from '../services/api';
import { categories, devices, events, models } from '../services/lists';

/** The quiet after a change (or a focus) before the entries are asked again. */
export const LATEST_CHANGES_QUIET_MS = 400;

export type LatestChanges =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `failed`: a later ask failed; the entries are the last ones known */
  | { status: 'loaded'; entries: readonly HistoryEntry[]; failed: string | null };

const describe = (error: unknown) => (error instanceof ApiFailure || error instanceof Error ? error.message : String(error));

/** The lists the live stream keeps in step: what the team changes in them shows there first. */
const FOLLOWED = [devices, models, categories, events] as const;

export function useLatestChanges(limit: number): LatestChanges & { retry(): void } {
  const [state, setState] = useState<LatestChanges>({ status: 'loading' });
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = () => {
      timer = null;
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      api.history.list({ page_size: limit }, mine.signal).then(
        (page) => !mine.signal.aborted && setState({ status: 'loaded', entries: page.results, failed: null }),
        (error: unknown) => {
          if (mine.signal.aborted) return;
          setState((before) => (before.status === 'loaded' ? { ...before, failed: describe(error) } : { status: 'failed', message: describe(error) }));
        },
      );
    };
    const soon = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(ask, LATEST_CHANGES_QUIET_MS);
    };
    ask();
    const stops = FOLLOWED.map((store) => store.subscribe(soon));
    window.addEventListener('focus', soon);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('focus', soon);
      if (timer !== null) clearTimeout(timer);
      controller?.abort();
    };
  }, [limit, retries]);
  return { ...state, retry: () => setRetries((count) => count + 1) };
}
