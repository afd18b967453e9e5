// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerSearch, SEARCH_DEBOUNCE_MS, type ServerSearchState } from '../../src/app/palette/serverSearch';

interface Call { text: string; signal: AbortSignal; resolve(rows: string[]): void; reject(error: unknown): void }

/** A server that answers when told to, and ignores aborts: the worst case for ordering. */
function controlledServer() {
  const calls: Call[] = [];
  const search = vi.fn((text: string, signal: AbortSignal) => new Promise<string[]>((resolve, reject) => calls.push({ text, signal, resolve, reject })));
  const inFlight = () => calls.filter((call) => !call.signal.aborted).length;
  return { calls, search, inFlight };
}

describe('server search', () => {
  let states: ServerSearchState<string>[];
  const last = () => states[states.length - 1];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it(`waits ${SEARCH_DEBOUNCE_MS} ms of quiet before asking, and says it is searching meanwhile`, async () => {
    const server = controlledServer();
    const search = createServerSearch(server.search, (state) => states.push(state));
    search.update('a');
    search.update('an');
    search.update('ana');
    expect(last()?.status).toBe('searching');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(server.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.search).toHaveBeenCalledTimes(1);
    expect(server.calls[0]?.text).toBe('ana');
    server.calls[0]?.resolve(['Ana']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'done', text: 'ana', results: ['Ana'], error: null });
  });

  it('keeps one request in flight: typing again aborts the previous one', async () => {
    const server = controlledServer();
    const search = createServerSearch(server.search, (state) => states.push(state));
    search.update('an');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.update('ana');
    expect(server.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(server.calls).toHaveLength(2);
    expect(server.inFlight()).toBe(1);
  });

  it('drops an answer that arrives after a newer one', async () => {
    const server = controlledServer();
    const search = createServerSearch(server.search, (state) => states.push(state));
    search.update('an');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.update('ana');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const [older, newer] = server.calls;
    newer?.resolve(['Ana']);
    await vi.runAllTimersAsync();
    older?.resolve(['Ana', 'Anabela', 'Andreia']);
    older?.reject(new Error('late failure'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'done', text: 'ana', results: ['Ana'], error: null });
    expect(states.filter((state) => state.status === 'done')).toHaveLength(1);
  });

  it('reports a failure with its message, keeping the earlier results', async () => {
    const server = controlledServer();
    const search = createServerSearch(server.search, (state) => states.push(state));
    search.update('an');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    server.calls[0]?.resolve(['Ana']);
    await vi.runAllTimersAsync();
    search.update('ana');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    server.calls[1]?.reject(new Error('Server unreachable'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'error', text: 'ana', results: ['Ana'], error: 'Server unreachable' });
  });

  it('stops on an empty text: nothing asked, nothing in flight', async () => {
    const server = controlledServer();
    const search = createServerSearch(server.search, (state) => states.push(state));
    search.update('ana');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.update('');
    expect(server.inFlight()).toBe(0);
    expect(last()?.status).toBe('idle');
    server.calls[0]?.resolve(['Ana']);
    await vi.runAllTimersAsync();
    expect(last()?.status).toBe('idle');
  });
});
