// The lock of the tabs of a browser without Web Locks (an insecure origin): a lease agreed over BroadcastChannel.
// The channel and the clock are given here as small in-memory equivalents: a message reaches every other open
// channel of its name a millisecond later, and time passes only when the test says.
import { describe, expect, it } from 'vitest';
import { broadcastLock, LEASE_TIMINGS, type LeaseClock, type LeaseMessage, type OpenLeaseChannel } from '../../src/app/sync/broadcastLock';

const { heartbeatMs, leaseMs, claimMs } = LEASE_TIMINGS;
const LATENCY_MS = 1;

function manualClock() {
  let now = 0;
  const timers = new Set<{ at: number; run: () => void }>();
  const clock: LeaseClock = {
    now: () => now,
    after(ms, run) {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => void timers.delete(timer);
    },
  };
  /** lets `ms` pass, running the timers due in order, and what each one's promises do */
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [due] = [...timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at);
      if (!due) break;
      timers.delete(due);
      now = due.at;
      due.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    now = end;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { clock, advance, now: () => now };
}

/** BroadcastChannel between tabs; a tab can be `stalled` (a frozen or crashed page: it neither hears nor is heard). */
function channelHub(clock: LeaseClock) {
  const members = new Set<{ tab: string; deliver: (message: LeaseMessage) => void }>();
  const stalled = new Set<string>();
  const held: Array<() => void> = [];
  const names = new Set<string>();
  const forTab =
    (tab: string): OpenLeaseChannel =>
    (name, onMessage) => {
      names.add(name);
      const member = { tab, deliver: onMessage };
      members.add(member);
      return {
        post(message) {
          for (const other of members) {
            if (other === member) continue;
            const deliver = () => members.has(other) && other.deliver({ ...message });
            if (stalled.has(tab) || stalled.has(other.tab)) held.push(deliver);
            else clock.after(LATENCY_MS, deliver);
          }
        },
        close: () => void members.delete(member),
      };
    };
  return {
    forTab,
    names,
    stall: (tab: string) => stalled.add(tab),
    /** the stalled tab runs again: what it said and was told meanwhile arrives now */
    resume(tab: string) {
      stalled.delete(tab);
      for (const deliver of held.splice(0)) clock.after(LATENCY_MS, deliver);
    },
  };
}

function browser() {
  const time = manualClock();
  const hub = channelHub(time.clock);
  /** a tab asking for the lock, with its request's id */
  const request = (id: string) => {
    const abandon = new AbortController();
    const state = { holding: false, letGoTimes: 0, outcome: 'pending' as string, finish: () => {} };
    const lock = broadcastLock({ channel: hub.forTab(id), clock: time.clock, newId: () => id });
    lock('kitroom.changes|host|1', abandon.signal, (letGo) => {
      state.holding = true;
      return new Promise<void>((resolve) => {
        const finish = () => {
          state.holding = false;
          resolve();
        };
        state.finish = finish;
        letGo.addEventListener('abort', () => {
          state.letGoTimes += 1;
          finish();
        });
      });
    }).then(
      () => void (state.outcome = 'settled'),
      (error: Error) => void (state.outcome = error.name),
    );
    return { id, state, abort: () => abandon.abort() };
  };
  return { ...time, hub, request };
}

type Request = ReturnType<ReturnType<typeof browser>['request']>;
const holders = (requests: Request[]) => requests.filter((request) => request.state.holding).map((request) => request.id);

describe('the lock of the tabs over BroadcastChannel (no Web Locks)', () => {
  it('elects one holder among tabs that ask at the same moment, the greatest id, and keeps it while it says it holds', async () => {
    const tabs = browser();
    const requests = ['b', 'd', 'a', 'c'].map(tabs.request);
    await tabs.advance(claimMs - LATENCY_MS * 2);
    expect(holders(requests)).toEqual([]);
    await tabs.advance(LATENCY_MS * 4);
    expect(holders(requests)).toEqual(['d']);
    // never on the lock's own name: the tabs relay the stream's messages there
    expect([...tabs.hub.names]).toEqual(['kitroom.changes|host|1|lease']);

    for (let second = 0; second < 30; second += 1) {
      await tabs.advance(1000);
      expect(holders(requests)).toEqual(['d']);
    }
  });

  it('grants it to the tab that asked first when tabs claim together (as Web Locks do), whatever their ids', async () => {
    const tabs = browser();
    const first = tabs.request('a');
    await tabs.advance(claimMs / 2);
    const later = tabs.request('z');
    await tabs.advance(claimMs * 2);
    expect(holders([first, later])).toEqual(['a']);
  });

  it('lets a tab that asks later wait while the holder lives, however strong its id', async () => {
    const tabs = browser();
    const first = tabs.request('a');
    await tabs.advance(claimMs + LATENCY_MS);
    expect(holders([first])).toEqual(['a']);
    const later = tabs.request('z');
    await tabs.advance(leaseMs * 5);
    expect(holders([first, later])).toEqual(['a']);
  });

  it('passes the lock at once to a waiting tab when the holder lets go, and rejects no one', async () => {
    const tabs = browser();
    const [holder, waiting] = [tabs.request('b'), tabs.request('a')];
    await tabs.advance(claimMs + LATENCY_MS * 2);
    expect(holders([holder, waiting])).toEqual(['b']);

    holder.state.finish();
    await tabs.advance(0);
    expect(holder.state.outcome).toBe('settled');
    const released = tabs.now();
    while (!waiting.state.holding) await tabs.advance(1);
    // a claim's wait, not a lease's expiry
    expect(tabs.now() - released).toBeLessThanOrEqual(claimMs + LATENCY_MS * 2);
  });

  it('replaces a holder that went unheard (crashed, frozen) once its lease expires, not before', async () => {
    const tabs = browser();
    const [holder, waiting] = [tabs.request('b'), tabs.request('a')];
    await tabs.advance(claimMs + LATENCY_MS * 2);
    expect(holders([holder, waiting])).toEqual(['b']);

    tabs.hub.stall('b');
    const silent = tabs.now();
    await tabs.advance(leaseMs - heartbeatMs);
    expect(waiting.state.holding).toBe(false);
    while (!waiting.state.holding) await tabs.advance(10);
    expect(tabs.now() - silent).toBeLessThanOrEqual(leaseMs + heartbeatMs + claimMs + LATENCY_MS * 4);
  });

  it('settles two holders (a holder stalled past a claim) on the one that held it first: the other lets go at once', async () => {
    const tabs = browser();
    // the stalled one has the weaker id: time held decides, not the id
    const first = tabs.request('a');
    await tabs.advance(claimMs + LATENCY_MS * 2);
    expect(holders([first])).toEqual(['a']);

    tabs.hub.stall('a');
    const newer = tabs.request('z');
    while (!newer.state.holding) await tabs.advance(10);
    expect(holders([first, newer])).toEqual(['a', 'z']);

    tabs.hub.resume('a');
    await tabs.advance(LATENCY_MS * 4);
    expect(holders([first, newer])).toEqual(['a']);
    expect(newer.state.letGoTimes).toBe(1);
    expect(newer.state.outcome).toBe('settled');
    expect(first.state.letGoTimes).toBe(0);
  });

  it('aborts the held work and frees the lock when the request is abandoned (pagehide), and rejects a waiting one', async () => {
    const tabs = browser();
    const [holder, waiting, gone] = [tabs.request('c'), tabs.request('b'), tabs.request('a')];
    await tabs.advance(claimMs + LATENCY_MS * 2);
    expect(holders([holder, waiting, gone])).toEqual(['c']);

    gone.abort();
    await tabs.advance(0);
    expect(gone.state.outcome).toBe('AbortError');

    holder.abort();
    await tabs.advance(0);
    expect(holder.state.letGoTimes).toBe(1);
    expect(holder.state.outcome).toBe('settled');
    await tabs.advance(claimMs + LATENCY_MS * 2);
    expect(holders([holder, waiting, gone])).toEqual(['b']);
  });

  it('frees the tabs that deferred to a stronger claim when that claimant goes before holding', async () => {
    const tabs = browser();
    const [strong, weak] = [tabs.request('z'), tabs.request('a')];
    await tabs.advance(LATENCY_MS * 2);
    strong.abort();
    await tabs.advance(claimMs + LATENCY_MS * 4);
    expect(holders([strong, weak])).toEqual(['a']);
  });
});
