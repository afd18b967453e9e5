// Uploaded files in PostgreSQL's `media_files` table (migration 014): every server process reads the same rows,
// so an image uploaded through one is served by all; a backup of the database holds the files with their records.
// A put is one INSERT (all or nothing: no partial file to clean up); the name's primary key refuses a name taken.
import { sql, type Kysely } from 'kysely';
import type { MediaStore, StoredFile } from './mediaStore';

export class PostgresMediaStore implements MediaStore {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly clock: () => number = Date.now,
  ) {}

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await sql`INSERT INTO media_files (name, content_type, bytes, created_at)
      VALUES (${name}, ${contentType}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)}, ${this.clock()})`.execute(this.db);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const { rows } = await sql<{ content_type: string; bytes: Buffer }>`
      SELECT content_type, bytes FROM media_files WHERE name = ${name}`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    return { bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) as Uint8Array<ArrayBuffer>, contentType: row.content_type, size: row.bytes.byteLength };
  }

  async delete(name: string): Promise<void> {
    await sql`DELETE FROM media_files WHERE name = ${name}`.execute(this.db);
  }

  async namesOlderThan(before: number): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`SELECT name FROM media_files WHERE created_at < ${before}`.execute(this.db);
    return rows.map((row) => row.name);
  }
}
