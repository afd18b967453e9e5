// One live stream per browser and owner (API host and user), shared by the owner's tabs: a browser allows 6
// connections to a host, and a stream per tab (and per page kept in the back/forward cache) used them all up.
// The tab holding the Web Lock named after the owner reads the stream and relays `ready`, `changes` and `end` over a
// BroadcastChannel of the same name; the others never open one. When the leader goes (closed, navigated away,
// logged out, frozen) the lock passes at once to a waiting tab, whose own `ready` makes every tab catch up from its
// cursors. A page that is hidden for good or kept in the back/forward cache (pagehide, freeze) lets go of its
// stream, lock and channel; shown again (pageshow, resume) it joins again and catches up at once. Web Locks exist
// only in secure contexts: on plain http (a venue's LAN address) the lock is a lease agreed over BroadcastChannel
// (broadcastLock.ts). Only a browser without BroadcastChannel leaves each tab to read its own stream.
import type { ChangedBy } from '../../contract/changeStream';
import { broadcastLock, type LeaseMessage } from './broadcastLock';
import { pageSurroundings, type Surroundings } from './changeStream';

export interface StreamHandlers {
  /** connected (first time, again, or by a new leader), at the server's `cursor` (null: unknown): catch up */
  onReady(cursor: string | null): void;
  onChanges(lists: readonly string[], by: ChangedBy): void;
  /** the stream ended (token revoked or expired), or the leader's session ended: check this tab's session */
  onEnd(reason: string): void;
}

/** Opens this tab's own stream (startChangeStream); `surroundings` says when the link may be back. */
export type OpenStream = (handlers: StreamHandlers & { onRefused?(): void }, surroundings: Surroundings) => { stop(): void };

export type Relayed =
  | { kind: 'ready'; cursor: string | null }
  // `by` absent: relayed by a tab of an older build
  | { kind: 'changes'; lists: string[]; by?: ChangedBy }
  | { kind: 'end'; reason: string }
  | { kind: 'wake' };

export interface TabChannel {
  post(message: Relayed): void;
  close(): void;
}

/** The browser's primitives, injected so that the election and the relay can be tested without a browser. */
export interface TabPrimitives {
  /**
   * holds the lock `name` while the promise `held` returns runs, then settles; rejects when `signal` aborts before
   * it is granted. `held`'s signal aborts when the holder must let go: `signal` aborted, or (a lease) another tab
   * took the lock; the request settles when `held`'s promise does.
   */
  lock(name: string, signal: AbortSignal, held: (letGo: AbortSignal) => Promise<void>): Promise<unknown>;
  /** a channel to the other tabs of this origin listening on `name` (never to this one) */
  channel(name: string, onMessage: (message: Relayed) => void): TabChannel;
}

export interface PageLifecycle {
  /** the page goes away or into the back/forward cache (pagehide), or is frozen; returns the unsubscribe */
  onLeave(handler: () => void): () => void;
  /** the page comes back from the back/forward cache (pageshow, persisted), or is resumed */
  onReturn(handler: () => void): () => void;
}

export function browserPrimitives(): TabPrimitives | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  // Web Locks exist only in secure contexts (https, localhost): typed as always there, they are not
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return {
    lock: locks ? (name, signal, held) => locks.request(name, { signal }, () => held(signal)) : broadcastLock({ channel: openBroadcastChannel<LeaseMessage> }),
    channel: openBroadcastChannel<Relayed>,
  };
}

function openBroadcastChannel<Message>(name: string, onMessage: (message: Message) => void) {
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<Message>) => onMessage(event.data);
  return { post: (message: Message) => channel.postMessage(message), close: () => channel.close() };
}

export const pageLifecycle: PageLifecycle = {
  onLeave(handler) {
    window.addEventListener('pagehide', handler);
    document.addEventListener('freeze', handler);
    return () => {
      window.removeEventListener('pagehide', handler);
      document.removeEventListener('freeze', handler);
    };
  },
  onReturn(handler) {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) handler();
    };
    window.addEventListener('pageshow', onShow);
    document.addEventListener('resume', handler);
    return () => {
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('resume', handler);
    };
  },
};

export interface SharedStreamOptions extends StreamHandlers {
  /** whose stream: `host|user id` */
  owner: string;
  open: OpenStream;
  /** null: this browser has none (each tab its own stream); the browser's by default */
  primitives?: TabPrimitives | null;
  surroundings?: Surroundings;
  page?: PageLifecycle;
}

export interface SharedStream {
  /** stops for good; `sessionEnded`: the session ended in this tab, so a leader tells the others to check theirs */
  stop(sessionEnded?: boolean): void;
}

interface Membership {
  leave(sessionEnded: boolean): void;
}

export function shareChangeStream(options: SharedStreamOptions): SharedStream {
  const primitives = options.primitives === undefined ? browserPrimitives() : options.primitives;
  const surroundings = options.surroundings ?? pageSurroundings;
  const page = options.page ?? pageLifecycle;

  const join = (): Membership => {
    if (!primitives) {
      const stream = options.open({ onReady: options.onReady, onChanges: options.onChanges, onEnd: options.onEnd }, surroundings);
      return { leave: () => stream.stop() };
    }
    return joinTabs(primitives, `kitroom.changes|${options.owner}`, options, surroundings);
  };

  let membership: Membership | null = join();
  const stopLeaving = page.onLeave(() => {
    membership?.leave(false);
    membership = null;
  });
  const stopReturning = page.onReturn(() => {
    if (membership) return;
    membership = join();
    // what changed while the page was away is asked now, whoever leads
    options.onReady(null);
  });
  return {
    stop(sessionEnded = false) {
      stopLeaving();
      stopReturning();
      membership?.leave(sessionEnded);
      membership = null;
    },
  };
}

function joinTabs(primitives: TabPrimitives, name: string, options: SharedStreamOptions, surroundings: Surroundings): Membership {
  let leading = false;
  let told = false;
  const wakers = new Set<() => void>();

  const channel = primitives.channel(name, (message) => {
    if (message.kind === 'wake') {
      for (const wake of wakers) wake();
      return;
    }
    // a leader too hears what its predecessor said last (the lock may pass before the message arrives)
    if (message.kind === 'ready') options.onReady(message.cursor);
    else if (message.kind === 'changes') options.onChanges(message.lists, message.by ?? {});
    else options.onEnd(message.reason);
  });
  // a follower seeing the link back (online, shown) wakes the leader's stream out of its backoff
  const stopWaking = surroundings.onLinkMayBeBack(() => {
    if (!leading) channel.post({ kind: 'wake' });
  });
  const leaderSurroundings: Surroundings = {
    onLinkMayBeBack(handler) {
      const unlisten = surroundings.onLinkMayBeBack(handler);
      wakers.add(handler);
      return () => {
        unlisten();
        wakers.delete(handler);
      };
    },
  };

  const abandon = new AbortController();
  const lead = (letGo: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (letGo.aborted) return resolve();
      leading = true;
      const ownStream = options.open(
        {
          onReady: (cursor) => {
            options.onReady(cursor);
            channel.post({ kind: 'ready', cursor });
          },
          onChanges: (lists, by) => {
            options.onChanges(lists, by);
            channel.post({ kind: 'changes', lists: [...lists], by });
          },
          onEnd: (reason) => {
            told = true;
            options.onEnd(reason);
            channel.post({ kind: 'end', reason });
          },
          // this tab's session ends by the API client; the others may hold the same refused token
          onRefused: () => {
            told = true;
            channel.post({ kind: 'end', reason: 'refused' });
          },
        },
        leaderSurroundings,
      );
      letGo.addEventListener(
        'abort',
        () => {
          ownStream.stop();
          leading = false;
          resolve();
        },
        { once: true },
      );
    });
  // a lease taken by another tab (an insecure origin's lock) makes this tab a candidate again
  const campaign = async () => {
    while (!abandon.signal.aborted) await primitives.lock(name, abandon.signal, lead);
  };
  // abandoned while waiting (AbortError), or the lock manager went away with the page
  campaign().catch(() => undefined);

  return {
    leave(sessionEnded) {
      if (sessionEnded && leading && !told) channel.post({ kind: 'end', reason: 'ended' });
      // stops this tab's stream and gives up the lock, or its place in the queue
      abandon.abort();
      stopWaking();
      channel.close();
    },
  };
}
