// The graceful shutdown's tests, one body for both databases (shutdown.test.ts on SQLite,
// postgres/processes/shutdown.test.ts on PostgreSQL, which also counts the connections left in pg_stat_activity).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KillableServer, RunningServer } from './killableServer';
import { connectionOutcome, everyDeviceSheet, exitOf, heldUpload, lineOf, openChangeStream } from './shutdownScenario';

export interface ShutdownSetup {
  servers: KillableServer;
  /** the database's connections from anyone but the caller (PostgreSQL only) */
  connections?: () => Promise<number>;
  dispose(): Promise<void>;
}

export function shutdownTests(setup: () => Promise<ShutdownSetup>): void {
  let context: ShutdownSetup;
  const started: RunningServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const running = await context.servers.start(env);
    started.push(running);
    return running;
  };

  // a backend leaves pg_stat_activity a moment after its client has gone: waited for, not timed
  const noConnectionsLeft = async () => {
    if (context.connections) await expect.poll(context.connections, { timeout: 10_000 }).toBe(0);
  };

  beforeAll(async () => {
    context = await setup();
  });
  afterAll(async () => {
    for (const running of started) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await context?.dispose();
  });

  it('SIGTERM while an import is in flight: the import answers 200, new connections are refused, streams end, exit 0', async () => {
    const running = await start();
    const sheet = await everyDeviceSheet(running);
    const stream = await openChangeStream(running.url, running.headers);
    if (context.connections) expect(await context.connections()).toBeGreaterThan(0);
    const upload = await heldUpload(running, '/api/admin/devices/xlsx_import', sheet);
    const stoppedAccepting = lineOf(running.child, /No longer accepting connections/);
    const exited = exitOf(running.child);
    running.child.kill('SIGTERM');
    await stoppedAccepting;
    expect(await connectionOutcome(`${running.url}/api/health`)).toBe('ECONNREFUSED');
    await stream.ended;
    const answer = await upload.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(await exited).toBe(0);
    await noConnectionsLeft();
  });

  it('with SHUTDOWN_DRAIN_MS the process keeps serving while the health check says 503; a second SIGTERM ends the drain', async () => {
    const running = await start({ SHUTDOWN_DRAIN_MS: '600000', SHUTDOWN_TIMEOUT_MS: '900000' });
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    const draining = lineOf(running.child, /SIGTERM received/);
    running.child.kill('SIGTERM');
    await draining;
    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'stopping', code: 'server_stopping' });
    expect((await fetch(`${running.url}/api/admin/device-categories`, { headers: running.headers })).status).toBe(200);
    const exited = exitOf(running.child);
    running.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await noConnectionsLeft();
  });

  it('a request that never finishes does not hold the process past SHUTDOWN_TIMEOUT_MS: it exits 1', async () => {
    const running = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const sheet = await everyDeviceSheet(running);
    const upload = await heldUpload(running, '/api/admin/devices/xlsx_import', sheet);
    const gaveUp = lineOf(running.child, /exiting anyway/);
    const exited = exitOf(running.child);
    running.child.kill('SIGTERM');
    await gaveUp;
    expect(await exited).toBe(1);
    await upload.abandon();
    await noConnectionsLeft();
  });
}
