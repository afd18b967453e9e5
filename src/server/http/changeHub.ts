// The one watcher behind every open change stream (GET /api/v2/changes): while any stream is open it reads the
// change counters (db/changes.ts, one row per list on the main thread's read-only connection, microseconds) and the
// newest history operation's id, in one statement, every WATCH_MS, and tells every stream which lists moved and who
// moved them (one more query, only when something moved and the history has new operations: db/historyPeople.ts);
// every TOKEN_CHECK_MS it checks every stream's token in
// one query, ending the streams whose token was revoked (logout, password change, access taken away), whose owner
// may no longer use the back office, or whose token expired (and at once when told that tokens changed); every PING_MS it sends a comment so that proxies keep the connection. Nothing
// runs while no stream is open.
import type { ChangedBy } from '../../contract/changeStream';
import { changedLists, cursorOf, type ChangeState, type SyncedList } from '../db/changes';
import type { Db } from '../db/database';
import { changedBy, readWatchedState } from '../db/historyPeople';
import { backOfficeTokenExpiries } from '../db/repos/tokens';

export type EndReason = 'revoked' | 'expired';

/** One open stream, as the hub sees it. */
export interface ChangeListener {
  tokenId: number;
  ready(cursor: string): void;
  /** `by`: who made the changes, per list (db/historyPeople.ts) */
  changed(cursor: string, lists: SyncedList[], by: ChangedBy): void;
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

/** Who made the changes between two history heads, per list (tests count the calls). */
export type PeopleReader = typeof changedBy;

export class ChangeHub {
  private readonly listeners = new Set<ChangeListener>();
  private state: ChangeState | undefined;
  /** the newest history operation the streams were told about */
  private historyHead = 0;
  private timers: NodeJS.Timeout[] = [];
  private polling: Promise<void> | undefined;
  private closed = false;
  private readonly timings: HubTimings;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    timings: Partial<HubTimings> = {},
    private readonly people: PeopleReader = changedBy,
  ) {
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

  /** Reads the counters once (concurrent callers share the read) and tells every stream what moved, and who moved it. */
  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const { state: fresh, historyHead } = await readWatchedState(this.db);
        const previous = this.state;
        const since = this.historyHead;
        this.state = fresh;
        this.historyHead = historyHead;
        if (!previous) return;
        const lists = changedLists(previous, fresh);
        if (lists.length === 0 && previous.epoch === fresh.epoch) return;
        const by = historyHead > since && lists.length > 0 ? await this.whoChanged(since, historyHead, lists) : {};
        const cursor = cursorOf(fresh);
        for (const listener of this.listeners) listener.changed(cursor, lists, by);
      } finally {
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  /** Who made the changes; a failure to tell loses only the names, never the message. */
  private async whoChanged(since: number, head: number, lists: SyncedList[]): Promise<ChangedBy> {
    try {
      return await this.people(this.db, since, head, lists);
    } catch (error) {
      this.onError(error);
      return {};
    }
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
