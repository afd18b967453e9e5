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
import { loginAttempts, loginAttemptsPostgres } from './013_login_attempts';
import { mediaFiles, mediaFilesPostgres } from './014_media_files';
import { changeNotify, changeNotifyPostgres } from './015_change_notify';
import { searchWords, searchWordsPostgres } from './016_search_words';
import { historyChangedFields, historyChangedFieldsPostgres } from './017_history_changed_fields';
import { triggerPlans, triggerPlansPostgres } from './018_trigger_plans';
import { historyCommitOrder, historyCommitOrderPostgres } from './019_history_commit_order';
import { deviceUpdatesInPlace, deviceUpdatesInPlacePostgres } from './020_device_updates_in_place';
import { bulkChangeWrites, bulkChangeWritesPostgres } from './021_bulk_change_writes';
import { keptTriggerPlans, keptTriggerPlansPostgres } from './022_kept_trigger_plans';
import { touchedColumns, touchedColumnsPostgres } from './023_touched_columns';
import { withPostgres } from './dialects';
import { changesPostgres } from '../postgres/forms/changes';
import { historyChainPostgres, historyPostgres } from '../postgres/forms/history';
import { initialPostgres } from '../postgres/forms/initial';
import { searchPostgres } from '../postgres/forms/search';
import {
  autoincrementPostgres, emailKeyPostgres, mediaReleasePostgres, rolesPostgres, searchFoldPostgres,
} from '../postgres/forms/small';

/**
 * The migrations older than resources, and those of tables that are not resources, each with its PostgreSQL form
 * (db/postgres/forms/, issue 24): the SQLite one runs exactly as it landed.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': withPostgres(initial, initialPostgres),
  '002_search': withPostgres(search, searchPostgres),
  '003_changes': withPostgres(changes, changesPostgres),
  '004_search_fold': withPostgres(searchFold, searchFoldPostgres),
  '005_autoincrement': withPostgres(autoincrement, autoincrementPostgres),
  '006_media_release': withPostgres(mediaRelease, mediaReleasePostgres),
  '007_email_key': withPostgres(emailKey, emailKeyPostgres),
  '010_roles': withPostgres(roles, rolesPostgres),
  '011_history': withPostgres(history, historyPostgres),
  '012_history_chain': withPostgres(historyChain, historyChainPostgres),
  '013_login_attempts': withPostgres(loginAttempts, loginAttemptsPostgres),
  '014_media_files': withPostgres(mediaFiles, mediaFilesPostgres),
  '015_change_notify': withPostgres(changeNotify, changeNotifyPostgres),
  '016_search_words': withPostgres(searchWords, searchWordsPostgres),
  '017_history_changed_fields': withPostgres(historyChangedFields, historyChangedFieldsPostgres),
  '018_trigger_plans': withPostgres(triggerPlans, triggerPlansPostgres),
  '019_history_commit_order': withPostgres(historyCommitOrder, historyCommitOrderPostgres),
  '020_device_updates_in_place': withPostgres(deviceUpdatesInPlace, deviceUpdatesInPlacePostgres),
  '021_bulk_change_writes': withPostgres(bulkChangeWrites, bulkChangeWritesPostgres),
  '022_kept_trigger_plans': withPostgres(keptTriggerPlans, keptTriggerPlansPostgres),
  '023_touched_columns': withPostgres(touchedColumns, touchedColumnsPostgres),
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
