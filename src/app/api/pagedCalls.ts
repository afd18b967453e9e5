// What the server-paged lists (spaces, users) share: the page query and every id a search matches.
import type { Page } from '../../contract/entities';
import { MAX_PAGE_SIZE } from '../../contract/limits';
import { ApiFailure } from './errors';
import type { Client } from './client';

/** the page, the words searched, and the filters the server takes (`premium=true`, filters/serverFilters.ts) */
export interface PageQuery { page?: number; page_size?: number; search?: string; [filter: string]: string | number | undefined }
/**
 * Every id a search matches: one call where the server has the addition `…/ids?search=`, otherwise the pages
 * of the list itself, read through (a server that honours only the contract).
 */
export async function matchingIds(client: Client, path: string, search: string, filters: Record<string, string> = {}): Promise<number[]> {
  const query = { ...(search ? { search } : {}), ...filters };
  try {
    return (await client.request<{ count: number; ids: number[] }>('GET', `${path}/ids`, { query })).ids;
  } catch (error) {
    if (!(error instanceof ApiFailure) || (error.status !== 404 && error.status !== 405)) throw error;
  }
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.request<Page<{ id: number }>>('GET', path, { query: { ...query, page, page_size: MAX_PAGE_SIZE } });
    ids.push(...answer.results.map((row) => row.id));
    if (!answer.next || answer.results.length === 0) return ids;
  }
}
