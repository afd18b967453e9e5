// SIGTERM to a server process on SQLite (the PostgreSQL run of the same tests: postgres/processes/shutdown.test.ts),
// and the two settings it reads.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { killableServer } from './killableServer';
import { shutdownTests } from './shutdownTests';

describe('graceful shutdown (SQLite)', () => {
  shutdownTests(async () => {
    const servers = await killableServer('shutdown-sqlite', 40);
    return { servers, dispose: () => servers.dispose() };
  });
});

describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS in readConfig', () => {
  it('default to no drain and a 25 s deadline', () => {
    expect(readConfig({})).toMatchObject({ shutdownDrainMs: 0, shutdownTimeoutMs: 25_000 });
    expect(readConfig({ SHUTDOWN_DRAIN_MS: '3000', SHUTDOWN_TIMEOUT_MS: '180000' })).toMatchObject({ shutdownDrainMs: 3000, shutdownTimeoutMs: 180_000 });
  });

  it('refuse a drain as long as the deadline (which counts from the signal) and values that are not whole milliseconds', () => {
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '25000' })).toThrow(/^SHUTDOWN_DRAIN_MS \(25000\) must be shorter than SHUTDOWN_TIMEOUT_MS \(25000\)/);
    expect(() => readConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/^SHUTDOWN_TIMEOUT_MS must be a whole number/);
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '2.5' })).toThrow(/^SHUTDOWN_DRAIN_MS must be a whole number/);
  });
});
