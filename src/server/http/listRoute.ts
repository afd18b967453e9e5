// GET of a list, written once: `?page=` and `?page_size=`, then the list's filters, give one DRF page; a synced list
// (db/changes.ts) also answers `?changed_since=` with what changed since the cursor, and each of its pages carries
// the cursor of the state it was read in.
import type { Context } from 'hono';
import type { SyncedList } from '../db/changes';
import type { Db } from '../db/database';
import type { RecordTable, RecordTableName } from '../db/repos/recordTable';
import { changedSinceOf, listChanges, pageWithCursor } from './changedSince';
import { pageOf, readPaging, searchOf, type Paging } from './pagination';
import { coded } from '../../contract/errorCodes';
import { badRequest } from './errors';

export interface SearchFilter { search: string | undefined }

/** The filter of most lists: `?search=` (words, db/search.ts). */
export const bySearch = (context: Context): SearchFilter => ({ search: searchOf(context) });

const TRUE = new Set(['true', '1']);
const FALSE = new Set(['false', '0']);

/**
 * A true-or-false filter (`?premium=true`, an addition to the contract): absent or empty filters nothing; `true`,
 * `false`, `1`, `0` (any case) as django-filter's BooleanFilter reads them; anything else is a 400 naming the parameter.
 */
export function booleanFilterOf(context: Context, param: string): boolean | undefined {
  const raw = context.req.query(param)?.trim().toLowerCase();
  if (!raw) return undefined;
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw badRequest({ [param]: [coded('invalid_boolean')] });
}

export interface ListSpec<T, F> {
  /** the list's filters, read from the request after its paging (a bad page is a 404 before a bad filter's 400) */
  filters: (context: Context, db: Db) => F | Promise<F>;
  /** how many rows match and those of the page */
  page: (db: Db, query: F & Paging) => Promise<{ count: number; results: T[] }>;
  /** a synced list: its name in the change log and its rows of some ids, in the list's order */
  synced?: { list: SyncedList; byIds: (db: Db, ids: readonly number[]) => Promise<T[]> };
}

export function listRoute<T, F>(db: Db, spec: ListSpec<T, F>): (context: Context) => Promise<Response> {
  return async (context) => {
    const { synced } = spec;
    const cursor = synced && changedSinceOf(context);
    if (synced && cursor) return context.json(await listChanges(db, synced.list, cursor, synced.byIds));
    const paging = readPaging(context);
    const filters = await spec.filters(context, db);
    const read = async () => {
      const { count, results } = await spec.page(db, { ...filters, ...paging });
      return pageOf(context, paging, count, results);
    };
    return context.json(synced ? await pageWithCursor(db, read) : await read());
  };
}

/** The list of a records table (db/repos/recordTable.ts): `?search=`, its pages, and its changes when synced. */
export function recordList<T>(records: RecordTable<RecordTableName, T>): ListSpec<T, SearchFilter> {
  const { synced } = records;
  return { filters: bySearch, page: records.page, ...(synced && { synced: { list: synced, byIds: records.byIds } }) };
}
