// A client whose login was refused (429, 503) and that asks again at once is a script, not a person reading the
// reason: its next refusal is held back a moment. A flood from a few addresses then sends about one attempt a
// second per connection instead of hundreds, and costs the server that much less. A person is always answered at
// once the first time, and comes back later than LOGIN_REPEAT_MS after reading why. Addresses that rotate escape
// it, as they escape every per-address measure (SECURITY.md, "Known limits").
import type { Context, MiddlewareHandler } from 'hono';
import { LOGIN_REFUSAL_HOLD_MS, LOGIN_REPEAT_MS } from '../../contract/limits';
import type { AppEnv } from './env';

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

  /** Resolves when the refusal of `client` may be answered: at once, or after a hold when it came right back. */
  async settle(client: string): Promise<void> {
    const now = this.clock();
    if (now - this.rotatedAt >= LOGIN_REPEAT_MS) {
      this.older = this.recent;
      this.recent = new Map();
      this.rotatedAt = now;
    }
    const last = this.recent.get(client) ?? this.older.get(client);
    if (last !== undefined && now - last < LOGIN_REPEAT_MS) await this.wait(LOGIN_REFUSAL_HOLD_MS);
    this.recent.set(client, this.clock());
  }
}

/** Holds back the route's refusals (429, 503) of a client that came right back after one (`clientOf` names it). */
export function holdRepeatedRefusals(hold: RefusalHold, clientOf: (context: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    await next();
    if (context.res.status === 429 || context.res.status === 503) await hold.settle(clientOf(context));
  };
}
