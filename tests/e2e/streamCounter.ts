// A pass-through proxy in front of the real server that counts the change streams (GET /api/v2/changes) the
// browser holds open, by their connections: the browser's own network events miss the streams of pages kept in
// the back/forward cache, which are exactly the ones that used up its connections.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamCounter {
  /** where the browser goes instead of the server */
  url: string;
  /** change streams open now */
  open(): number;
  /** the most open at once since the last `restart()` */
  most(): number;
  restart(): void;
  close(): Promise<void>;
}

export async function countChangeStreams(serverUrl: string): Promise<StreamCounter> {
  const target = new URL(serverUrl);
  let open = 0;
  let most = 0;
  const proxy = createServer((incoming, outgoing) => {
    const forwarded = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
    if (new URL(incoming.url ?? '/', serverUrl).pathname === '/api/v2/changes') {
      open += 1;
      most = Math.max(most, open);
      outgoing.on('close', () => {
        open -= 1;
      });
    }
    // the browser let go before the answer ended (an aborted stream): the server hears it too
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    open: () => open,
    most: () => most,
    restart: () => {
      most = open;
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
