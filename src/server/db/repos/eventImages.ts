// Uploaded event images: the file lives in the media folder under a random name, the row names it.
import { sql } from 'kysely';
import { now } from '../clock';
import type { Db } from '../database';
import { lastIdGivenSql } from '../dialect';
import { inIds } from '../ids';

export interface NewEventImage { fileName: string; contentType: string; size: number }

export async function insertEventImage(db: Db, image: NewEventImage): Promise<number> {
  const { id } = await db
    .insertInto('event_images')
    .values({ file_name: image.fileName, content_type: image.contentType, size: image.size, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The image's file name under the media folder, or undefined for an unknown id. */
export async function findEventImageFile(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('event_images').select('file_name').where('id', '=', id).executeTakeFirst();
  return row?.file_name;
}

/** Stamps images an event let go of: unused from now on, unless another event uses them. */
export async function releaseEventImages(trx: Db, ids: readonly number[]): Promise<void> {
  await trx.updateTable('event_images').set({ released_at: now() }).where('id', 'in', inIds(ids)).execute();
}

/** Whether `id` named an image that is gone: ids are never made twice (AUTOINCREMENT), so one at most the last given was. */
export async function eventImageWasRemoved(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql<{ gone: number }>`select case when ${lastIdGivenSql('event_images')} >= ${id}
    and not exists (select 1 from event_images where id = ${id}) then 1 else 0 end as gone`.execute(db);
  return rows[0]?.gone === 1;
}

/**
 * Forgets the event images no event uses whose upload, or release, is before `before`; answers their files, to be
 * removed once this is committed.
 */
export async function forgetUnusedEventImages(trx: Db, before: string): Promise<string[]> {
  const { rows } = await sql<{ file_name: string }>`delete from event_images
    where coalesce(released_at, created_at) < ${before}
      and id not in (select image from events where image is not null union select background_image from events where background_image is not null)
    returning file_name`.execute(trx);
  return rows.map((row) => row.file_name);
}

/** Every media file a record names: the event images and the booklet covers. */
export async function mediaFilesInUse(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select file_name as name from event_images
    union select cover_image from booklets where cover_image is not null`.execute(db);
  return new Set(rows.map((row) => row.name));
}
