// Issue 12's additions to the contract, as the app reads them: a whole list's answer names the database state it
// was read in (`cursor`), the same URL with `?changed_since=` answers only what changed since, and
// GET /api/v2/changes streams which lists changed. A server without them answers no cursor: the app then
// fetches whole lists as before.
import type { Page } from '../../contract/entities';
import type { Client } from './client';
import { ApiFailure } from './errors';

/** A page of a whole list with the state it was read in (absent on a server honouring only the plain contract). */
export type CursoredPage<T> = Page<T> & { cursor?: string };

/** What changed in a list since a cursor: rows in the list's shape (their latest state), ids deleted, the next cursor. */
export interface ListChanges<T> {
  results: T[];
  deleted: number[];
  cursor: string;
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => typeof id === 'number');

/**
 * The changes of the list at `path` since `cursor`, or null when the server cannot tell them: the cursor is too old
 * (410), is not one it issued (400), or it answered something else (a server that ignores `changed_since` answers
 * the whole page without a cursor). Null means: fetch the whole list again.
 */
export async function changesSince<T>(client: Client, path: string, cursor: string, signal?: AbortSignal): Promise<ListChanges<T> | null> {
  try {
    const answer = await client.request<Partial<ListChanges<T>> & { count?: number }>('GET', path, { query: { changed_since: cursor }, signal });
    if (typeof answer.cursor !== 'string' || !Array.isArray(answer.results) || !isIdList(answer.deleted) || 'count' in answer) return null;
    return { results: answer.results, deleted: answer.deleted, cursor: answer.cursor };
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 410 || error.status === 400)) return null;
    throw error;
  }
}

/** Every page of a list, in order, with the cursor of the first page (the oldest state read: changes since it cover the rest). */
export async function allPages<T>(fetchPage: (page: number) => Promise<CursoredPage<T>>): Promise<{ rows: T[]; cursor: string | null }> {
  const rows: T[] = [];
  // undefined until the first page; a page without a cursor makes the whole read cursorless, never a cursor
  // that covers only part of it
  let cursor: string | null | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    const pageCursor = cursorOf(answer);
    if (cursor === undefined) cursor = pageCursor;
    else if (pageCursor === null) cursor = null;
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return { rows, cursor };
  }
}

export const cursorOf = (page: CursoredPage<unknown>): string | null => (typeof page.cursor === 'string' ? page.cursor : null);

export const CHANGES_PATH = '/api/v2/changes';

export function changeCalls(client: Client) {
  return {
    /** the live stream of which lists changed (text/event-stream), opened with the session's token */
    stream: (signal: AbortSignal) => client.stream(CHANGES_PATH, signal),
  };
}
