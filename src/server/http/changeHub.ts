// The one watcher behind every open change stream (GET /api/v2/changes): while any stream is open it reads the
// change counters (db/changes.ts, one row per list on the main thread's read-only connection, microseconds)
// every WATCH_MS and tells every stream which lists moved; every TOKEN_CHECK_MS it checks every stream's token in
// one query, ending the streams whose token was revoked (logout, password change, access taken away), whose owner
// may no longer use the back office, or whose token expired (and at once when told that tokens changed); every PING_MS it sends a comment so that proxies keep the connection. Nothing
// runs while no stream is open.
import { changedLists, cursorOf, readChangeState, type ChangeState, type SyncedList } from '../db/changes';
import type { Db } from '../db/database';
import { backOfficeTokenExpiries } from '../db/repos/tokens';

export type EndReason = 'revoked' | 'expired';

/** One open stream, as the hub sees it. */
export interface ChangeListener {
  tokenId: number;
  ready(cursor: string): void;
  changed(cursor: string, lists: SyncedList[]): void;
  ping(): void;
  /** ends the stream: with a reason, after telling the client; without, silently (the server is stopping) */
  end(reason?: EndReason): void;
}

export interface HubTimings {
  watchMs: number;
  tokenCheckMs: number;
  pingMs: number;
}

const DEFAULT_TIMINGS: HubTimings = { watchMs: 100, tokenCheckMs: 1000, pingMs: 15_000 };

export class ChangeHub {
  private readonly listeners = new Set<ChangeListener>();
  private state: ChangeState | undefined;
  private timers: NodeJS.Timeout[] = [];
  private polling: Promise<void> | undefined;
  private closed = false;
  private readonly timings: HubTimings;

  constructor(private readonly db: Db, private readonly onError: (error: unknown) => void, timings: Partial<HubTimings> = {}) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  get size(): number {
    return this.listeners.size;
  }

  /** Adds a stream and sends it `ready` with the state the other streams were last told about (read now). */
  async join(listener: ChangeListener): Promise<void> {
    if (this.closed) {
      listener.end();
      return;
    }
    await this.poll();
    this.listeners.add(listener);
    listener.ready(cursorOf(this.state!));
    if (this.timers.length === 0) this.start();
  }

  leave(listener: ChangeListener): void {
    this.listeners.delete(listener);
    if (this.listeners.size === 0) this.stop();
  }

  /**
   * Checks every stream's token now rather than at the next round: a write that revoked tokens or took access away
   * calls it once committed, so the streams it ends end at once, not up to a second later.
   */
  tokensChanged(): Promise<void> {
    return this.checkTokens().catch(this.onError);
  }

  /** Ends every stream without a reason (the client reconnects to the next server) and stops watching. */
  close(): void {
    this.closed = true;
    this.stop();
    for (const listener of [...this.listeners]) listener.end();
    this.listeners.clear();
  }

  private start(): void {
    const every = (ms: number, work: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        Promise.resolve().then(work).catch(this.onError);
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.watchMs, () => this.poll());
    every(this.timings.tokenCheckMs, () => this.checkTokens());
    every(this.timings.pingMs, () => this.listeners.forEach((listener) => listener.ping()));
  }

  private stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.state = this.listeners.size ? this.state : undefined;
  }

  /** Reads the counters once (concurrent callers share the read) and tells every stream what moved. */
  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const fresh = await readChangeState(this.db);
        const previous = this.state;
        this.state = fresh;
        if (!previous) return;
        const lists = changedLists(previous, fresh);
        if (lists.length === 0 && previous.epoch === fresh.epoch) return;
        const cursor = cursorOf(fresh);
        for (const listener of this.listeners) listener.changed(cursor, lists);
      } finally {
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  private async checkTokens(): Promise<void> {
    if (this.listeners.size === 0) return;
    const now = new Date().toISOString();
    const expiries = await backOfficeTokenExpiries(this.db, [...new Set([...this.listeners].map((listener) => listener.tokenId))]);
    for (const listener of [...this.listeners]) {
      const expiresAt = expiries.get(listener.tokenId);
      const reason: EndReason | undefined = expiresAt === undefined ? 'revoked' : expiresAt <= now ? 'expired' : undefined;
      if (!reason) continue;
      this.leave(listener);
      listener.end(reason);
    }
  }
}
