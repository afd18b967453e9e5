// A client refused a login that asks again at once (a script; a person reads the reason first) gets its next
// refusal a moment later, so that a flood from a few addresses costs a request a second per connection, not
// hundreds. A first refusal, or one after a pause, is answered at once.
import { describe, expect, it } from 'vitest';
import { LOGIN_REFUSAL_HOLD_MS, LOGIN_REPEAT_MS } from '../../src/contract/limits';
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
  it('answers a first refusal at once and holds one that came right back', async () => {
    const { clock, waits, hold } = holdAt();
    await hold.settle('script');
    expect(waits).toEqual([]);
    clock.now += 5;
    await hold.settle('script');
    expect(waits).toEqual([LOGIN_REFUSAL_HOLD_MS]);
    await hold.settle('someone-else');
    expect(waits).toEqual([LOGIN_REFUSAL_HOLD_MS]);
  });

  it('answers at once a client that came back after reading the reason', async () => {
    const { clock, waits, hold } = holdAt();
    await hold.settle('person');
    clock.now += LOGIN_REPEAT_MS;
    await hold.settle('person');
    clock.now += LOGIN_REPEAT_MS * 3;
    await hold.settle('person');
    expect(waits).toEqual([]);
  });
});
