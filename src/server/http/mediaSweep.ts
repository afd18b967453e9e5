// Removes uploaded images no saved record uses. An event image is uploaded before its form is saved, so a form
// cancelled (or a tab closed) leaves one no event names; its URL stays public until it is removed. It is removed
// once it has been unused for UNUSED_MEDIA_TTL_MS (longer than a session's token lives, so no open form can still
// hold it): counted from its upload, or from when the last event using it let go of it (`released_at`), since a form
// opened before that may save it back. A file of the media folder no record names at all (left by a crash between
// its write and its row's commit) is removed once it is that old too. Files go only after the commit that forgot
// their rows, so a record never names a missing file.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UNUSED_MEDIA_TTL_MS } from '../../contract/limits';
import { nowMs } from '../db/clock';
import { repeatEvery } from '../db/repeatEvery';
import { writeTransaction, type Db } from '../db/database';
import { forgetUnusedEventImages, mediaFilesInUse } from '../db/repos/eventImages';
import { SAFE_NAME } from './media';
import { deleteMedia } from './uploads';

/** Sweeps once; answers the names of the files removed. */
export async function sweepMedia(writer: Db, mediaDir: string, at = nowMs()): Promise<string[]> {
  const before = at - UNUSED_MEDIA_TTL_MS;
  // The folder is read before the records: a file written meanwhile is not listed, and a listed file whose row
  // commits before the transaction below is in use, never taken for a stray.
  // A file's age is the file system's, so it is measured on the wall clock, not on the database's clock.
  const oldFiles = await filesOlderThan(mediaDir, Date.now() - UNUSED_MEDIA_TTL_MS);
  const { forgotten, inUse } = await writeTransaction(writer, async (trx) => ({
    forgotten: await forgetUnusedEventImages(trx, new Date(before).toISOString()),
    inUse: await mediaFilesInUse(trx),
  }));
  const removed = new Set(forgotten);
  for (const name of oldFiles) if (!inUse.has(name)) removed.add(name);
  for (const name of removed) await deleteMedia(mediaDir, name);
  return [...removed];
}

/** The media folder's upload files last written before `before` (ms); none when the folder does not exist yet. */
async function filesOlderThan(mediaDir: string, before: number): Promise<string[]> {
  const names = await readdir(mediaDir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!SAFE_NAME.test(name)) continue;
    const written = await stat(join(mediaDir, name)).then((info) => info.mtimeMs, () => undefined);
    if (written !== undefined && written < before) old.push(name);
  }
  return old;
}

/** Sweeps every `intervalMs` (start-up sweeps once itself); answers the function that stops it. */
export const sweepMediaEvery = (writer: Db, mediaDir: string, intervalMs: number, onError: (error: unknown) => void) =>
  repeatEvery(() => sweepMedia(writer, mediaDir), intervalMs, onError);
