// A list paged and searched on the server (spaces, users: tens of thousands of rows): the page on screen, the
// matching count, and what was asked. Only the answer to the latest question is kept: an older one arriving
// late is dropped, and a page past the end (after deletions) falls back to the last one. It answers the list
// store's calls too (find, prepend, replace, remove), so the records kit's commands work on it unchanged.
import { proxy, ref } from 'valtio';
import type { Page } from '../../contract/entities';
import type { ListState, ListStore } from './listStore';

export const SERVER_PAGE_SIZES = [20, 50, 100] as const;
export type ServerPageSize = (typeof SERVER_PAGE_SIZES)[number];

export interface PageQuery {
  /** from 1 */
  page: number;
  pageSize: ServerPageSize;
  search: string;
}

export interface PagedState<Row extends { id: number }> extends ListState<Row> {
  /** what the rows on screen answer */
  shown: PageQuery;
  /** the question they were asked for: `shown` differs when that page was past the end and the last one came */
  askedFor: PageQuery;
  /** matching rows on the server, and pages of them */
  count: number;
  pageCount: number;
}

export interface PagedStore<Row extends { id: number }> extends ListStore<Row> {
  state: PagedState<Row>;
  /** asks for a page; the rows change when (and only if) this is still the latest question */
  show(query: PageQuery): Promise<void>;
  /** every id matching a search, in the server's order */
  matchingIds(search: string): Promise<number[]>;
}

export type FetchPage<Row> = (query: { page: number; page_size: number; search?: string }, signal: AbortSignal) => Promise<Page<Row>>;

export const DEFAULT_PAGE_QUERY: PageQuery = { page: 1, pageSize: 20, search: '' };

export function createPagedStore<Row extends { id: number }>(
  fetchPage: FetchPage<Row>,
  fetchIds: (search: string) => Promise<number[]>,
  describeError: (error: unknown) => string,
): PagedStore<Row> {
  const state = proxy<PagedState<Row>>({
    status: 'idle', error: null, rows: ref([] as Row[]), loadedAt: 0, shown: DEFAULT_PAGE_QUERY, askedFor: DEFAULT_PAGE_QUERY, count: 0, pageCount: 1,
  });
  let latest = 0;
  let inFlight: AbortController | null = null;
  /** rows seen on any page, so that a confirmation can name a selected row of another page */
  const seen = new Map<number, Row>();

  const setRows = (rows: readonly Row[]) => {
    state.rows = ref(rows as Row[]);
    for (const row of rows) seen.set(row.id, row);
  };

  /** Shows `query`'s answer, asked for `question` (itself, or the page past the end it falls back from). */
  async function showFor(query: PageQuery, question: PageQuery): Promise<void> {
    const asked = ++latest;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    state.status = 'loading';
    state.error = null;
    try {
      const answer = await fetchPage({ page: query.page, page_size: query.pageSize, ...(query.search ? { search: query.search } : {}) }, controller.signal);
      if (asked !== latest) return;
      const pageCount = Math.max(1, answer.page_count || Math.ceil(answer.count / query.pageSize));
      if (query.page > pageCount && answer.count > 0) return showFor({ ...query, page: pageCount }, question);
      setRows(answer.results);
      state.shown = { ...query };
      state.askedFor = { ...question };
      state.count = answer.count;
      state.pageCount = pageCount;
      state.status = 'loaded';
      state.loadedAt = Date.now();
    } catch (error) {
      if (asked !== latest) return;
      // a page past the end answers 404 on DRF servers: the first page tells how many there are, then the last
      if (query.page > 1 && (error as { status?: number }).status === 404) {
        await showFor({ ...query, page: 1 }, question);
        if (asked + 1 === latest && state.pageCount > 1) await showFor({ ...query, page: state.pageCount }, question);
        return;
      }
      state.status = 'error';
      state.error = describeError(error);
    }
  }

  const store: PagedStore<Row> = {
    state,
    show: (query) => showFor(query, query),
    matchingIds: (search) => fetchIds(search),
    load({ force = false, staleAfterMs } = {}) {
      const stale = staleAfterMs !== undefined && Date.now() - state.loadedAt >= staleAfterMs;
      if (state.status === 'loaded' && !force && !stale) return Promise.resolve();
      return store.show(state.shown);
    },
    find: (id) => state.rows.find((row) => row.id === id) ?? seen.get(id),
    prepend(row) {
      setRows([row, ...state.rows.filter((existing) => existing.id !== row.id)]);
      state.count += 1;
    },
    replace(updated) {
      if (updated.length === 0) return;
      const byId = new Map(updated.map((row) => [row.id, row]));
      for (const row of updated) seen.set(row.id, row);
      state.rows = ref(state.rows.map((row) => byId.get(row.id) ?? row));
    },
    remove(ids) {
      const removed = new Set(ids);
      for (const id of removed) seen.delete(id);
      // the page is asked again: rows from the next page move up, and a page now past the end falls back
      void store.show(state.shown);
    },
  };
  return store;
}

export const isPagedStore = <Row extends { id: number }>(store: ListStore<Row>): store is PagedStore<Row> => 'show' in store;
