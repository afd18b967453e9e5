// The password queue on its own, on a clock of its own: one check at a time, by priority, bounded by waiting time
// (an attempt that could not start within the answer budget is refused at once, 503 with Retry-After), a better
// attempt pushing out the worst one waiting, and the per-client and total caps; and the known people's own lane.
import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_PRIORITY, SIGNED_IN_PRIORITY } from '../../src/server/http/loginPriority';
import { PasswordLanes } from '../../src/server/http/passwordLanes';
import { PasswordQueue, type PasswordQueueOptions } from '../../src/server/http/passwordQueue';

const TOO_MANY_AT_ONCE = 'Too many login attempts at once from your address; wait for the previous one to finish.';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A queue on a hand-moved clock whose checks take 400 ms by its estimate, with a 1 s answer budget. */
function queueAt(options: Omit<PasswordQueueOptions, 'now'> = {}) {
  const clock = { now: 0 };
  const queue = new PasswordQueue({ concurrency: 1, answerBudgetMs: 1000, firstEstimateMs: 400, now: () => clock.now, ...options });
  const order: string[] = [];
  const job = (name: string, until: Promise<void> = Promise.resolve()) => async () => {
    order.push(name);
    await until;
    return name;
  };
  return { clock, queue, order, job };
}

const busyWith = (seconds: number) =>
  expect.objectContaining({ status: 503, headers: { 'Retry-After': String(seconds) }, body: expect.objectContaining({ code: 'passwords_busy', params: { seconds } }) });

describe('PasswordQueue', () => {
  it('runs one at a time, the best priority first, and caps each client', async () => {
    const { queue, order, job } = queueAt({ firstEstimateMs: 100 });
    const running = gate();
    const first = queue.submit('flooder', job('flooder-1', running.opened), 5);
    const second = queue.submit('flooder', job('flooder-2'), 5);
    expect(() => queue.submit('flooder', job('flooder-3'), 5)).toThrow(expect.objectContaining({ status: 429, body: { detail: TOO_MANY_AT_ONCE, code: 'login_in_progress' } }));
    const quiet = queue.submit('quiet', job('quiet'), 0);
    running.open();
    await Promise.all([first, second, quiet]);
    expect(order).toEqual(['flooder-1', 'quiet', 'flooder-2']);
  });

  it('refuses at once an attempt that could not start within the answer budget', async () => {
    const { clock, queue, job } = queueAt();
    const running = gate();
    const first = queue.submit('a', job('a', running.opened));
    clock.now = 100;
    // starts when the running check ends (~300 ms from now): in time
    const second = queue.submit('b', job('b'));
    // would start behind both (~700 ms from now), past the 600 ms a check leaves of the budget
    expect(() => queue.submit('c', job('c'))).toThrow(busyWith(1));
    expect(queue.queued).toBe(1);
    running.open();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
  });

  it('lets a better attempt in ahead, refusing the waiting one it pushes past the budget', async () => {
    const { clock, queue, order, job } = queueAt();
    const running = gate();
    const first = queue.submit('a', job('a', running.opened));
    const stranger = queue.submit('stranger', job('stranger'));
    clock.now = 50;
    const owner = queue.submit('owner', job('owner'), -2);
    await expect(stranger).rejects.toEqual(busyWith(1));
    running.open();
    await Promise.all([first, owner]);
    expect(order).toEqual(['a', 'owner']);
  });

  it('takes an attempt on an idle queue, and lets the next wait for it, however slow checks are', async () => {
    const { clock, queue, job } = queueAt({ firstEstimateMs: 5000 });
    const running = gate();
    const first = queue.submit('a', job('a', running.opened));
    clock.now = 10;
    const next = queue.submit('b', job('b'), -2);
    expect(() => queue.submit('c', job('c'))).toThrow(busyWith(10));
    running.open();
    expect(await Promise.all([first, next])).toEqual(['a', 'b']);
    expect(await queue.submit('c', job('c'))).toBe('c');
  });

  it('plans with the measured duration of checks', async () => {
    const { clock, queue } = queueAt({ firstEstimateMs: 2000 });
    for (let index = 0; index < 10; index += 1) {
      await queue.submit('a', async () => {
        clock.now += 100;
      });
    }
    expect(queue.checkMs).toBeLessThan(200);
  });

  it('refuses past the total cap whatever the budget', () => {
    const { queue, job } = queueAt({ maxWaiting: 2, firstEstimateMs: 1 });
    const never = gate();
    void queue.submit('a', job('a', never.opened));
    void queue.submit('b', job('b'));
    void queue.submit('c', job('c'));
    expect(() => queue.submit('d', job('d'))).toThrow(expect.objectContaining({ status: 503 }));
  });
});

describe('PasswordLanes', () => {
  function lanes() {
    const known = queueAt();
    const strangers = queueAt({ yieldsTo: known.queue });
    return { lanes: new PasswordLanes(known.queue, strangers.queue), job: strangers.job, order: strangers.order };
  }

  it('starts a known person’s check at once while strangers fill their queue', async () => {
    const { lanes: both, job } = lanes();
    const flood = gate();
    const running = both.submit('stranger-1', job('stranger-1', flood.opened), 0);
    const waiting = both.submit('stranger-2', job('stranger-2'), 0);
    expect(() => both.submit('stranger-3', job('stranger-3'), 0)).toThrow(busyWith(1));
    const started: string[] = [];
    const owner = both.submit('owner', async () => void started.push('owner'), KNOWN_DEVICE_PRIORITY);
    const admin = both.submit('admin', async () => void started.push('admin'), SIGNED_IN_PRIORITY);
    await owner;
    await admin;
    expect(started).toEqual(['owner', 'admin']);
    flood.open();
    expect(await Promise.all([running, waiting])).toEqual(['stranger-1', 'stranger-2']);
  });

  it('starts no stranger’s check while a known person’s runs', async () => {
    const { lanes: both, job, order } = lanes();
    const known = gate();
    const owner = both.submit('owner', job('owner', known.opened), KNOWN_DEVICE_PRIORITY);
    const stranger = both.submit('stranger', job('stranger'), 0);
    await Promise.resolve();
    expect(order).toEqual(['owner']);
    known.open();
    await Promise.all([owner, stranger]);
    expect(order).toEqual(['owner', 'stranger']);
  });
});
