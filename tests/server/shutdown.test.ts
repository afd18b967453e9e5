// SIGTERM to a server process on SQLite (the PostgreSQL run of the same tests: postgres/processes/shutdown.test.ts).
import { describe } from 'vitest';
import { killableServer } from './killableServer';
import { shutdownTests } from './shutdownTests';

describe('graceful shutdown (SQLite)', () => {
  shutdownTests(async () => {
    const servers = await killableServer('shutdown-sqlite', 40);
    return { servers, dispose: () => servers.dispose() };
  });
});
