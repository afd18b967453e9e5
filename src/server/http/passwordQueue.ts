// The password queue. A check costs about half a second of one core, so at most `concurrency` run at once (one on
// a two-core machine): logins can never fill libuv's thread pool nor the memory, and everything else keeps its
// share of the machine. The queue is bounded by waiting time, not only by length: an attempt is taken only if it
// can start within the answer budget given who is ahead of it and the measured duration of a check, and refused
// at once with 503 otherwise, so that nobody waits seconds behind a flood. Attempts go by priority (lower first,
// the route's: loginPriority.ts), the earliest among equals; a better one that arrives pushes out the worst
// waiting attempt that would no longer start in time, which is refused then. A client may hold two attempts, and
// 64 may wait in all. People the server already knows have a queue of their own (passwordLanes.ts).
import { availableParallelism } from 'node:os';
import { coded } from '../../contract/errorCodes';
import { LOGIN_ANSWER_BUDGET_MS } from '../../contract/limits';
import { detailError, type ApiError } from './errors';

export interface PasswordQueueOptions {
  /** checks at once; default: half the cores, at least one */
  concurrency?: number;
  /** attempts one client may have waiting or running */
  perClient?: number;
  /** attempts waiting in all */
  maxWaiting?: number;
  /** the longest an attempt should take, waiting and its own check included */
  answerBudgetMs?: number;
  /** how long a check is taken to last until one has been measured */
  firstEstimateMs?: number;
  /** a queue whose checks go first: none of this one's starts while one of that one's runs */
  yieldsTo?: PasswordQueue;
  now?: () => number;
}

interface Job {
  client: string;
  priority: number;
  enqueued: number;
  /** arrival order, for ties */
  serial: number;
  start: () => void;
  refuse: (error: ApiError) => void;
}

// How much each measured check moves the estimate: a few checks follow a machine that got slower.
const ESTIMATE_WEIGHT = 0.3;

const busy = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return detailError(503, coded('passwords_busy', { seconds }), { 'Retry-After': String(seconds) });
};

/** Runs password work (hash, verify) a few at a time, by priority, refusing at once what could not start in time. */
export class PasswordQueue {
  private readonly concurrency: number;
  private readonly perClient: number;
  private readonly maxWaiting: number;
  private readonly answerBudgetMs: number;
  private readonly now: () => number;
  private readonly yieldsTo: PasswordQueue | undefined;
  /** queues that yield to this one, told when a check of this one ends */
  private readonly yielding: PasswordQueue[] = [];
  /** in service order: priority, then arrival */
  private readonly waiting: Job[] = [];
  /** when each running check started, by serial */
  private readonly running = new Map<number, number>();
  /** attempts each client has waiting or running */
  private readonly attemptsOf = new Map<string, number>();
  private estimateMs: number;
  private serial = 0;

  constructor(options: PasswordQueueOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2));
    this.perClient = options.perClient ?? 2;
    this.maxWaiting = options.maxWaiting ?? 64;
    this.answerBudgetMs = options.answerBudgetMs ?? LOGIN_ANSWER_BUDGET_MS;
    this.estimateMs = options.firstEstimateMs ?? 500;
    this.now = options.now ?? (() => performance.now());
    this.yieldsTo = options.yieldsTo;
    this.yieldsTo?.yielding.push(this);
  }

  /** Attempts waiting now (for tests and the bench). */
  get queued(): number {
    return this.waiting.length;
  }

  /** The measured duration of one check, as the queue plans with it. */
  get checkMs(): number {
    return this.estimateMs;
  }

  /**
   * Queues `work` for `client` at `priority` (lower goes first). Throws at once a 429 for a client over its share,
   * and a 503 with Retry-After when the queue is full or the work could not start within the answer budget.
   */
  submit<T>(client: string, work: () => Promise<T>, priority = 0): Promise<T> {
    const attempts = this.attemptsOf.get(client) ?? 0;
    if (attempts >= this.perClient) throw detailError(429, coded('login_in_progress'), { 'Retry-After': '1' });
    const now = this.now();
    if (this.waiting.length >= this.maxWaiting) throw busy(this.startOf(Number.POSITIVE_INFINITY, now) - now);
    const start = this.startOf(priority, now);
    if (start > now + this.maxWaitMs()) throw busy(start - now);
    this.attemptsOf.set(client, attempts + 1);
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        client,
        priority,
        enqueued: now,
        serial: (this.serial += 1),
        refuse: reject,
        start: () => {
          this.running.set(job.serial, this.now());
          // the slot is freed before the caller hears, so that its next attempt finds it free
          Promise.resolve()
            .then(work)
            .then(
              (value) => {
                this.finish(job);
                resolve(value);
              },
              (error: unknown) => {
                this.finish(job);
                reject(error);
              },
            );
        },
      };
      const behind = this.waiting.findIndex((other) => other.priority > priority);
      this.waiting.splice(behind === -1 ? this.waiting.length : behind, 0, job);
      this.pump();
    });
  }

  // What the budget leaves after the check itself, but at least one check's time: on a machine where a check
  // takes half the budget or more, a login is not refused merely because another one is being checked.
  private maxWaitMs(): number {
    return Math.max(this.answerBudgetMs - this.estimateMs, this.estimateMs);
  }

  /** When each slot frees, by the estimate (now for a free one, or when the queue this one yields to is idle). */
  private slotsFreeAt(now: number): number[] {
    const earliest = Math.max(now, this.yieldsTo?.idleAt(now) ?? now);
    const slots = [...this.running.values()].map((started) => Math.max(earliest, started + this.estimateMs));
    while (slots.length < this.concurrency) slots.push(earliest);
    return slots;
  }

  /** When the running checks should all have ended, by the estimate. */
  private idleAt(now: number): number {
    return Math.max(now, ...[...this.running.values()].map((started) => started + this.estimateMs));
  }

  /** When an attempt of `priority` arriving now would start: after every waiting one of the same or better. */
  private startOf(priority: number, now: number): number {
    const slots = this.slotsFreeAt(now);
    for (const job of this.waiting) {
      if (job.priority > priority) break;
      takeEarliest(slots, this.estimateMs);
    }
    return Math.min(...slots);
  }

  private finish(job: Job): void {
    const started = this.running.get(job.serial);
    this.running.delete(job.serial);
    if (started !== undefined) this.estimateMs += ESTIMATE_WEIGHT * (this.now() - started - this.estimateMs);
    this.release(job.client);
    this.pump();
    for (const queue of this.yielding) queue.pump();
  }

  private release(client: string): void {
    const attempts = (this.attemptsOf.get(client) ?? 1) - 1;
    if (attempts > 0) this.attemptsOf.set(client, attempts);
    else this.attemptsOf.delete(client);
  }

  /**
   * Refuses every waiting attempt that could no longer start in time (a better one came in ahead of it, or checks
   * ran longer than planned), except one that could start now, then starts what the free slots allow.
   */
  private pump(): void {
    const now = this.now();
    const slots = this.slotsFreeAt(now);
    for (const job of [...this.waiting]) {
      const start = Math.min(...slots);
      if (start > now && start > job.enqueued + this.maxWaitMs()) {
        this.waiting.splice(this.waiting.indexOf(job), 1);
        this.release(job.client);
        job.refuse(busy(start - now));
        continue;
      }
      takeEarliest(slots, this.estimateMs);
    }
    while (this.running.size < this.concurrency && !this.yieldsTo?.running.size) {
      const next = this.waiting.shift();
      if (!next) return;
      next.start();
    }
  }
}

/** Gives the earliest free slot one more check of `durationMs`. */
function takeEarliest(slots: number[], durationMs: number): void {
  let earliest = 0;
  for (let index = 1; index < slots.length; index += 1) if (slots[index]! < slots[earliest]!) earliest = index;
  slots[earliest] = slots[earliest]! + durationMs;
}
