import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Uploaded files on PostgreSQL (issue 24): every server process serves every upload, so the bytes live in the
 * database (src/server/media/postgresStore.ts). Images are at most 5 MB, checked at upload; one `pg_dump` backs up
 * the records and their files together; no object store to run beside it.
 *
 * On SQLite the table is not made: there the files stay in `DATA_DIR/media` (one process, one disk), and an empty
 * table nothing reads would only suggest they are somewhere they are not. The migration is still applied and
 * recorded there, so both databases list the same migrations.
 */
export const mediaFiles: Migration = {
  async up() {},
};

export async function mediaFilesPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE media_files (
    name text PRIMARY KEY,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    created_at bigint NOT NULL)`.execute(db);
  // images come compressed already: storing them uncompressed spares the attempt on every write
  await sql`ALTER TABLE media_files ALTER COLUMN bytes SET STORAGE EXTERNAL`.execute(db);
  await sql`CREATE INDEX media_files_created ON media_files(created_at)`.execute(db);
}
