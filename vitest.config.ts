import { defineConfig } from 'vitest/config';
import { PASSING_ON_POSTGRES } from './tests/server/postgres/passingOnPostgres';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // two files at a time (vitest's default here would be one: cores - 1): most of a server test's time is spent
    // waiting on another process (a server's workers, PostgreSQL, Chromium). The browser flows share the two workers
    // with the rest rather than run one at a time after them (vitest's whole run: 1 359–1 468 s then, 1 187 s so).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], exclude: ['tests/server/postgres/**'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/server/postgres/**/*.test.ts'],
          environment: 'node',
          // one throwaway cluster for the run, a fresh database per test file (tests/server/postgres/database.ts)
          globalSetup: ['tests/server/postgres/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          // the server's own test files again, each test server on a fresh PostgreSQL database (tests/server/harness.ts)
          // KITROOM_POSTGRES_SURVEY=1: every server test file, to find which pass now
          include: process.env.KITROOM_POSTGRES_SURVEY === '1' ? ['tests/server/*.test.ts'] : [...PASSING_ON_POSTGRES],
          environment: 'node',
          env: { KITROOM_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/server/postgres/globalSetup.ts'],
        },
      },
      { extends: true, test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/buildOnce.ts', 'tests/e2e/demoTemplate.ts'],
          testTimeout: 60_000,
          // what the browser waits for is often the server's work (an import starts its worker, a save its write):
          // on a loaded two-core machine that can take more than expect.poll's default second
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
