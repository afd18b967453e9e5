// Uploaded event images: the file lives in the media folder under a random name, the row names it.
import { now } from '../clock';
import type { Db } from '../database';

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
