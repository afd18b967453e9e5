// Login throttles (SECURITY.md): failed logins per account (its e-mail key), per client address and per device
// ticket, each in a sliding window; past its limit every attempt is refused until the oldest failures slide out.
// Counted in the database (loginAttempts.ts), not in a process's memory: behind a load balancer a client gets no
// more attempts by landing on several processes, and a restart forgets nothing.
import { LOGIN_CLIENT_MAX_FAILURES, LOGIN_DEVICE_MAX_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../contract/limits';
import type { Db } from '../db/database';
import {
  attemptId, forgetAttempts, pruneAttempts, readAttempts, recordAttempts, type AttemptKey, type AttemptScope, type AttemptTimes,
} from './loginAttempts';

/** Failures allowed in the window: per account, per client address, per device ticket. */
export interface LoginLimits { email: number; client: number; device: number }

const DEFAULT_LIMITS: LoginLimits = { email: LOGIN_MAX_FAILURES, client: LOGIN_CLIENT_MAX_FAILURES, device: LOGIN_DEVICE_MAX_FAILURES };

/** Who an attempt is: the account's e-mail key, the client's address, and the nonce of a device ticket that vouches. */
export interface LoginKeys { email: string; client: string; device?: string | undefined }

/**
 * Seconds until an attempt is allowed again given these failure times (ms), or 0 when one is: once `max` of them
 * are in the window, until the oldest of the newest `max` leaves it.
 */
export function retryAfterSeconds(times: readonly number[], max: number, windowMs: number, now: number): number {
  const recent = times.filter((at) => at > now - windowMs).sort((a, b) => b - a);
  if (recent.length < max) return 0;
  const oldestCounted = recent[max - 1] ?? now;
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now) / 1000));
}

/** The attempts of one login's keys, read once before its password is checked. */
export class LoginCounts {
  constructor(
    private readonly keys: LoginKeys,
    private readonly times: AttemptTimes,
    private readonly limits: LoginLimits,
    private readonly windowMs: number,
    private readonly now: number,
  ) {}

  /** Seconds before this account, client address or device ticket may try again; 0 when it may now. */
  retryAfterSeconds(scope: keyof LoginLimits): number {
    const key = this.keys[scope];
    if (key === undefined) return 0;
    return retryAfterSeconds(this.timesOf(scope, key), this.limits[scope], this.windowMs, this.now);
  }

  /** Whether the device ticket presented vouches still: it has not failed too often. */
  get deviceTrusted(): boolean {
    return this.keys.device !== undefined && this.retryAfterSeconds('device') === 0;
  }

  /** Recent failures of the account. */
  get accountFailures(): number {
    return this.recentOf('email', this.keys.email);
  }

  /** Recent failures of the client address. */
  get clientFailures(): number {
    return this.recentOf('client', this.keys.client);
  }

  /** Whether the client address logged in successfully in the window. */
  get clientSucceeded(): boolean {
    return this.recentOf('success', this.keys.client) > 0;
  }

  private timesOf(scope: AttemptScope, key: string): number[] {
    return this.times.get(attemptId({ scope, key })) ?? [];
  }

  private recentOf(scope: AttemptScope, key: string): number {
    return this.timesOf(scope, key).filter((at) => at > this.now - this.windowMs).length;
  }
}

export class LoginLimiter {
  private readonly limits: LoginLimits;

  constructor(
    /** reads: the request thread's connection */
    private readonly db: Db,
    /** writes: the server's writer */
    private readonly writer: Db,
    limits: Partial<LoginLimits> = {},
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The recent attempts of these keys, in one read. */
  async read(keys: LoginKeys): Promise<LoginCounts> {
    const times = await readAttempts(this.db, attemptKeys(keys, ['email', 'client', 'success', 'device']));
    return new LoginCounts(keys, times, this.limits, this.windowMs, this.clock());
  }

  /** A failed login: one more failure for its account, its client address and the device ticket it showed. */
  async recordFailure(keys: LoginKeys): Promise<void> {
    await this.record(this.writer, attemptKeys(keys, ['email', 'client', 'device']));
  }

  /**
   * A successful login, in the transaction that issues its token: the client address counts it (a recent success
   * puts it first in the password queue); `liftAccount` forgets the account's failures (not when a device ticket
   * got its owner past a lock: strangers who caused it stay locked out).
   */
  async recordSuccess(trx: Db, keys: LoginKeys, liftAccount: boolean): Promise<void> {
    if (liftAccount) await forgetAttempts(trx, [{ scope: 'email', key: keys.email }]);
    await this.record(trx, [{ scope: 'success', key: keys.client }]);
  }

  /** Forgets the keys whose attempts have all left the window; answers how many. */
  prune(): Promise<number> {
    return pruneAttempts(this.writer, this.clock() - this.windowMs);
  }

  private record(db: Db, keys: readonly AttemptKey[]): Promise<void> {
    const at = this.clock();
    // enough times for the largest limit; a success needs only one, a smaller limit only its newest
    const kept = Math.max(this.limits.email, this.limits.client, this.limits.device);
    return recordAttempts(db, keys, at, at - this.windowMs, kept);
  }
}

function attemptKeys(keys: LoginKeys, scopes: readonly AttemptScope[]): AttemptKey[] {
  const keyOf: Record<AttemptScope, string | undefined> = { email: keys.email, client: keys.client, success: keys.client, device: keys.device };
  return scopes.flatMap((scope) => {
    const key = keyOf[scope];
    return key === undefined ? [] : [{ scope, key }];
  });
}
