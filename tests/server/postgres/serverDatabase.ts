// Which database a test server runs on: SQLite in the `server` project, a fresh PostgreSQL database of the run's
// cluster in the `server-postgres` one (vitest.config.ts sets KITROOM_TEST_DATABASE there). database.ts reads the
// cluster with vitest's inject, which only that project provides: it is loaded only there.
import type { FreshDatabase } from './database';

export const onPostgres = (): boolean => process.env.KITROOM_TEST_DATABASE === 'postgres';

/** A fresh database for one test server, or undefined on SQLite (the server's DATA_DIR then holds the file). */
export async function serverDatabase(): Promise<FreshDatabase | undefined> {
  if (!onPostgres()) return undefined;
  const { freshDatabase } = await import('./database');
  return freshDatabase();
}
