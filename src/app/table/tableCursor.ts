// The cursor: the row the keyboard is on, among the matching rows. Moving it turns the page when it leaves the
// one shown (a server's list turns pages only by nextPage/previousPage) and scrolls it into view; the view it
// follows (a new page, a search's answer) moves it in turn.
import { useEffect, useLayoutEffect } from 'react';
import type { TableController } from './controller';
import { cursorPosition, type LiveTable, type TableControllerOptions } from './liveTable';
import { extendSelection } from './selectionActions';
import type { TableView } from './useTableView';

/** What a move leaves for after the next render. */
export interface PendingMoves {
  /** the position of a row on the page just turned to, to scroll into view once that page is rendered */
  reveal: number | null;
  /** Enter in the search before its results were in: the cursor goes to the first match once they are */
  firstMatch: boolean;
  /** a row a search hid, which the search was cleared to show: the cursor goes to it once the rows are in */
  widenedTo: number | null;
}

type CursorMoves = Pick<
  TableController,
  'focusedId' | 'moveCursor' | 'moveCursorTo' | 'moveCursorByPage' | 'focusRow' | 'focusFirstMatch' | 'nextPage' | 'previousPage' | 'openFocused'
>;

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

const pageSizeOf = <Row extends { id: number }>(view: TableView<Row>) => (view.settings.pageSize === 'all' ? Math.max(view.matching.count, 1) : view.settings.pageSize);

export function createCursorMoves<Row extends { id: number }>(live: LiveTable<Row>, pending: PendingMoves): CursorMoves {
  /** Puts the cursor on a matching row, turning the page if needed, and scrolls it into view. */
  const placeCursor = (position: number) => {
    const { view, store, grid } = live.current;
    const id = view.matching.ids[position];
    if (id === undefined) return;
    store.setCursor(id);
    // a server's list holds one page: the cursor stays on it (pages turn with nextPage/previousPage)
    const targetPage = view.server ? view.page : Math.floor(position / pageSizeOf(view));
    if (targetPage !== view.page) {
      pending.reveal = position;
      view.setPage(targetPage);
    } else {
      grid.current?.scrollToIndex(position - view.pageStart);
    }
  };

  const turnPage = (delta: number) => {
    const { view } = live.current;
    const target = clamp(view.page + delta, 0, view.pageCount - 1);
    if (target === view.page) return;
    // a server's page arrives later; the cursor goes to its first row then
    if (view.server) view.server.setPage(target);
    else placeCursor(target * pageSizeOf(view));
  };

  const moveCursor: CursorMoves['moveCursor'] = (delta, { extend = false } = {}) => {
    const { view, store } = live.current;
    if (view.matching.count === 0) return;
    const from = cursorPosition(live.current);
    if (from < 0) {
      placeCursor(view.pageStart);
      return;
    }
    const to = clamp(from + delta, 0, view.matching.count - 1);
    if (extend) extendSelection(store, view.matching, from, to);
    placeCursor(to);
  };

  return {
    focusedId: () => (cursorPosition(live.current) < 0 ? null : live.current.store.cursor()),
    moveCursor,
    moveCursorTo(position) {
      const { view } = live.current;
      if (view.matching.count > 0) placeCursor(position === 'first' ? 0 : view.matching.count - 1);
    },
    moveCursorByPage(direction) {
      const rows = live.current.grid.current?.rowsInView() ?? 1;
      moveCursor(direction * Math.max(1, rows - 1));
    },
    focusRow(id, options) {
      const { view, grid } = live.current;
      const position = view.matching.positionOf(id);
      if (position < 0 && options?.widen && !view.server && (view.query !== '' || view.onlySelected)) {
        pending.widenedTo = id;
        view.setQuery('');
        view.setOnlySelected(false);
        return true;
      }
      if (position < 0) return false;
      placeCursor(position);
      grid.current?.focus();
      return true;
    },
    focusFirstMatch() {
      const { view, grid } = live.current;
      if (view.matching.count > 0) placeCursor(0);
      pending.firstMatch = !view.searchSettled;
      grid.current?.focus();
    },
    nextPage: () => turnPage(1),
    previousPage: () => turnPage(-1),
    openFocused() {
      const { view, onOpenRow } = live.current;
      const row = view.matching.rowAt(cursorPosition(live.current));
      if (row && onOpenRow) onOpenRow(row);
    },
  };
}

/** The cursor following the view: a row revealed after a page turn, the first match, a server's new page. */
export function useCursorFollowsView<Row extends { id: number }>(controller: TableController, options: TableControllerOptions<Row>, pending: PendingMoves): void {
  // After a page turn, scroll to the row that caused it once the new page is rendered.
  useLayoutEffect(() => {
    const position = pending.reveal;
    if (position === null) return;
    pending.reveal = null;
    options.grid.current?.scrollToIndex(position - options.view.pageStart);
  });

  useEffect(() => {
    const widened = pending.widenedTo;
    if (widened === null || !options.view.searchSettled) return;
    pending.widenedTo = null;
    controller.focusRow(widened);
  }, [options.view.matching, options.view.searchSettled]);

  useEffect(() => {
    if (!pending.firstMatch || !options.view.searchSettled) return;
    pending.firstMatch = false;
    if (options.view.matching.count > 0) controller.moveCursorTo('first');
  }, [options.view.matching, options.view.searchSettled]);

  // a server's new page: the cursor, left on a row of the page before, goes to the first row
  useEffect(() => {
    const { view, store } = options;
    const cursor = store.cursor();
    const first = view.matching.ids[0];
    if (view.server && cursor !== null && first !== undefined && view.matching.positionOf(cursor) < 0) store.setCursor(first);
  }, [options.view.matching]);
}
