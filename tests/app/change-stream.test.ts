// The live stream's reading: the SSE parser fed in arbitrary chunks, and the stream client (reconnect with backoff,
// catch-up on ready, stop on `end`) over answers made from strings.
import { describe, expect, it, vi } from 'vitest';
import { createSseParser, type ServerEvent } from '../../src/app/sync/sseParser';
import { startChangeStream, type Surroundings } from '../../src/app/sync/changeStream';

function parseAll(chunks: readonly string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

const STREAM = '\uFEFF: hello\r\nevent: ready\r\ndata: {"cursor":"c1"}\r\n\r\n: ping\n\nid: c2\nevent: changes\ndata: {"cursor":"c2",\ndata: "lists":["devices"]}\n\ndata:plain\r\r';

describe('the SSE parser', () => {
  const expected: ServerEvent[] = [
    { event: 'ready', data: '{"cursor":"c1"}', id: undefined },
    { event: 'changes', data: '{"cursor":"c2",\n"lists":["devices"]}', id: 'c2' },
    { event: 'message', data: 'plain', id: 'c2' },
  ];

  it('reads events, comments, multi-line data, ids and every line ending', () => {
    expect(parseAll([STREAM])).toEqual(expected);
  });

  it('gives the same events however the text is cut (a CRLF split between chunks included)', () => {
    for (let cut = 1; cut < STREAM.length; cut += 1) {
      expect(parseAll([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
    expect(parseAll([...STREAM])).toEqual(expected);
  });

  it('dispatches nothing for an event without data, nor for an event not yet ended by an empty line', () => {
    expect(parseAll(['event: changes\n\n', 'event: end\ndata: {}'])).toEqual([]);
  });
});

/** An answer whose body yields these chunks, then stays open (`hold`) or ends. */
function answer(chunks: readonly string[], { status = 200, hold = false } = {}, signal?: AbortSignal): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

const quiet: Surroundings = { onLinkMayBeBack: () => () => undefined };

describe('the change stream', () => {
  it('catches up on ready, passes on the lists that changed, reconnects when dropped, and stops for good on end', async () => {
    const opened: number[] = [];
    const calls: string[] = [];
    const open = vi.fn(async (signal: AbortSignal) => {
      opened.push(Date.now());
      if (opened.length === 1) return answer(['event: ready\ndata: {"cursor":"a"}\n\nevent: changes\ndata: {"cursor":"b","lists":["devices","models"]}\n\n'], {}, signal);
      if (opened.length === 2) throw new TypeError('Failed to fetch');
      return answer(['event: ready\ndata: {}\n\n', 'event: end\ndata: {"reason":"revoked"}\n\n', 'event: changes\ndata: {"lists":["events"]}\n\n'], { hold: true }, signal);
    });
    startChangeStream({
      open,
      onReady: (cursor) => calls.push(`ready ${cursor}`),
      onChanges: (lists) => calls.push(`changes ${lists.join(',')}`),
      onEnd: (reason) => calls.push(`end ${reason}`),
      initialDelayMs: 20,
      surroundings: quiet,
    });
    await expect.poll(() => calls).toEqual(['ready a', 'changes devices,models', 'ready null', 'end revoked']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(open).toHaveBeenCalledTimes(3);
    // the second failure in a row waits longer than the first
    expect(opened[2]! - opened[1]!).toBeGreaterThanOrEqual(10);
  });

  it('gives up on a 401, 403 or a server without the stream (404), says when the token was refused, and stops when asked', async () => {
    for (const status of [401, 403, 404]) {
      const open = vi.fn(async () => answer([], { status }));
      const onRefused = vi.fn();
      startChangeStream({ open, onReady: vi.fn(), onChanges: vi.fn(), onEnd: vi.fn(), onRefused, initialDelayMs: 5, surroundings: quiet });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(open, `status ${status}`).toHaveBeenCalledTimes(1);
      expect(onRefused, `status ${status}`).toHaveBeenCalledTimes(status === 404 ? 0 : 1);
    }
    const open = vi.fn(async (signal: AbortSignal) => answer([': ping\n\n'], { hold: true }, signal));
    const stream = startChangeStream({ open, onReady: vi.fn(), onChanges: vi.fn(), onEnd: vi.fn(), initialDelayMs: 5, surroundings: quiet });
    await expect.poll(() => open.mock.calls.length).toBe(1);
    const signal = open.mock.calls[0]![0];
    stream.stop();
    expect(signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once when the browser says the link may be back, and when a silent link is taken for dead', async () => {
    let linkBack: () => void = () => undefined;
    const open = vi.fn(async (signal: AbortSignal) => {
      if (open.mock.calls.length === 1) throw new TypeError('offline');
      return answer(['event: ready\ndata: {}\n\n'], { hold: true }, signal);
    });
    const onReady = vi.fn();
    startChangeStream({
      open, onReady, onChanges: vi.fn(), onEnd: vi.fn(), initialDelayMs: 60_000, silenceMs: 100,
      surroundings: { onLinkMayBeBack: (handler) => ((linkBack = handler), () => undefined) },
    });
    await expect.poll(() => open.mock.calls.length).toBe(1);
    linkBack();
    await expect.poll(() => onReady.mock.calls.length).toBe(1);
    // no ping within silenceMs: aborted and, after the backoff (cut short again), opened once more
    await new Promise((resolve) => setTimeout(resolve, 150));
    linkBack();
    await expect.poll(() => onReady.mock.calls.length).toBe(2);
  });
});
