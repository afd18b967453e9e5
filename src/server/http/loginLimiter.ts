import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../contract/limits';

/**
 * Counts failed logins per key (an e-mail, a client address) in a sliding window; past the limit every attempt is
 * refused until it slides. Keys whose failures have all slid out are swept when the map has doubled since the
 * last sweep, so a flood of distinct keys costs amortised constant time per failure.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private sweepAt = 10_000;

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  retryAfterSeconds(email: string): number {
    const recent = this.recent(email);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures] ?? this.clock();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock()) / 1000));
  }

  /** Failures of this key still in the window. */
  failuresOf(key: string): number {
    return this.recent(key).length;
  }

  recordFailure(email: string): void {
    const recent = this.recent(email);
    recent.push(this.clock());
    this.failures.set(email, recent);
    if (this.failures.size > this.sweepAt) {
      this.forgetExpired();
      this.sweepAt = Math.max(10_000, this.failures.size * 2);
    }
  }

  reset(email: string): void {
    this.failures.delete(email);
  }

  private recent(email: string): number[] {
    const since = this.clock() - this.windowMs;
    return (this.failures.get(email) ?? []).filter((at) => at > since);
  }

  private forgetExpired(): void {
    for (const email of this.failures.keys()) {
      if (this.recent(email).length === 0) this.failures.delete(email);
    }
  }
}
