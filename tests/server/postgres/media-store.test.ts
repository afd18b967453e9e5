// Uploaded files on PostgreSQL (media_files, migration 014; src/server/media/postgresStore.ts): a file put through
// one process is read by another, byte for byte with its type and size (a 5 MB image included); a name is taken
// once; concurrent puts all land; deletes are idempotent; the sweep's listing goes by age.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/contract/limits';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { newMediaName, SAFE_NAME } from '../../../src/server/media/mediaStore';
import { mediaStoreFor } from '../../../src/server/media/pick';
import { PostgresMediaStore } from '../../../src/server/media/postgresStore';
import type { Db } from '../../../src/server/db/database';
import { PNG } from '../eventFixtures';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`the media store on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let first: Kysely<unknown>;
  let second: Kysely<unknown>;
  let now = 1_000_000;
  let storeA: PostgresMediaStore;
  let storeB: PostgresMediaStore;
  beforeAll(async () => {
    database = await freshDatabase();
    first = postgresKysely(database.url, { max: 4 });
    second = postgresKysely(database.url, { max: 4 });
    await migratePostgres(first);
    storeA = new PostgresMediaStore(first, () => now);
    storeB = new PostgresMediaStore(second, () => now);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await database?.drop();
  });

  it('is the store the server picks on PostgreSQL', () => {
    expect(mediaStoreFor(first as unknown as Db, '/nowhere')).toBeInstanceOf(PostgresMediaStore);
  });

  it('serves through one process what another stored, and forgets it once deleted', async () => {
    const name = newMediaName('png');
    expect(name).toMatch(SAFE_NAME);
    await storeA.put(name, PNG, 'image/png');
    const read = await storeB.get(name);
    expect(read?.contentType).toBe('image/png');
    expect(read?.size).toBe(PNG.byteLength);
    expect(Buffer.from(read!.bytes).equals(Buffer.from(PNG))).toBe(true);
    await storeB.delete(name);
    expect(await storeA.get(name)).toBeUndefined();
    await storeA.delete(name); // already gone: no error
    expect(await storeA.get(newMediaName('gif'))).toBeUndefined();
  });

  it('keeps a 5 MB image whole', async () => {
    const bytes = new Uint8Array(randomBytes(IMAGE_MAX_BYTES));
    const name = newMediaName('webp');
    await storeA.put(name, bytes, 'image/webp');
    const read = await storeB.get(name);
    expect(read?.size).toBe(IMAGE_MAX_BYTES);
    expect(Buffer.from(read!.bytes).equals(Buffer.from(bytes))).toBe(true);
    await storeA.delete(name);
  });

  it('refuses a name already taken, leaving the first file as it was', async () => {
    const name = newMediaName('png');
    await storeA.put(name, PNG, 'image/png');
    await expect(storeB.put(name, new Uint8Array([1, 2, 3]), 'image/png')).rejects.toThrow();
    expect((await storeA.get(name))?.size).toBe(PNG.byteLength);
    await storeA.delete(name);
  });

  it('lands every one of many puts made at once through both processes', async () => {
    const files = Array.from({ length: 24 }, (_, index) => ({ name: newMediaName('jpg'), bytes: new Uint8Array(randomBytes(20_000 + index)) }));
    await Promise.all(files.map((file, index) => (index % 2 === 0 ? storeA : storeB).put(file.name, file.bytes, 'image/jpeg')));
    for (const file of files) expect((await storeA.get(file.name))?.size).toBe(file.bytes.byteLength);
    await Promise.all(files.map((file) => storeB.delete(file.name)));
  });

  it('lists the names stored before a time, for the sweep', async () => {
    now = 2_000_000;
    const old = newMediaName('png');
    await storeA.put(old, PNG, 'image/png');
    now = 3_000_000;
    const young = newMediaName('png');
    await storeB.put(young, PNG, 'image/png');
    expect(await storeB.namesOlderThan(2_500_000)).toEqual([old]);
    expect((await storeA.namesOlderThan(3_000_001)).sort()).toEqual([old, young].sort());
  });
});
