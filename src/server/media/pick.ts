import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/postgres/connect';
import { FolderMediaStore } from './folderStore';
import type { MediaStore } from './mediaStore';
import { PostgresMediaStore } from './postgresStore';

/** The store of the database the server runs on: the table on PostgreSQL (several processes), the folder on SQLite. */
export function mediaStoreFor(db: Db, folder: string): MediaStore {
  // isPostgres reads the adapter only, and the store writes raw SQL: both are typed for any Kysely, Kysely<unknown>
  const anyDb = db as unknown as Kysely<unknown>;
  return isPostgres(anyDb) ? new PostgresMediaStore(anyDb) : new FolderMediaStore(folder);
}
