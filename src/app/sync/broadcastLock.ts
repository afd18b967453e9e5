// An exclusive lock between the tabs of a browser without Web Locks (they exist only in secure contexts, and Kitroom
// is often served over plain http on a venue's LAN address): a lease agreed over a BroadcastChannel. The holder says
// `held` every second and answers at once any claim it hears (a message handler runs even where a background tab's
// timers are throttled). A candidate claims at once, and again when it has heard no holder for the lease (3 s: a
// crashed or frozen holder) or hears the holder release; it holds the lock when, a short wait after its claim, it
// has heard neither a holder nor a stronger claim: the one that asked first, as with Web Locks, and between two that
// asked at the same millisecond the greater random id. Two that both came to hold it (a holder busy past a claim's
// wait, a frozen one resumed) keep the one that has held it longest, so a loaded page's late claim does not move the
// stream: the other lets go at once. Unlike a Web Lock, a lease can be taken away: `held` hears it on its signal.

/** What the tabs say about one lock. */
export type LeaseMessage =
  /** `id`: the sender's request, a random id */
  | { lease: 'released'; id: string }
  /** `asked`: when the request was made (the tabs share the machine's clock); the earlier wins, then the greater id */
  | { lease: 'claim'; id: string; asked: number }
  /** `since`: when the holder took the lock (the tabs share the machine's clock) */
  | { lease: 'held'; id: string; since: number };

export interface LeaseChannel {
  post(message: LeaseMessage): void;
  close(): void;
}

/** A channel to the other tabs listening on `name` (never to this one); the lock `x` talks on `x|lease`. */
export type OpenLeaseChannel = (name: string, onMessage: (message: LeaseMessage) => void) => LeaseChannel;

export interface LeaseClock {
  now(): number;
  /** runs `run` after `ms`; answers how to cancel it */
  after(ms: number, run: () => void): () => void;
}

export interface LeaseTimings {
  /** how often the holder says it holds */
  heartbeatMs: number;
  /** a holder unheard this long is gone */
  leaseMs: number;
  /** a claim unanswered this long holds */
  claimMs: number;
}

export const LEASE_TIMINGS: LeaseTimings = { heartbeatMs: 1000, leaseMs: 3000, claimMs: 750 };

export interface BroadcastLockOptions {
  channel: OpenLeaseChannel;
  clock?: LeaseClock;
  timings?: LeaseTimings;
  /** a random id per request; random bytes by default (crypto.randomUUID is for secure contexts only) */
  newId?: () => string;
}

/**
 * Holds the lock `name` while the promise `held` returns runs, as `navigator.locks.request(name, { signal }, held)`
 * does. Rejects with an AbortError when `signal` aborts before it is granted. `held`'s signal aborts when the holder
 * must let go: `signal` aborted, or another tab took the lease; the lock is given up at once then, and the request
 * settles with `held`'s promise.
 */
export type BroadcastLock = (name: string, signal: AbortSignal, held: (letGo: AbortSignal) => Promise<void>) => Promise<unknown>;

export const realClock: LeaseClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export function randomLeaseId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(16).padStart(8, '0')).join('');
}

export function broadcastLock(options: BroadcastLockOptions): BroadcastLock {
  const clock = options.clock ?? realClock;
  const { heartbeatMs, leaseMs, claimMs } = options.timings ?? LEASE_TIMINGS;
  const newId = options.newId ?? randomLeaseId;

  return (name, signal, held) =>
    new Promise<unknown>((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const id = newId();
      const asked = clock.now();
      let state: 'waiting' | 'claiming' | 'holding' | 'gone' = 'waiting';
      /** the holder, or the stronger claimant, this request waits for, and when it was last heard */
      let waitingFor: string | null = null;
      let heardAt = -Infinity;
      let since = 0;
      let cancelTimer = () => {};
      const letGo = new AbortController();

      const schedule = (ms: number, run: () => void) => {
        cancelTimer();
        cancelTimer = clock.after(Math.max(0, ms), run);
      };
      const claim = () => {
        state = 'claiming';
        waitingFor = null;
        channel.post({ lease: 'claim', id, asked });
        schedule(claimMs, hold);
      };
      const waitFor = (other: string) => {
        state = 'waiting';
        waitingFor = other;
        heardAt = clock.now();
        const checkLease = () => {
          if (clock.now() - heardAt >= leaseMs) claim();
          else schedule(heardAt + leaseMs - clock.now(), checkLease);
        };
        schedule(leaseMs, checkLease);
      };
      const heartbeat = () => {
        channel.post({ lease: 'held', id, since });
        schedule(heartbeatMs, heartbeat);
      };
      const hold = () => {
        state = 'holding';
        since = clock.now();
        signal.removeEventListener('abort', onAbort);
        signal.addEventListener('abort', () => giveUp(true), { once: true });
        heartbeat();
        Promise.resolve()
          .then(() => held(letGo.signal))
          .then(
            (value) => {
              giveUp(true);
              resolve(value);
            },
            (error: unknown) => {
              giveUp(true);
              reject(error);
            },
          );
      };
      /** leaves the election for good; `announce`: tell the others the lease is free now */
      const giveUp = (announce: boolean) => {
        if (state === 'gone') return;
        state = 'gone';
        cancelTimer();
        if (announce) channel.post({ lease: 'released', id });
        channel.close();
        letGo.abort();
      };
      const onAbort = () => {
        // a claimant going away frees whoever deferred to its claim as well
        giveUp(state === 'claiming');
        reject(abortError());
      };

      // its own channel: the lock's name may be a channel for other messages too
      const channel = options.channel(`${name}|lease`, (message) => {
        if (message.id === id || state === 'gone') return;
        if (state === 'holding') {
          if (message.lease === 'claim') channel.post({ lease: 'held', id, since });
          else if (message.lease === 'held') {
            // two holders: the newer lets go, the older makes sure the newer heard it
            if (message.since < since || (message.since === since && message.id > id)) giveUp(false);
            else channel.post({ lease: 'held', id, since });
          }
          return;
        }
        if (message.lease === 'held') waitFor(message.id);
        else if (message.lease === 'claim') {
          if (message.asked < asked || (message.asked === asked && message.id > id)) waitFor(message.id);
          else if (state === 'claiming') channel.post({ lease: 'claim', id, asked });
        } else if (message.id === waitingFor) claim();
      });
      signal.addEventListener('abort', onAbort, { once: true });
      claim();
    });
}

function abortError(): Error {
  return new DOMException('The lock request was aborted.', 'AbortError');
}
