// SIGTERM (a rolling restart, systemd, a balancer's orchestration) and SIGINT (Ctrl-C): stop without cutting anyone
// off. The lines said here are for the operator's log, in English like every start-up line.
import type { RunningServer } from './server';

export interface ShutdownOptions {
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, serve this long more while the health check says 503 */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: exit by then whatever is still running */
  timeoutMs: number;
  say(line: string): void;
  exit(code: number): void;
}

/**
 * On the first signal: the health check answers 503; after SIGTERM the process keeps serving for the drain (a
 * balancer checking every second or two takes it out meanwhile; a second signal ends the drain at once), then it
 * stops accepting connections, ends the change streams, finishes the requests in flight, releases the database
 * and exits 0. Past the deadline it exits 1, whatever is left.
 */
export function stopOnSignals(server: Pick<RunningServer, 'beginStopping' | 'close'>, options: ShutdownOptions): void {
  let endDrain: (() => void) | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (endDrain) {
      endDrain();
      return;
    }
    const deadline = setTimeout(() => {
      options.say(`Not stopped ${options.timeoutMs} ms after ${signal}: exiting anyway.`);
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    server.beginStopping();
    const drainMs = signal === 'SIGTERM' ? options.drainMs : 0;
    const drained = new Promise<void>((resolve) => {
      endDrain = resolve;
      if (drainMs > 0) setTimeout(resolve, drainMs);
      else resolve();
    });
    options.say(`${signal} received: the health check answers 503${drainMs > 0 ? `; serving ${drainMs} ms more` : ''}.`);
    void drained.then(() => {
      const closing = server.close();
      options.say('No longer accepting connections: finishing requests in flight, then stopping.');
      closing.then(
        () => {
          options.say('Stopped.');
          options.exit(0);
        },
        (error: unknown) => {
          options.say(`Stopping failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
          options.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
