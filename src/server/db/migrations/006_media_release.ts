import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When an uploaded event image stopped being used: `event_images.released_at`, written with the event update that
 * let go of it (db/repos/events.ts). The media sweep (http/mediaSweep.ts) removes an image no event uses once its
 * upload, or its release, is older than any open form can be: a form opened before the release may still hold its
 * id, and save it back.
 */
export const mediaRelease: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE event_images ADD COLUMN released_at TEXT`.execute(db);
  },
};
