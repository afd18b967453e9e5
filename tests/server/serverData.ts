// What a test server keeps, read and written behind its back for a test's set-up or check: its database (a Kysely
// over the SQLite file of its DATA_DIR, or over its PostgreSQL database) and its uploaded files (the MediaStore the
// server itself picks: the media folder on SQLite, media_files on PostgreSQL). One helper for every server test
// file, so that the same test runs on both databases (docs/postgres-port.md).
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { postgresKysely } from '../../src/server/db/postgres/connect';
import { directKysely, openConnection } from '../../src/server/db/sqlite';
import type { MediaStore } from '../../src/server/media/mediaStore';
import { mediaStoreFor } from '../../src/server/media/pick';
import type { TestServer } from './harness';

export interface ServerData {
  db: Kysely<Database>;
  media: MediaStore;
  /** how many uploaded files the server keeps */
  storedFileCount(): Promise<number>;
  /** makes a stored file look stored at `at` (ms since the epoch), as the media sweep sees its age */
  backdate(name: string, at: number): Promise<void>;
  close(): Promise<void>;
}

export function serverData(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>): ServerData {
  const url = server.databaseUrl;
  const db = url === undefined ? directKysely(openConnection(join(server.dataDir, 'kitroom.sqlite'))) : postgresKysely<Database>(url, { max: 2 });
  const mediaFolder = join(server.dataDir, 'media');
  const media = mediaStoreFor(db, mediaFolder);
  return {
    db,
    media,
    storedFileCount: async () => (await media.namesOlderThan(Number.MAX_SAFE_INTEGER)).length,
    async backdate(name, at) {
      if (url === undefined) await utimes(join(mediaFolder, name), new Date(at), new Date(at));
      else await sql`UPDATE media_files SET created_at = ${at} WHERE name = ${name}`.execute(db);
    },
    close: () => db.destroy(),
  };
}
