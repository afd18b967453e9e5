// Password hashing. scrypt at OWASP's cost (N = 2^17, r = 8: 128 MiB and about half a second of one core each) is
// meant to be slow, so it is rationed: a small queue runs at most `concurrency` hashes at once (one on a two-core
// machine), so that logins can never fill libuv's thread pool nor the memory, and everything else (static files,
// the API) keeps its share of the machine. The queue serves clients by priority (the server's: fewest recent failed
// logins, a recent successful one counting in favour), the longest waiting among equals, and holds at most two
// attempts per client and 64 in all; past that it answers at once.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { coded } from '../../contract/errorCodes';
import { detailError } from './errors';

const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here), above Node's 32 MiB default.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, both in base64url. Unqueued: for start-up; requests go through the PasswordQueue. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash that no password matches, for accounts that cannot log in. */
export const UNUSABLE_PASSWORD = '!';

interface StoredHash { salt: Buffer; expected: Buffer; cost: ScryptOptions }

/** The parts of a stored hash, or undefined for one that no password can match (unusable, damaged, or too costly). */
function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // no stored hash may make a check cost more than the server's own (nor be read as a number it is not)
  const bounded = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;
  if (!bounded(cost.N, COST.N) || !bounded(cost.r, COST.r) || !bounded(cost.p, COST.p) || (cost.N & (cost.N - 1)) !== 0) return undefined;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return undefined;
  return { salt: Buffer.from(salt, 'base64url'), expected, cost };
}

let dummy: StoredHash | undefined;
/** Something to check against at the full cost when there is no usable hash; it never matches. */
function dummyHash(): StoredHash {
  dummy ??= { salt: randomBytes(16), expected: randomBytes(KEY_LENGTH), cost: COST };
  return dummy;
}

/**
 * Whether `password` matches `stored`. Always does one full scrypt at the server's cost: an unusable or damaged
 * hash is checked against a dummy, so that accounts that cannot log in are not told apart by timing.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseStored(stored);
  const target = parsed ?? dummyHash();
  const key = await derive(password, target.salt, target.cost, KEY_LENGTH);
  return parsed !== undefined && timingSafeEqual(key, parsed.expected);
}

export interface PasswordQueueOptions {
  /** hashes at once; default: half the cores, at least one */
  concurrency?: number;
  /** attempts one client may have waiting or running */
  perClient?: number;
  /** attempts waiting in all */
  maxWaiting?: number;
  /** a client's priority: lower goes first (default: all equal, first come first served) */
  priorityOf?: (client: string) => number;
}

interface Job { run: () => Promise<void>; enqueued: number }
interface ClientLine { jobs: Job[]; running: number }


/** Runs password work (hash, verify) a few at a time, fairly between clients. */
export class PasswordQueue {
  private readonly concurrency: number;
  private readonly perClient: number;
  private readonly maxWaiting: number;
  private readonly priorityOf: (client: string) => number;
  private readonly lines = new Map<string, ClientLine>();
  private running = 0;
  private waiting = 0;

  constructor(options: PasswordQueueOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2));
    this.perClient = options.perClient ?? 2;
    this.maxWaiting = options.maxWaiting ?? 64;
    this.priorityOf = options.priorityOf ?? (() => 0);
  }

  /** Attempts waiting now (for tests and the bench). */
  get queued(): number {
    return this.waiting;
  }

  hash(client: string, password: string): Promise<string> {
    return this.submit(client, () => hashPassword(password));
  }

  verify(client: string, password: string, stored: string | undefined): Promise<boolean> {
    return this.submit(client, () => verifyPassword(password, stored));
  }

  /** Queues `work` for `client`; a client over its share is a 429, a full queue a 503, both at once. */
  submit<T>(client: string, work: () => Promise<T>): Promise<T> {
    const line = this.lines.get(client) ?? { jobs: [], running: 0 };
    if (line.jobs.length + line.running >= this.perClient) throw detailError(429, coded('login_in_progress'), { 'Retry-After': '1' });
    if (this.waiting >= this.maxWaiting) throw detailError(503, coded('passwords_busy'), { 'Retry-After': '2' });
    this.lines.set(client, line);
    return new Promise<T>((resolve, reject) => {
      line.jobs.push({
        enqueued: performance.now(),
        run: async () => {
          try {
            resolve(await work());
          } catch (error) {
            reject(error);
          } finally {
            line.running -= 1;
            this.running -= 1;
            if (line.jobs.length === 0 && line.running === 0) this.lines.delete(client);
            this.pump();
          }
        },
      });
      this.waiting += 1;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting > 0) {
      const next = this.pick();
      if (!next) return;
      const [line, job] = next;
      this.waiting -= 1;
      this.running += 1;
      line.running += 1;
      void job.run();
    }
  }

  /** The first waiting attempt of the client with the best (lowest) priority; among equals, the longest waiting. */
  private pick(): [ClientLine, Job] | undefined {
    let best: [ClientLine, Job, number] | undefined;
    for (const [client, line] of this.lines) {
      const job = line.jobs[0];
      if (!job) continue;
      const priority = this.priorityOf(client);
      if (!best || priority < best[2] || (priority === best[2] && job.enqueued < best[1].enqueued)) best = [line, job, priority];
    }
    if (!best) return undefined;
    best[0].jobs.shift();
    return [best[0], best[1]];
  }
}
