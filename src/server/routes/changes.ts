// GET /api/v2/changes: the live stream of what changed (docs/architecture.md, "Additions to the contract"), as
// server-sent events, admin token in the Authorization header like every call. `ready` with the cursor at once,
// then `changes` naming the lists that moved and who moved them (`by`), a `: ping` comment every 15 s, and `end` when the token is revoked
// or expires. The hub (http/changeHub.ts) does the watching for every stream at once.
import { Hono } from 'hono';
import type { ChangedBy } from '../../contract/changeStream';
import type { SyncedList } from '../db/changes';
import type { ChangeListener, EndReason } from '../http/changeHub';
import type { AppEnv, ServerDeps } from '../http/env';

const encoder = new TextEncoder();

function message(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
} as const;

export function changeRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/changes', async (context) => {
    const user = context.get('user');
    let ended = false;
    let listener: ChangeListener | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (bytes: Uint8Array) => {
          if (!ended) controller.enqueue(bytes);
        };
        const end = () => {
          if (ended) return;
          ended = true;
          deps.changes.leave(listener!);
          controller.close();
        };
        listener = {
          tokenId: user.tokenId,
          ready: (cursor) => send(message('ready', { cursor }, cursor)),
          changed: (cursor, lists: SyncedList[], by: ChangedBy) => send(message('changes', { cursor, lists, by }, cursor)),
          ping: () => send(encoder.encode(': ping\n\n')),
          end: (reason?: EndReason) => {
            if (reason) send(message('end', { reason }));
            end();
          },
        };
        // the client went away: node-server cancels the body, and the request's signal fires
        context.req.raw.signal.addEventListener('abort', end, { once: true });
      },
      cancel() {
        ended = true;
        if (listener) deps.changes.leave(listener);
      },
    });
    // the stream's event ids are cursors: a client reconnecting (here or to another process) is told what it missed
    await deps.changes.join(listener!, context.req.header('Last-Event-ID'));
    return new Response(body, { status: 200, headers: STREAM_HEADERS });
  });

  return routes;
}
