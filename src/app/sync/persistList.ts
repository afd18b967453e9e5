// Keeps a list's local copy up to date off the typing path: changes are gathered (which ids, or all) and written
// once the list has been quiet for a moment and the browser is idle; only the buckets of changed rows are rewritten.
// A whole list (a first visit, a whole fetch) is written at the first idle moment instead, so that a reload or a
// new tab a second later already finds it; and whatever waits is written at once when the page is hidden or left.
import type { WholeListStore } from '../state/listStore';
import type { ListCache } from './listCache';

const QUIET_MS = 1000;
const IDLE_TIMEOUT_MS = 5000;
/** a whole list waits for an idle moment, but not for long: the next page load should find it */
const WHOLE_IDLE_TIMEOUT_MS = 300;

export interface Persister {
  /** forgets what was waiting to be written (logout) */
  drop(): void;
  /** writes what is waiting now (the page is hidden or left) */
  flushNow(): void;
  stop(): void;
}

function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

export function persistList<Row extends { id: number }>(store: WholeListStore<Row>, list: string, cache: () => ListCache | null, written: () => void = () => undefined): Persister {
  let dirty: Set<number> | 'all' | null = null;
  let cancel: (() => void) | null = null;
  let writing: Promise<void> | null = null;

  const flush = () => {
    cancel = null;
    if (writing) return schedule();
    const target = cache();
    const cursor = store.cursor();
    const changed = dirty;
    dirty = null;
    // a list without a cursor cannot be caught up later: it is not kept
    if (!target || cursor === null || changed === null || store.state.status !== 'loaded') return;
    writing = target
      .write(list, store.state.rows, cursor, changed)
      .then((saved) => {
        if (saved) written();
      })
      .finally(() => {
        writing = null;
      });
  };

  function schedule() {
    cancel?.();
    // the later changes (the catch-up right after a whole fetch) ride along with the whole write
    if (dirty === 'all') {
      cancel = whenIdle(flush, WHOLE_IDLE_TIMEOUT_MS);
      return;
    }
    const timer = setTimeout(() => {
      cancel = whenIdle(flush, IDLE_TIMEOUT_MS);
    }, QUIET_MS);
    cancel = () => clearTimeout(timer);
  }

  const unsubscribe = store.subscribe((change) => {
    if (change.kind === 'all') dirty = 'all';
    else if (dirty !== 'all') {
      dirty ??= new Set();
      for (const id of change.ids) dirty.add(id);
    }
    schedule();
  });

  const drop = () => {
    cancel?.();
    cancel = null;
    dirty = null;
  };
  return {
    drop,
    flushNow() {
      if (dirty === null || writing) return;
      cancel?.();
      flush();
    },
    stop() {
      unsubscribe();
      drop();
    },
  };
}
