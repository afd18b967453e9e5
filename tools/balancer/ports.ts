import { createConnection, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (asked of the system, then released for the caller to listen on). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const connects = (port: number): Promise<boolean> => new Promise((resolve) => {
  const socket = createConnection({ port, host: '127.0.0.1' });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

/** Waits until something accepts connections on `port`; `failure()` returns why to give up (a process that died). */
export async function untilListening(port: number, failure: () => string | null, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const reason = failure();
    if (reason) throw new Error(reason);
    if (await connects(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}
