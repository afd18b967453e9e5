// `?changed_since=<cursor>` on the synced lists, and the cursor every page of them carries (docs/architecture.md,
// "Additions to the contract"): parsing (400), the 410 for a cursor that cannot be answered, and the answers of the
// lists read on the main thread's connection (models, categories, events, event settings; devices are read in a
// worker, tasks.ts).
import type { Context } from 'hono';
import type { Page } from '../../contract/entities';
import { changedIdsSince, cursorOf, parseCursor, positionIn, readWithState, type Cursor, type SyncedList } from '../db/changes';
import type { Db } from '../db/database';
import { coded } from '../../contract/errorCodes';
import { badRequest, detailError } from './errors';

export const CURSOR_EXPIRED = 'cursor_expired' as const;

/** The `?changed_since=` cursor, or undefined when absent; a text that is not a cursor is a 400. */
export function changedSinceOf(context: Context): Cursor | undefined {
  const raw = context.req.query('changed_since');
  if (raw === undefined) return undefined;
  const cursor = parseCursor(raw.trim());
  if (!cursor) throw badRequest({ changed_since: [coded('invalid_cursor')] });
  return cursor;
}

export const cursorExpired = () => detailError(410, coded(CURSOR_EXPIRED));

/** What changed in a list since a cursor, in the list's row shape; ids deleted since only in `deleted`. */
export interface Changes<T> {
  results: T[];
  deleted: number[];
  cursor: string;
}

/**
 * The changes of a list read on a shared connection (readWithState): the rows changed since the cursor (`rowsOf`
 * reads them by id, in the list's order), the ids deleted since, and the next cursor.
 */
export async function listChanges<T>(
  db: Db,
  list: SyncedList,
  cursor: Cursor,
  rowsOf: (db: Db, ids: readonly number[]) => Promise<T[]>,
): Promise<Changes<T>> {
  const { value, state } = await readWithState(db, async (before) => {
    const since = positionIn(cursor, before, list);
    if (since === 'expired') throw cursorExpired();
    const { changed, deleted } = await changedIdsSince(db, list, since);
    return { results: changed.length > 0 ? await rowsOf(db, changed) : [], deleted };
  });
  return { ...value, cursor: cursorOf(state) };
}

/** A page of a synced list, read on a shared connection, with the cursor of the state it was read in. */
export async function pageWithCursor<T>(db: Db, read: () => Promise<Page<T>>): Promise<Page<T> & { cursor: string }> {
  const { value, state } = await readWithState(db, read);
  return { ...value, cursor: cursorOf(state) };
}
