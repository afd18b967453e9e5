// What the table shows: the kept settings, the search, "only selected" and the page, and the matching rows they
// give. Sorting reruns only when the rows or the sort change, searching when the query or the fields change;
// selection changes recompute nothing unless "only selected" is on.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readRowKeysAhead, searchKeyOf } from '../filters/filterRows';
import { useIntl } from 'react-intl';
import { EMPTY_VOCABULARY, parseSearch, type Vocabulary } from '../filters/filterVocabulary';
import { matchRows, type MatchingRows } from './rowModel';
import type { RowStore } from './rowStore';
import { loadSettings, saveSettings } from './tableSettings';
import type { Column, HeldSearch, PageSize, ServerPaging, SortState, TableSettings } from './types';

const NO_STORE = { subscribe: () => () => {}, get: () => '' };

/** a search that took at most this long last time runs in the keystroke's render, not deferred */
export const SYNC_SEARCH_MS = 4;
/** how many answers of the searches used last are kept, by what they keep (filters/filterRows.ts searchKeyOf) */
const ANSWERS_KEPT = 8;

interface AnswerCache<Row extends { id: number }> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  sort: SortState;
  fields: readonly string[];
  locale: string;
  byKey: Map<string, MatchingRows<Row>>;
}

const sameQuestion = <Row extends { id: number }>(cache: AnswerCache<Row>, asked: Omit<AnswerCache<Row>, 'byKey'>) =>
  cache.rows === asked.rows && cache.columns === asked.columns && cache.sort === asked.sort && cache.fields === asked.fields && cache.locale === asked.locale;

export interface TableView<Row extends { id: number }> {
  settings: TableSettings;
  visibleColumns: readonly Column<Row>[];
  query: string;
  setQuery(query: string): void;
  toggleColumn(columnId: string): void;
  toggleSearchField(columnId: string): void;
  /** sorts by a column: ascending first, then toggles the direction */
  sortBy(columnId: string): void;
  setPageSize(size: PageSize): void;
  onlySelected: boolean;
  setOnlySelected(value: boolean | ((previous: boolean) => boolean)): void;
  /** false while `searched` still answers an earlier query than the one typed (the search runs deferred) */
  searchSettled: boolean;
  /** the text the rows shown answer (the query typed, or an earlier one while a deferred search runs) */
  searchedQuery: string;
  /** the searched, sorted rows: what "select all matching" and the selection rule refer to */
  searched: MatchingRows<Row>;
  /** the rows shown across every page: `searched`, or only its selected rows */
  matching: MatchingRows<Row>;
  page: number;
  pageCount: number;
  /** position of the page's first row among the matching rows */
  pageStart: number;
  pageLength: number;
  setPage(page: number): void;
  /** null for a list whose order the server gives (its columns do not sort) */
  sortable: boolean;
  /** the server's paging, when the rows are one page of the server's */
  server: ServerPaging | null;
  /** the fields the search filters by, in the person's language */
  filters: Vocabulary<Row>;
}

export interface TableViewOptions<Row extends { id: number }> {
  id: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  defaultVisible: readonly string[];
  defaultSort: SortState;
  searchable: readonly string[];
  store: RowStore;
  paging?: ServerPaging | undefined;
  filters?: Vocabulary<Row> | undefined;
  search?: HeldSearch | undefined;
}

/** Adds or removes an id, keeping at least one (a table without columns, or a search in no field, is useless). */
function toggleIn(list: readonly string[], id: string, order: readonly string[]): string[] {
  if (list.includes(id)) return list.length > 1 ? list.filter((item) => item !== id) : [...list];
  return order.filter((item) => item === id || list.includes(item));
}

/** The server's order and search: the page it gives is shown as it is. */
const AS_GIVEN: SortState = { column: '', direction: 'asc' };

export function useTableView<Row extends { id: number }>(options: TableViewOptions<Row>): TableView<Row> {
  const { id, rows, columns, store } = options;
  const server = options.paging ?? null;
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const [settings, setSettings] = useState(() =>
    loadSettings(id, { columnIds, visible: options.defaultVisible, sort: options.defaultSort, searchFields: options.searchable }),
  );
  const [ownQuery, setQueryState] = useState('');
  const held = options.search;
  const heldQuery = useSyncExternalStore(held?.subscribe ?? NO_STORE.subscribe, held?.get ?? NO_STORE.get);
  const query = held ? heldQuery : ownQuery;
  const filters = options.filters ?? (EMPTY_VOCABULARY as Vocabulary<Row>);
  const [onlySelected, setOnlySelected] = useState(false);
  const [requestedPage, setPage] = useState(0);

  const update = useCallback(
    (change: (previous: TableSettings) => TableSettings) => {
      setSettings((previous) => {
        const next = change(previous);
        saveSettings(id, next);
        return next;
      });
    },
    [id],
  );

  const { locale } = useIntl();
  // A search that took little last time runs at once, so the grid is repainted in the keystroke's own frame (a
  // filter narrows 100 000 rows in about a millisecond); one that took longer (a word most rows hold) runs deferred,
  // after the field has shown the keystroke. A deferred search is always a frame later: the two together keep a
  // filter's keystroke within the palette's 16 ms (`npm run bench -- filters`).
  const deferredQuery = useDeferredValue(query);
  const lastSearchMs = useRef(0);
  const answers = useRef<AnswerCache<Row> | null>(null);
  // what the text typed keeps, read at once (a few tokens): an answer already known is shown in this frame too
  const typedKey = useMemo(() => (server ? '' : searchKeyOf(parseSearch(query, filters))), [query, filters, server !== null]);
  const known = answers.current?.byKey.has(typedKey) === true && answers.current.rows === rows;
  const searchedQuery = known || lastSearchMs.current <= SYNC_SEARCH_MS ? query : deferredQuery;
  const parsed = useMemo(() => parseSearch(searchedQuery, filters), [searchedQuery, filters]);
  const searchKey = useMemo(() => searchKeyOf(parsed), [parsed]);
  // keyed by what the search keeps (searchKey), not by its text: any `parsed` of one key keeps the same rows
  const searched = useMemo(() => {
    if (server) return matchRows(rows, columns, AS_GIVEN, [], '', locale);
    const asked = { rows, columns, sort: settings.sort, fields: settings.searchFields, locale };
    const cache = answers.current && sameQuestion(answers.current, asked) ? answers.current : (answers.current = { ...asked, byKey: new Map() });
    const known = cache.byKey.get(searchKey);
    if (known) {
      // kept as the most recent: the answers kept are those used last
      cache.byKey.delete(searchKey);
      cache.byKey.set(searchKey, known);
      lastSearchMs.current = 0;
      return known;
    }
    const started = performance.now();
    const matched = matchRows(rows, columns, settings.sort, settings.searchFields, parsed.words, locale, parsed.filters);
    lastSearchMs.current = performance.now() - started;
    cache.byKey.set(searchKey, matched);
    if (cache.byKey.size > ANSWERS_KEPT) cache.byKey.delete(cache.byKey.keys().next().value as string);
    return matched;
  }, [rows, columns, settings.sort, settings.searchFields, searchKey, locale, server !== null]);
  // the filters' values per row are read once the browser is idle after the rows come, not on a keystroke
  useEffect(() => {
    if (server || filters.fields.length === 0) return;
    const timer = window.setTimeout(() => readRowKeysAhead(rows, filters.fields.map((words) => words.field)), 0);
    return () => window.clearTimeout(timer);
  }, [rows, filters, server !== null]);
  const ruleWhenFiltering = useSyncExternalStore(store.subscribe, () => (onlySelected ? store.selection() : null));
  const matching = useMemo(() => (ruleWhenFiltering ? searched.onlySelected(ruleWhenFiltering) : searched), [searched, ruleWhenFiltering]);

  const pageSize = server ? Math.max(matching.count, 1) : settings.pageSize === 'all' ? Math.max(matching.count, 1) : settings.pageSize;
  const pageCount = server ? server.pageCount : Math.max(1, Math.ceil(matching.count / pageSize));
  const page = server ? server.page : Math.max(0, Math.min(requestedPage, pageCount - 1));
  const pageStart = server ? 0 : page * pageSize;

  const visibleColumns = useMemo(() => columns.filter((column) => settings.visible.includes(column.id)), [columns, settings.visible]);

  const setHeldQuery = held?.set;
  const setLocalQuery = useCallback((next: string) => {
    if (setHeldQuery) setHeldQuery(next);
    else setQueryState(next);
    setPage(0);
  }, [setHeldQuery]);
  return {
    settings,
    visibleColumns,
    query: server ? server.query : query,
    setQuery: server ? server.setQuery : setLocalQuery,
    toggleColumn: useCallback((columnId: string) => update((previous) => ({ ...previous, visible: toggleIn(previous.visible, columnId, columnIds) })), [update, columnIds]),
    toggleSearchField: useCallback(
      (columnId: string) => update((previous) => ({ ...previous, searchFields: toggleIn(previous.searchFields, columnId, columnIds) })),
      [update, columnIds],
    ),
    sortBy: useCallback(
      (columnId: string) => {
        update((previous) => ({
          ...previous,
          sort: { column: columnId, direction: previous.sort.column === columnId && previous.sort.direction === 'asc' ? 'desc' : 'asc' },
        }));
        setPage(0);
      },
      [update],
    ),
    setPageSize: useCallback(
      (size: PageSize) => {
        update((previous) => ({ ...previous, pageSize: size }));
        setPage(0);
      },
      [update],
    ),
    onlySelected,
    setOnlySelected: useCallback((value: boolean | ((previous: boolean) => boolean)) => {
      setOnlySelected(value);
      setPage(0);
    }, []),
    searchSettled: server ? server.settled : query === searchedQuery,
    searchedQuery: server ? server.query : searchedQuery,
    searched,
    matching,
    page,
    pageCount,
    pageStart,
    pageLength: Math.max(0, Math.min(pageSize, matching.count - pageStart)),
    setPage: server ? server.setPage : setPage,
    sortable: server === null,
    server,
    filters,
  };
}
