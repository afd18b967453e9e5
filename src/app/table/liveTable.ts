// What the parts of a table's controller read: the table's latest options, through a ref the controller keeps
// (it is created once per table, so it never holds a stale view).
import type { RefObject } from 'react';
import type { RowStore } from './rowStore';
import type { InlineEditing } from './types';
import type { TableView } from './useTableView';

/** What the grid lets the controller do to it. */
export interface GridHandle {
  /** scrolls a row of the current page (0-based within the page) into view */
  scrollToIndex(index: number): void;
  focus(): void;
  /** how many rows the viewport shows (at least 1) */
  rowsInView(): number;
  /** scrolls the cursor row's cell of that column into view, sideways */
  revealCell(columnId: string): void;
  /** gives the keyboard to the cell editor shown, if any */
  focusEditor(): void;
}

export interface TableControllerOptions<Row extends { id: number }> {
  id: string;
  store: RowStore;
  view: TableView<Row>;
  onRefresh(): void;
  onOpenRow?(row: Row): void;
  /** what titles call a row ("SCANNER-0823") */
  rowName(row: Row): string;
  grid: RefObject<GridHandle | null>;
  inlineEdit?: InlineEditing<Row>;
  searchInput: RefObject<HTMLInputElement | null>;
}

export type LiveTable<Row extends { id: number }> = RefObject<TableControllerOptions<Row>>;

/** The cursor's position among the matching rows, -1 when it is on none of them. */
export function cursorPosition<Row extends { id: number }>({ view, store }: TableControllerOptions<Row>): number {
  const cursor = store.cursor();
  return cursor === null ? -1 : view.matching.positionOf(cursor);
}
