// The whole lists kept in step with the server for the session: each list's local copy (read before its first
// fetch, written as it changes), the live stream that makes the lists ask for their changes, and the marks on rows
// changed elsewhere, naming who changed them when the stream said (changeAuthors.ts). The session's end (logout, a
// 401) resets the lists and deletes every local copy.
import type { WholeListStore } from '../state/listStore';
import { markChangedElsewhere } from '../table/rowMarks';
import { createAuthorsLedger, type AuthorsLedger } from './changeAuthors';
import { startChangeStream } from './changeStream';
import { shareChangeStream, type SharedStream } from './sharedChangeStream';
import { openListCache, wipeListCaches, type CachedList, type ListCache } from './listCache';
import { persistList } from './persistList';
import { readStored, writeStored } from '../state/storage';

/** localStorage: whose copy IndexedDB holds, so that a first visit does not wait for IndexedDB to find nothing */
export const COPY_HINT_KEY = 'kitroom.lists.copy';

export interface SyncedList {
  /** the list's key in the local copy */
  name: string;
  // WholeListStore's methods take the row: any row type will do here (method parameters are bivariant)
  store: WholeListStore<{ id: number }>;
  /** the stream's names for it (events follow both `events` and `event-settings`) */
  streamNames: readonly string[];
}

export interface ListSyncOptions {
  /** the lists kept in step from the start; more join with `add` */
  lists?: readonly SyncedList[];
  /** whose copy: `host|user id`, or null when nobody is logged in */
  owner(): string | null;
  /** the session's user, whose own changes (in another tab) a mark says are theirs; null: nobody, or not known */
  userId?(): number | null;
  openStream(signal: AbortSignal): Promise<Response>;
  /** false: no local copy and no live stream (the baseline of the network bench) */
  enabled(): boolean;
  /** the stream ended because the token was revoked or expired (a logout in another tab): check the session */
  onSessionEnded?(): void;
}

export interface ListSync {
  /** keeps one more whole list in step (a section's store, as it is made) */
  add(list: SyncedList): void;
  /** the lists kept in step, in the order they were added */
  lists(): readonly SyncedList[];
  /** the list's local copy for the current owner, or null */
  restore<Row extends { id: number }>(name: string): Promise<CachedList<Row> | null>;
  /** follows the live stream for the session (one per browser, shared by its tabs); returns its stop */
  startLive(): () => void;
  /** the session ended: stop the stream, forget the lists, delete every local copy */
  end(): Promise<void>;
}

export function createListSync(options: ListSyncOptions): ListSync {
  let opened: { owner: string; cache: ListCache } | null = null;
  let live: SharedStream | null = null;

  const cache = (): ListCache | null => {
    const owner = options.owner();
    if (owner === null || !options.enabled()) return null;
    if (opened?.owner !== owner) opened = { owner, cache: openListCache(owner) };
    return opened.cache;
  };

  const lists: SyncedList[] = [];
  const persisters: ReturnType<typeof persistList>[] = [];
  // a reload or a closed tab does not lose what was waiting for a quiet moment; a page going into the
  // back/forward cache keeps it for later (a write running there would get the page evicted)
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', (event) => {
      if (!event.persisted) for (const persister of persisters) persister.flushNow();
    });
  }

  const ledgers = new Map<SyncedList['store'], AuthorsLedger>();
  const ledgerOf = (store: SyncedList['store']) => ledgers.get(store)!;

  const sync: ListSync = {
    add(list) {
      if (lists.some((known) => known.name === list.name)) throw new Error(`the list ${list.name} is already kept in step`);
      lists.push(list);
      persisters.push(persistList(list.store, list.name, cache, () => writeStored(COPY_HINT_KEY, options.owner())));
      const ledger = createAuthorsLedger();
      ledgers.set(list.store, ledger);
      list.store.subscribe((change) => {
        if (change.kind === 'all') return ledger.forget();
        if (!change.remote) return;
        const authors = ledger.applied(options.userId?.() ?? null);
        if (change.changedElsewhere.length) markChangedElsewhere(change.changedElsewhere, authors);
      });
    },
    lists: () => lists,
    async restore<Row extends { id: number }>(name: string) {
      const owner = options.owner();
      if (owner === null || readStored<string>(COPY_HINT_KEY) !== owner) return null;
      return (await cache()?.read<Row>(name)) ?? null;
    },
    startLive() {
      if (!options.enabled()) return () => undefined;
      live?.stop();
      const owner = options.owner();
      const stream = shareChangeStream({
        owner: owner ?? '',
        // nobody to share with yet: this tab's own stream
        ...(owner === null ? { primitives: null } : {}),
        open: (handlers, surroundings) => startChangeStream({ ...handlers, open: options.openStream, surroundings }),
        // a list already at the state the stream starts from (a new leader's stream, a reconnect) has nothing to ask
        onReady: (cursor) => {
          for (const { store } of lists) {
            if (cursor !== null && store.cursor() === cursor) continue;
            ledgerOf(store).unknown(store.busy());
            void store.refresh();
          }
        },
        onChanges: (names, by) => {
          for (const { store, streamNames } of lists) {
            const named = streamNames.filter((name) => names.includes(name));
            if (named.length === 0) continue;
            // a list not loaded asks nothing now: its first difference, later, is of changes nobody here was told of
            if (store.state.status === 'loaded' || store.busy()) ledgerOf(store).heard(named, by, store.busy());
            void store.refresh();
          }
        },
        onEnd: () => options.onSessionEnded?.(),
      });
      live = stream;
      return () => {
        stream.stop();
        if (live === stream) live = null;
      };
    },
    async end() {
      // the other tabs of this session are told by the stream's leader, if this tab was leading it
      live?.stop(true);
      live = null;
      for (const persister of persisters) persister.drop();
      for (const { store } of lists) store.reset();
      opened = null;
      writeStored(COPY_HINT_KEY, null);
      await wipeListCaches();
    },
  };
  for (const list of options.lists ?? []) sync.add(list);
  return sync;
}
