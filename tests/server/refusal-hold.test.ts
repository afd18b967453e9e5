// Refused logins are answered a moment late (a quarter second), and a client that asks again at once after a
// refusal (a script; a person reads the reason first) a second late: a brute-force tool that sends its next
// attempt as soon as one is answered then sends a few a second per connection, not hundreds.
import { describe, expect, it } from 'vitest';
import { LOGIN_REFUSAL_DELAY_MS, LOGIN_REFUSAL_HOLD_MS, LOGIN_REPEAT_MS } from '../../src/contract/limits';
import { RefusalHold } from '../../src/server/http/refusalHold';

function holdAt() {
  const clock = { now: 0 };
  const waits: number[] = [];
  const hold = new RefusalHold(() => clock.now, async (ms) => {
    waits.push(ms);
    clock.now += ms;
  });
  return { clock, waits, hold };
}

describe('RefusalHold', () => {
  it('answers a first refusal after the short delay and holds one that came right back', async () => {
    const { clock, waits, hold } = holdAt();
    await hold.settle('script');
    clock.now += 5;
    await hold.settle('script');
    await hold.settle('someone-else');
    expect(waits).toEqual([LOGIN_REFUSAL_DELAY_MS, LOGIN_REFUSAL_HOLD_MS, LOGIN_REFUSAL_DELAY_MS]);
  });

  it('answers after the short delay a client that came back after reading the reason', async () => {
    const { clock, waits, hold } = holdAt();
    await hold.settle('person');
    clock.now += LOGIN_REPEAT_MS;
    await hold.settle('person');
    clock.now += LOGIN_REPEAT_MS * 3;
    await hold.settle('person');
    expect(waits).toEqual([LOGIN_REFUSAL_DELAY_MS, LOGIN_REFUSAL_DELAY_MS, LOGIN_REFUSAL_DELAY_MS]);
  });
});
