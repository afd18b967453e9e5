// The balancer of `npm run cluster` when HAProxy is not installed: round-robin over the processes that answer their
// health check, each answer streamed as it comes (the live stream included), X-Forwarded-For added as a proxy does.
// For trying things out on one machine only; production uses HAProxy or nginx (docs/deploying.md).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How often each process's GET /api/health is asked. */
const CHECK_EVERY_MS = 1000;

export interface NodeProxy {
  url: string;
  stop(): Promise<void>;
}

async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

export async function startNodeProxy(listenPort: number, serverPorts: readonly number[]): Promise<NodeProxy> {
  let healthy = [...serverPorts];
  let turn = 0;
  const checks = setInterval(() => {
    void Promise.all(serverPorts.map(answersHealth)).then((answers) => {
      healthy = serverPorts.filter((_, index) => answers[index]);
    });
  }, CHECK_EVERY_MS);

  const forward = (incoming: IncomingMessage, reply: ServerResponse) => {
    const port = healthy[turn++ % Math.max(1, healthy.length)];
    if (port === undefined) {
      reply.writeHead(503).end();
      return;
    }
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = request({
      host: '127.0.0.1', port, method: incoming.method, path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
    }, (answer) => {
      reply.writeHead(answer.statusCode ?? 502, answer.headers);
      reply.flushHeaders();
      answer.pipe(reply);
    });
    outgoing.on('error', () => {
      if (!reply.headersSent) reply.writeHead(502);
      reply.end();
    });
    reply.on('close', () => outgoing.destroy());
    incoming.pipe(outgoing);
  };

  const server: Server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    stop: () => new Promise<void>((resolve) => {
      clearInterval(checks);
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
