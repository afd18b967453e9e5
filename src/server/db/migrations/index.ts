import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './001_initial';
import { search } from './002_search';
import { changes } from './003_changes';
import { searchFold } from './004_search_fold';
import { autoincrement } from './005_autoincrement';
import { mediaRelease } from './006_media_release';
import { emailKey } from './007_email_key';

/** Versioned migrations, applied in name order at start-up. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_search': search,
  '003_changes': changes,
  '004_search_fold': searchFold,
  '005_autoincrement': autoincrement,
  '006_media_release': mediaRelease,
  '007_email_key': emailKey,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
