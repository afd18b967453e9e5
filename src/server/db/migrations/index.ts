import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './001_initial';
import { search } from './002_search';
import { changes } from './003_changes';

/** Versioned migrations, applied in name order at start-up. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_search': search,
  '003_changes': changes,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
