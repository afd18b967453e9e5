// Refused logins (429, 503) are answered a moment late. Brute-force tools keep a fixed number of attempts in flight
// and send the next as soon as one is answered, so a refusal answered at once makes them loop: hundreds of
// requests a second whose handling alone took the cores a known person's password check needed. Every refusal
// waits LOGIN_REFUSAL_DELAY_MS (a quarter second: a person is still told at once, and why), and a client that asks
// again right after a refusal, which no person reading the reason does, waits LOGIN_REFUSAL_HOLD_MS. Tools that
// do not wait for answers are not slowed by it; stopping them is a reverse proxy's work (SECURITY.md).
import type { Context, MiddlewareHandler } from 'hono';
import { LOGIN_REFUSAL_DELAY_MS, LOGIN_REFUSAL_HOLD_MS, LOGIN_REPEAT_MS } from '../../contract/limits';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RefusalHold {
  /** client → when its last refusal was answered; two generations, so that the maps never outgrow a few seconds */
  private recent = new Map<string, number>();
  private older = new Map<string, number>();
  private rotatedAt: number;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.rotatedAt = clock();
  }

  /** Resolves when the refusal of `client` may be answered: after the delay, or the hold when it came right back. */
  async settle(client: string): Promise<void> {
    const now = this.clock();
    if (now - this.rotatedAt >= LOGIN_REPEAT_MS) {
      this.older = this.recent;
      this.recent = new Map();
      this.rotatedAt = now;
    }
    const last = this.recent.get(client) ?? this.older.get(client);
    await this.wait(last !== undefined && now - last < LOGIN_REPEAT_MS ? LOGIN_REFUSAL_HOLD_MS : LOGIN_REFUSAL_DELAY_MS);
    this.recent.set(client, this.clock());
  }
}

/** Holds back the route's refusals (429, 503), longer for a client that came right back (`clientOf` names it). */
export function holdRepeatedRefusals(hold: RefusalHold, clientOf: (context: Context) => string): MiddlewareHandler {
  return async (context, next) => {
    await next();
    if (context.res.status === 429 || context.res.status === 503) await hold.settle(clientOf(context));
  };
}
