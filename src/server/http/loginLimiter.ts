import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../contract/limits';

/** Counts failed logins per e-mail in a sliding window; past the limit every attempt is refused until it slides. */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

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

  recordFailure(email: string): void {
    const recent = this.recent(email);
    recent.push(this.clock());
    this.failures.set(email, recent);
    if (this.failures.size > 10_000) this.forgetExpired();
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
