// The live changes stream (GET /api/v2/changes, text/event-stream) read with fetch and a stream reader, so that the
// token travels in the header, never in a URL. It tells which lists changed, and who changed them (a server without
// `by` names nobody); the lists then ask for their changes since their cursors. A dropped stream reconnects with backoff (at once when the browser comes back online or the
// tab becomes visible) and, once `ready` again, the lists catch up. It ends for good on `end` (token revoked or
// expired), on a 401/403, when the server has no stream (404), or when stopped (logout).
import type { ChangedBy } from '../../contract/changeStream';
import { createSseParser, type ServerEvent } from './sseParser';
import { readChanges } from './streamMessages';

export interface ChangeStreamOptions {
  open(signal: AbortSignal): Promise<Response>;
  /** connected (first time or again), with the server's cursor (null if unreadable): catch up from the cursors held */
  onReady(cursor: string | null): void;
  /** `by`: who changed them, per list ({} when the server does not say) */
  onChanges(lists: readonly string[], by: ChangedBy): void;
  onEnd(reason: string): void;
  /** the server refused the token (401, 403): the API client ends this tab's session; others sharing it may check */
  onRefused?(): void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** no byte for this long (the server pings every 15 s): the link is dead, reconnect */
  silenceMs?: number;
  /** where the browser says it is back online or visible again (the page's window and document by default) */
  surroundings?: Surroundings;
}

export interface Surroundings {
  /** calls `handler` when the link may be back (online, tab shown); returns the unsubscribe */
  onLinkMayBeBack(handler: () => void): () => void;
}

/** the page's window and document: online, and the tab becoming visible */
export const pageSurroundings: Surroundings = {
  onLinkMayBeBack(handler) {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') handler();
    };
    window.addEventListener('online', handler);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', handler);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

export interface ChangeStream {
  stop(): void;
}

const GIVE_UP = new Set([401, 403, 404, 405, 501]);

function readCursor(data: string): string | null {
  try {
    const cursor = (JSON.parse(data) as { cursor?: unknown } | null)?.cursor;
    return typeof cursor === 'string' ? cursor : null;
  } catch {
    return null;
  }
}

function readReason(data: string): string {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' ? reason : 'ended';
  } catch {
    return 'ended';
  }
}

export function startChangeStream(options: ChangeStreamOptions): ChangeStream {
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const silenceMs = options.silenceMs ?? 45_000;
  let stopped = false;
  let failures = 0;
  let connection: AbortController | null = null;
  let wake: (() => void) | null = null;

  const wakeUp = () => wake?.();
  const unlisten = (options.surroundings ?? pageSurroundings).onLinkMayBeBack(wakeUp);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  /** one connection: 'again' when it should be opened again, 'done' when never */
  async function connect(signal: AbortSignal, abort: () => void): Promise<'again' | 'done'> {
    const response = await options.open(signal);
    if (response.status === 401 || response.status === 403) options.onRefused?.();
    if (GIVE_UP.has(response.status)) return 'done';
    if (!response.ok || !response.body) return 'again';
    let ended = false;
    const parser = createSseParser((event: ServerEvent) => {
      if (stopped || ended) return;
      if (event.event === 'ready') {
        failures = 0;
        options.onReady(readCursor(event.data));
      } else if (event.event === 'changes') {
        const { lists, by } = readChanges(event.data);
        options.onChanges(lists, by);
      } else if (event.event === 'end') {
        ended = true;
        options.onEnd(readReason(event.data));
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let silence = setTimeout(abort, silenceMs);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        clearTimeout(silence);
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        if (ended || stopped) {
          void reader.cancel().catch(() => undefined);
          return 'done';
        }
        silence = setTimeout(abort, silenceMs);
      }
    } finally {
      clearTimeout(silence);
    }
    return 'again';
  }

  void (async () => {
    while (!stopped) {
      const controller = new AbortController();
      connection = controller;
      let outcome: 'again' | 'done' = 'again';
      try {
        outcome = await connect(controller.signal, () => controller.abort());
      } catch {
        // a network failure, a dropped link, an abort on silence: try again
      }
      if (stopped || outcome === 'done') break;
      failures += 1;
      const delay = Math.min(maxDelay, initialDelay * 2 ** (failures - 1));
      await pause(delay * (0.5 + Math.random() / 2));
    }
    stop();
  })();

  function stop() {
    stopped = true;
    connection?.abort();
    wakeUp();
    unlisten();
  }

  return { stop };
}
