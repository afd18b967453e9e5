import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './001_initial';

/** Versioned migrations, applied in name order at start-up. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
