// The shapes a screen gives the table: its columns, and the settings a user can change and keep.
import type { Vocabulary } from '../filters/filterVocabulary';
import type { ComponentType, ReactNode } from 'react';
import type { MessageId } from '../i18n/messageIds';
import type { LoadStatus } from '../state/listStore';
import type { ScanSpec } from './scanCodes';

export type CellValue = string | number | null;

export interface Column<Row> {
  id: string;
  title: MessageId;
  /** the value sorted and searched; also shown when there is no `render` */
  value(row: Row): CellValue;
  render?(row: Row): ReactNode;
  /** the column's minimum width in pixels (it may grow to share the free space) */
  width?: number;
  /**
   * The row's name (events): first, it stays put when the grid scrolls sideways, is never cut below its longest value
   * (up to the widest a column gets) and takes the free space the other columns leave. Honoured on the first column shown.
   */
  primary?: true;
}

/** What an in-place editor is given: its row and column, and how to end the edit. */
export interface CellEditorProps<Row> {
  row: Row;
  columnId: string;
  /** ends the edit (saved or cancelled): the cell shows its value again and the grid has the keyboard */
  done(): void;
  /** the text this edit held when its editor was last drawn (scrolled out of view and back), if any */
  kept: string | undefined;
  /** keeps the text as typed, for an editor drawn again */
  keep(text: string): void;
}

/** Cells edited in place (`e` on the cursor cell): which columns may be, and the editor drawn in the cell meanwhile. */
export interface InlineEditing<Row> {
  editable(columnId: string): boolean;
  Editor: ComponentType<CellEditorProps<Row>>;
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export const PAGE_SIZES = [25, 50, 100, 500, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** What is kept per table in localStorage under `kitroom.table.<id>`. */
export interface TableSettings {
  visible: string[];
  sort: SortState;
  searchFields: string[];
  pageSize: PageSize;
}

/**
 * A list paged, searched and ordered on the server: the table shows the page it is given, and its search,
 * pages and "select all matching" ask the server (through these) instead of working on the rows it holds.
 */
export interface ServerPaging {
  /** from 0 */
  page: number;
  pageCount: number;
  /** the rows matching the search, on every page */
  count: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** what the search field holds (the server is asked as soon as its answer to the text before is in) */
  query: string;
  setQuery(query: string): void;
  /** the rows given answer what the search field holds (false while that answer is awaited) */
  settled: boolean;
  setPage(page: number): void;
  setPageSize(size: number): void;
  /** every id matching the search, from the server */
  matchingIds(): Promise<number[]>;
}

export interface DataTableProps<Row extends { id: number }> {
  /** the table's id: its settings key and its controller id, e.g. "devices" */
  id: string;
  /** the grid's accessible name */
  label: MessageId;
  /** a new array means new data: keep the same array while nothing changed (the list store does) */
  rows: readonly Row[];
  /** keep this array stable (a module constant, or useMemo): a new one re-renders every row */
  columns: readonly Column<Row>[];
  defaultVisible: readonly string[];
  defaultSort: SortState;
  /** the columns searched until the user picks others */
  searchable: readonly string[];
  status: LoadStatus;
  error?: string | null;
  onRefresh(): void;
  /** the row action: Enter, double-click, or the row's action button */
  onOpenRow?(row: Row): void;
  /** the row action button's text, e.g. "Edit" (default "Open") */
  rowActionLabel?: MessageId;
  /** a link beside the row action, opened in a new tab (null where a row has none) */
  rowLink?: { label: MessageId; href(row: Row): string | null };
  /** rows shown quieter (e.g. past events) */
  rowMuted?(row: Row): boolean;
  /** what the row checkbox and the action button name the row by (default: the first column's value) */
  rowName?(row: Row): string;
  /** actions shown at the top right of the toolbar */
  toolbar?: ReactNode;
  /** the page's heading (its h1), shown at the start of the table's first line, with the counts and the pages: a
   * line of its own would cost the grid a row */
  heading?: ReactNode;
  /** shown when the list has no rows at all */
  emptyMessage?: MessageId;
  /** the next steps offered under it (create, import), with their keys */
  emptySteps?: ReactNode;
  /** the codes a row is found by when a list of them is pasted or scanned into the search (serials, MACs) */
  scan?: ScanSpec<Row>;
  /** given for a list paged on the server: `rows` is then the page on screen, in the server's order */
  paging?: ServerPaging;
  /** cells of some columns edited in place (`e`); without it none is */
  inlineEdit?: InlineEditing<Row>;
  /** the viewport assumed before the browser measures it (and in tests, where nothing is measured) */
  initialHeight?: number;
  /** the fields the search filters by (`status:missing`), worded in the person's language (filters/filterVocabulary) */
  filters?: Vocabulary<Row>;
  /** the search held outside the table (a whole list's URL); without it the table keeps its own */
  search?: HeldSearch;
}

/** A search text held outside the table, read by it as an external store (records/searchInUrl.ts). */
export interface HeldSearch {
  get(): string;
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}
