// The server test files the `server-postgres` project runs (vitest.config.ts): the same files as on SQLite, each
// server on a fresh PostgreSQL database. The list grows as the port goes on (docs/postgres-port.md); a file that
// applies to SQLite only says so here, with why.
export const PASSING_ON_POSTGRES: readonly string[] = [
  'tests/server/auth.test.ts',
  'tests/server/devices.test.ts',
  'tests/server/devices-bulk.test.ts',
  'tests/server/users.test.ts',
  'tests/server/events.test.ts',
  'tests/server/spaces.test.ts',
  'tests/server/history-api.test.ts',
  'tests/server/changes.test.ts',
  'tests/server/search.test.ts',
];

/** Files about SQLite itself: they read or break its file, or test its workers, so never run on PostgreSQL. */
export const SQLITE_ONLY: Readonly<Record<string, string>> = {
};
