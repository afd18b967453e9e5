// Removes uploaded images no saved record uses. An event image is uploaded before its form is saved, so a form
// cancelled (or a tab closed) leaves one no event names; its URL stays public until it is removed. It is removed
// once it has been unused for UNUSED_MEDIA_TTL_MS (longer than a session's token lives, so no open form can still
// hold it): counted from its upload, or from when the last event using it let go of it (`released_at`), since a form
// opened before that may save it back. A file of the media folder no record names at all (left by a crash between
// its write and its row's commit) is removed once it is that old too. Files go only after the commit that forgot
// their rows, so a record never names a missing file. The files are the media store's (media/mediaStore.ts): the
// folder on SQLite, the media_files table on PostgreSQL, where every process sweeps (a file removed twice is no
// error).
import { UNUSED_MEDIA_TTL_MS } from '../../contract/limits';
import { nowMs } from '../db/clock';
import { repeatEvery } from '../db/repeatEvery';
import { writeTransaction, type Db } from '../db/database';
import { forgetUnusedEventImages, mediaFilesInUse } from '../db/repos/eventImages';
import type { MediaStore } from '../media/mediaStore';

/** Sweeps once; answers the names of the files removed. */
export async function sweepMedia(writer: Db, media: MediaStore, at = nowMs()): Promise<string[]> {
  const before = at - UNUSED_MEDIA_TTL_MS;
  // The store is read before the records: a file written meanwhile is not listed, and a listed file whose row
  // commits before the transaction below is in use, never taken for a stray.
  // A file's age is the store's (a file's mtime, a row's wall-clock time), measured on the wall clock, not on the
  // database's clock.
  const oldFiles = await media.namesOlderThan(Date.now() - UNUSED_MEDIA_TTL_MS);
  const { forgotten, inUse } = await writeTransaction(writer, async (trx) => ({
    forgotten: await forgetUnusedEventImages(trx, new Date(before).toISOString()),
    inUse: await mediaFilesInUse(trx),
  }));
  const removed = new Set(forgotten);
  for (const name of oldFiles) if (!inUse.has(name)) removed.add(name);
  for (const name of removed) await media.delete(name);
  return [...removed];
}

/** Sweeps every `intervalMs` (start-up sweeps once itself); answers the function that stops it. */
export const sweepMediaEvery = (writer: Db, media: MediaStore, intervalMs: number, onError: (error: unknown) => void) =>
  repeatEvery(() => sweepMedia(writer, media), intervalMs, onError);
