// Spaces and users live on the server: searched as the user types, debounced, one request in flight per kind.
// Typing again aborts the request and bumps a sequence number, so a late answer (one that ignored the abort)
// never replaces a newer one.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Space, User } from '../../contract/entities';
import type { Api } from '../api/api';
import { ApiFailure } from '../api/errors';

export type SearchFunction<Row> = (text: string, signal: AbortSignal) => Promise<readonly Row[]>;

/** The kinds searched on the server; injected, so that tests can answer them. */
export interface PaletteSearch {
  spaces: SearchFunction<Space>;
  users: SearchFunction<User>;
}

export function searchThroughApi(api: Api): PaletteSearch {
  return {
    spaces: async (text, signal) => (await api.spaces.list({ search: text }, signal)).results,
    users: async (text, signal) => (await api.users.list({ search: text }, signal)).results,
  };
}

export interface ServerSearchState<Row> {
  status: 'idle' | 'searching' | 'done' | 'error';
  /** the text the results answer */
  text: string;
  results: readonly Row[];
  error: string | null;
}

export const SEARCH_DEBOUNCE_MS = 150;

export const idleSearch = <Row,>(): ServerSearchState<Row> => ({ status: 'idle', text: '', results: [], error: null });

const describeError = (error: unknown) => (error instanceof ApiFailure || error instanceof Error ? error.message : String(error));

export interface ServerSearch {
  /** searches for `text` after the debounce; '' stops searching */
  update(text: string): void;
  /** drops the timer and the request in flight */
  cancel(): void;
  /** asks again, at once, for the text last asked for (after a failure: "Try again") */
  retry(): void;
}

/** `searchEmpty`: '' is searched too (an argument page's first choices) instead of meaning "stop searching". */
export function createServerSearch<Row>(search: SearchFunction<Row>, onChange: (state: ServerSearchState<Row>) => void, debounceMs = SEARCH_DEBOUNCE_MS, { searchEmpty = false } = {}): ServerSearch {
  let state = idleSearch<Row>();
  /** the text last asked for; null before the first ask and after cancel */
  let wanted: string | null = searchEmpty ? null : '';
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  const set = (next: ServerSearchState<Row>) => {
    state = next;
    onChange(next);
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
    sequence += 1;
  };

  function start(text: string) {
    timer = null;
    const mine = (sequence += 1);
    const controller = new AbortController();
    inFlight = controller;
    search(text, controller.signal).then(
      (results) => {
        if (mine !== sequence) return;
        inFlight = null;
        set({ status: 'done', text, results, error: null });
      },
      (error: unknown) => {
        if (mine !== sequence || controller.signal.aborted) return;
        inFlight = null;
        set({ ...state, status: 'error', text, error: describeError(error) });
      },
    );
  }

  return {
    update(text) {
      if (text === wanted) return;
      wanted = text;
      cancel();
      if (text === '' && !searchEmpty) {
        set(idleSearch<Row>());
        return;
      }
      // earlier results stay (the caller keeps those that still match) while the new search waits
      if (state.status !== 'searching') set({ ...state, status: 'searching', error: null });
      timer = setTimeout(() => start(text), debounceMs);
    },
    cancel() {
      cancel();
      wanted = searchEmpty ? null : '';
    },
    retry() {
      if (wanted === null || (wanted === '' && !searchEmpty)) return;
      cancel();
      set({ ...state, status: 'searching', error: null });
      start(wanted);
    },
  };
}

/** The search state of one kind for `text` ('' when it should not search). */
export function useServerSearch<Row>(search: SearchFunction<Row>, text: string, debounceMs = SEARCH_DEBOUNCE_MS): ServerSearchState<Row> {
  return useRetryableServerSearch(search, text, debounceMs).state;
}

/** `useServerSearch`, and a way to ask again for the same text (a failed look-up's "Try again"). */
export function useRetryableServerSearch<Row>(search: SearchFunction<Row>, text: string, debounceMs = SEARCH_DEBOUNCE_MS): { state: ServerSearchState<Row>; retry(): void } {
  const [state, setState] = useState(idleSearch<Row>);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  // a transition: "searching…" and the answers never hold up the keystroke that caused them
  const [engine] = useState(() => createServerSearch<Row>((query, signal) => searchRef.current(query, signal), (next) => startTransition(() => setState(next)), debounceMs));
  useEffect(() => engine.update(text), [engine, text]);
  useEffect(() => () => engine.cancel(), [engine]);
  return { state, retry: engine.retry };
}
