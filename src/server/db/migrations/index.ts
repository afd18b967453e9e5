import type { Migration, MigrationProvider } from 'kysely';
import { RESOURCES } from '../../resources/registry';
import type { ServerResource } from '../../resources/resource';
import { initial } from './001_initial';
import { search } from './002_search';
import { changes } from './003_changes';
import { searchFold } from './004_search_fold';
import { autoincrement } from './005_autoincrement';
import { mediaRelease } from './006_media_release';
import { emailKey } from './007_email_key';
import { roles } from './010_roles';
import { history } from './011_history';
import { historyChain } from './012_history_chain';

/** The migrations older than resources, and those of tables that are not resources. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_search': search,
  '003_changes': changes,
  '004_search_fold': searchFold,
  '005_autoincrement': autoincrement,
  '006_media_release': mediaRelease,
  '007_email_key': emailKey,
  '010_roles': roles,
  '011_history': history,
  '012_history_chain': historyChain,
};

/** These and every resource's own (resources/all.ts), by name; a name declared twice stops the server. */
export function migrationsWith(resources: readonly ServerResource[]): Record<string, Migration> {
  const all = { ...MIGRATIONS };
  for (const [name, migration] of resources.flatMap((resource) => Object.entries(resource.migrations))) {
    if (all[name]) throw new Error(`The migration ${name} is declared twice`);
    all[name] = migration;
  }
  return all;
}

/** Versioned migrations, applied in name order at start-up. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrationsWith(RESOURCES);
  },
};
