// One live stream per browser, shared by its tabs: the tab holding the owner's lock opens it and relays what it
// hears; the others never open one. Web Locks and BroadcastChannel are given here as small in-memory equivalents
// (one lock manager and one channel hub per "browser"), so the election and the relay are tested without one.
import { describe, expect, it } from 'vitest';
import type { Surroundings } from '../../src/app/sync/changeStream';
import { shareChangeStream, type PageLifecycle, type Relayed, type SharedStream, type StreamHandlers, type TabPrimitives } from '../../src/app/sync/sharedChangeStream';

/** Web Locks' exclusive request, in order of asking, with AbortSignal for a request not yet granted. */
function lockManager() {
  const queues = new Map<string, Array<{ grant: () => void; signal: AbortSignal }>>();
  const held = new Set<string>();
  const next = (name: string) => {
    if (held.has(name)) return;
    const waiting = queues.get(name)?.shift();
    if (waiting) waiting.grant();
  };
  return (name: string, signal: AbortSignal, work: (letGo: AbortSignal) => Promise<void>) =>
    new Promise<unknown>((resolve, reject) => {
      const entry = {
        signal,
        grant: () => {
          held.add(name);
          void work(signal).then(resolve, reject).finally(() => {
            held.delete(name);
            next(name);
          });
        },
      };
      signal.addEventListener('abort', () => {
        const queue = queues.get(name) ?? [];
        if (queue.includes(entry)) {
          queue.splice(queue.indexOf(entry), 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      queues.set(name, [...(queues.get(name) ?? []), entry]);
      queueMicrotask(() => next(name));
    });
}

/** BroadcastChannel: a message reaches every other open channel of that name, later (a task), never its sender. */
function channelHub() {
  const open = new Map<string, Set<{ deliver: (message: Relayed) => void }>>();
  return (name: string, onMessage: (message: Relayed) => void) => {
    const member = { deliver: onMessage };
    const members = open.get(name) ?? new Set();
    open.set(name, members.add(member));
    return {
      post(message: Relayed) {
        const copy = structuredClone(message);
        for (const other of members) if (other !== member) setTimeout(() => members.has(other) && other.deliver(copy), 0);
      },
      close: () => void members.delete(member),
    };
  };
}

function browser(): TabPrimitives {
  return { lock: lockManager(), channel: channelHub() };
}

/** A page's own events, fired by the test: pagehide/pageshow and the link coming back. */
function pageEvents() {
  const leave = new Set<() => void>();
  const back = new Set<() => void>();
  const link = new Set<() => void>();
  const on = (set: Set<() => void>) => (handler: () => void) => {
    set.add(handler);
    return () => void set.delete(handler);
  };
  const page: PageLifecycle = { onLeave: on(leave), onReturn: on(back) };
  const surroundings: Surroundings = { onLinkMayBeBack: on(link) };
  const fire = (set: Set<() => void>) => () => [...set].forEach((handler) => handler());
  return { page, surroundings, hide: fire(leave), show: fire(back), linkBack: fire(link) };
}

interface Opened {
  handlers: StreamHandlers & { onRefused?(): void };
  surroundings: Surroundings;
  stopped: boolean;
}

function tab(primitives: TabPrimitives | null, owner = 'http://api|1') {
  const heard: string[] = [];
  const streams: Opened[] = [];
  const events = pageEvents();
  const shared: SharedStream = shareChangeStream({
    owner,
    primitives,
    page: events.page,
    surroundings: events.surroundings,
    open(handlers, surroundings) {
      const opened: Opened = { handlers, surroundings, stopped: false };
      streams.push(opened);
      return { stop: () => void (opened.stopped = true) };
    },
    onReady: (cursor) => heard.push(`ready ${cursor}`),
    onChanges: (lists, by) => heard.push(`changes ${lists.join(',')}${Object.keys(by).length ? ` by ${JSON.stringify(by)}` : ''}`),
    onEnd: (reason) => heard.push(`end ${reason}`),
  });
  const live = () => streams.filter((stream) => !stream.stopped);
  return { heard, streams, live, shared, ...events };
}

const liveStreams = (tabs: ReadonlyArray<ReturnType<typeof tab>>) => tabs.flatMap((each) => each.live());
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the change stream shared by the tabs of a browser', () => {
  it('opens one stream for every tab of an owner, and relays ready, changes (with who made them) and end to the others', async () => {
    const primitives = browser();
    const tabs = [tab(primitives), tab(primitives), tab(primitives)];
    const stranger = tab(primitives, 'http://api|2');
    await settle();
    expect(liveStreams(tabs)).toHaveLength(1);
    expect(stranger.live()).toHaveLength(1);
    const [leader] = tabs[0]!.live();

    leader!.handlers.onReady('c1');
    leader!.handlers.onChanges(['devices', 'models'], { devices: [{ id: 7, name: 'Ana Silva' }] });
    leader!.handlers.onEnd('revoked');
    await settle();
    for (const each of tabs) expect(each.heard).toEqual(['ready c1', 'changes devices,models by {"devices":[{"id":7,"name":"Ana Silva"}]}', 'end revoked']);
    expect(stranger.heard).toEqual([]);
  });

  it('hands the stream over at once when the leader goes, and the new stream makes every tab catch up', async () => {
    const primitives = browser();
    const [first, second, third] = [tab(primitives), tab(primitives), tab(primitives)];
    await settle();
    first!.shared.stop();
    await settle();
    expect(first!.live()).toEqual([]);
    expect(liveStreams([second!, third!])).toHaveLength(1);
    const [leader] = second!.live();
    leader!.handlers.onReady('c2');
    await settle();
    expect(second!.heard).toEqual(['ready c2']);
    expect(third!.heard).toEqual(['ready c2']);
    expect(first!.heard).toEqual([]);
  });

  it('lets go of stream and lock on pagehide (back/forward cache), and joins again on pageshow, catching up at once', async () => {
    const primitives = browser();
    const [first, second] = [tab(primitives), tab(primitives)];
    await settle();
    first!.hide();
    await settle();
    expect(first!.live()).toEqual([]);
    expect(second!.live()).toHaveLength(1);

    // hidden, a follower is not a candidate either: the leader leaving elects nobody in the cache
    second!.hide();
    await settle();
    expect(liveStreams([first!, second!])).toEqual([]);

    first!.show();
    expect(first!.heard).toEqual(['ready null']);
    await settle();
    expect(first!.live()).toHaveLength(1);
    second!.show();
    await settle();
    expect(liveStreams([first!, second!])).toHaveLength(1);
  });

  it('wakes the leader out of its backoff when a follower sees the link back (online, shown)', async () => {
    const primitives = browser();
    const [leaderTab, follower] = [tab(primitives), tab(primitives)];
    await settle();
    const woken: string[] = [];
    leaderTab.live()[0]!.surroundings.onLinkMayBeBack(() => woken.push('wake'));
    follower.linkBack();
    await settle();
    expect(woken).toEqual(['wake']);
    leaderTab.linkBack();
    expect(woken).toEqual(['wake', 'wake']);
  });

  it('tells the others to check their session when the leader logs out or its token is refused', async () => {
    const primitives = browser();
    const [first, second, third] = [tab(primitives), tab(primitives), tab(primitives)];
    await settle();
    first!.shared.stop(true);
    await settle();
    expect(second!.heard).toEqual(['end ended']);
    expect(third!.heard).toEqual(['end ended']);

    const [leader] = second!.live();
    leader!.handlers.onRefused?.();
    await settle();
    expect(third!.heard).toEqual(['end ended', 'end refused']);
    expect(second!.heard).toEqual(['end ended']);
    // a follower's logout says nothing: the leader's stream hears the revocation from the server
    third!.shared.stop(true);
    await settle();
    expect(second!.heard).toEqual(['end ended']);
  });

  it('stops its stream when another tab takes the lock from it (a lease, on an insecure origin), and asks again', async () => {
    const asked: AbortController[] = [];
    const primitives: TabPrimitives = {
      lock(_name, signal, held) {
        const letGo = new AbortController();
        signal.addEventListener('abort', () => letGo.abort());
        asked.push(letGo);
        return held(letGo.signal);
      },
      channel: channelHub(),
    };
    const only = tab(primitives);
    await settle();
    expect(only.live()).toHaveLength(1);

    asked[0]!.abort();
    await settle();
    expect(only.streams[0]!.stopped).toBe(true);
    expect(asked).toHaveLength(2);
    expect(only.live()).toHaveLength(1);

    only.shared.stop();
    await settle();
    expect(only.live()).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('reads a stream in every tab where the browser has no BroadcastChannel', async () => {
    const tabs = [tab(null), tab(null)];
    await settle();
    expect(liveStreams(tabs)).toHaveLength(2);
    tabs[0]!.hide();
    expect(tabs[0]!.live()).toEqual([]);
    tabs[0]!.show();
    expect(tabs[0]!.live()).toHaveLength(1);
    expect(tabs[0]!.heard).toEqual(['ready null']);
  });
});
