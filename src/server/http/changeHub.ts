// The one watcher behind every open change stream (GET /api/v2/changes): while any stream is open it reads the
// change counters (db/changes.ts, one row per list, microseconds) and the newest history operation's id, in one
// statement, every WATCH_MS, and tells every stream which lists moved and who moved them (one more query, only when
// something moved and the history has new operations: db/historyPeople.ts); every TOKEN_CHECK_MS it checks every
// stream's token in one query, ending the streams whose token was revoked (logout, password change, access taken
// away), whose owner may no longer use the back office, or whose token expired; every PING_MS it sends a comment so
// that proxies keep the connection. Nothing runs while no stream is open.
// Told that something changed (`wake`, `tokensChanged`: this process's own writes on SQLite, every process's
// through LISTEN on PostgreSQL, db/postgres/changeWakeups.ts), it reads at once; a wake-up is never trusted alone:
// what it announces always comes from the counters, and the timed reads go on as the fallback.
import type { ChangedBy } from '../../contract/changeStream';
import { changedLists, cursorOf, parseCursor, type ChangeState, type SyncedList } from '../db/changes';
import type { Db } from '../db/database';
import { changedBy, mayHaveNewOperations, passedOver, readWatchedState, type HistoryReading, type HistorySeen } from '../db/historyPeople';
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
  /** how far the streams were told who changed what */
  private historySeen: HistorySeen | undefined;
  private timers: NodeJS.Timeout[] = [];
  private polling: Promise<void> | undefined;
  /** woken while a read was under way, which may have started before the change committed: read once more after */
  private pollAgain = false;
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

  /**
   * Adds a stream and sends it `ready` with the state the other streams were last told about (read now). `since`:
   * the cursor the client last heard (`Last-Event-ID`, from this process or another); when it is one of this
   * database's and lists moved after it, a `changes` naming them follows `ready` at once (nobody named: who made
   * them is not known from a cursor). Anything else in it is ignored.
   */
  async join(listener: ChangeListener, since?: string): Promise<void> {
    if (this.closed) {
      listener.end();
      return;
    }
    await this.poll();
    this.listeners.add(listener);
    const state = this.state!;
    const cursor = cursorOf(state);
    listener.ready(cursor);
    const missed = since === undefined ? [] : missedSince(since, state);
    if (missed.length > 0) listener.changed(cursor, missed, {});
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

  /** A change committed (a wake-up): read the counters now rather than at the next round. */
  wake(): void {
    if (this.listeners.size === 0) return;
    if (this.polling) this.pollAgain = true;
    else this.poll().catch(this.onError);
  }

  /** Wake-ups may have been missed (their connection was lost and is back): read and check everything now. */
  recheck(): void {
    this.wake();
    void this.tokensChanged();
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
        const { state: fresh, history } = await readWatchedState(this.db);
        const previous = this.state;
        const seen = this.historySeen;
        this.state = fresh;
        if (!previous || !seen) {
          this.historySeen = await this.firstSeen(history);
          return;
        }
        const lists = changedLists(previous, fresh);
        if (lists.length === 0 && previous.epoch === fresh.epoch) {
          this.historySeen = passedOver(seen, history);
          return;
        }
        const told = lists.length > 0 && mayHaveNewOperations(seen, history)
          ? await this.whoChanged(seen, history, lists)
          : { by: {}, seen: passedOver(seen, history) };
        this.historySeen = told.seen;
        const cursor = cursorOf(fresh);
        for (const listener of this.listeners) listener.changed(cursor, lists, told.by);
      } finally {
        this.polling = undefined;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        }
      }
    })();
    return this.polling;
  }

  /** Who made the changes; a failure to tell loses only the names, never the message. */
  private async whoChanged(seen: HistorySeen, now: HistoryReading, lists: SyncedList[]): Promise<{ by: ChangedBy; seen: HistorySeen }> {
    try {
      return await this.people(this.db, seen, now, lists);
    } catch (error) {
      this.onError(error);
      return { by: {}, seen: passedOver(seen, now) };
    }
  }

  /**
   * Where telling starts: at this reading. On PostgreSQL the operations already committed whose transactions are not
   * older than its horizon count as told (they happened before these streams).
   */
  private async firstSeen(now: HistoryReading): Promise<HistorySeen> {
    const start: HistorySeen = { reading: now, told: [] };
    return now.horizon === null ? start : (await this.whoChanged(start, now, [])).seen;
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

/** The lists that moved after a cursor the client names, or none when it is not a cursor of this database's state. */
function missedSince(since: string, state: ChangeState): SyncedList[] {
  const cursor = parseCursor(since.trim());
  if (!cursor || cursor.epoch !== state.epoch) return [];
  const lists = changedLists(cursor, state);
  // ahead of this state: another database's, or a client's error; a list pruned past it is named all the same (its
  // `changed_since` then answers 410 and the client reads it whole)
  return lists.some((list) => cursor.seqs[list] > state.seqs[list]) ? [] : lists;
}
