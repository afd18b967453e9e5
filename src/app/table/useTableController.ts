// The TableController of one table: what keys, commands and the palette may do to it. The object is created
// once per table and reads the latest view through a ref, so holders never see a stale table.
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { pushLayer } from '../keys/focusStack';
import { activeTableChanged, clearActiveTable, setActiveTable } from './activeTable';
import { NO_TARGETS, type TableController, type TableTargets } from './controller';
import { hiddenTargets, hiddenTotal, NOTHING_HIDDEN, resolveNotOnThisPage, type HiddenView } from './hiddenTargets';
import type { RowStore } from './rowStore';
import { EMPTY_SELECTION, type SelectionRule, forget, resolveSelection, selectAllMatching, selectedCount, setRange, toggle } from './selection';
import type { TableView } from './useTableView';

/** What the grid lets the controller do to it. */
export interface GridHandle {
  /** scrolls a row of the current page (0-based within the page) into view */
  scrollToIndex(index: number): void;
  focus(): void;
  /** how many rows the viewport shows (at least 1) */
  rowsInView(): number;
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
  searchInput: RefObject<HTMLInputElement | null>;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

const hiddenView = <Row extends { id: number }>(view: TableView<Row>): HiddenView => ({ searched: view.searched, query: view.query, server: view.server !== null });

/** The ids between two positions, both included, in list order. */
function idsBetween(ids: readonly number[], from: number, to: number): number[] {
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export function useTableController<Row extends { id: number }>(options: TableControllerOptions<Row>): TableController {
  const live = useRef(options);
  const pendingReveal = useRef<number | null>(null);
  const pendingFirstMatch = useRef(false);
  const lastTargets = useRef<{ rule: SelectionRule; searched: unknown; matching: unknown; cursor: number | null; targets: TableTargets } | null>(null);
  useLayoutEffect(() => {
    live.current = options;
  });

  const controller = useMemo<TableController>(() => {
    const pageSizeOf = (view: TableView<Row>) => (view.settings.pageSize === 'all' ? Math.max(view.matching.count, 1) : view.settings.pageSize);

    /** Puts the cursor on a matching row, turning the page if needed, and scrolls it into view. */
    const placeCursor = (position: number) => {
      const { view, store, grid } = live.current;
      const id = view.matching.ids[position];
      if (id === undefined) return;
      store.setCursor(id);
      // a server's list holds one page: the cursor stays on it (pages turn with nextPage/previousPage)
      const targetPage = view.server ? view.page : Math.floor(position / pageSizeOf(view));
      if (targetPage !== view.page) {
        pendingReveal.current = position;
        view.setPage(targetPage);
      } else {
        grid.current?.scrollToIndex(position - view.pageStart);
      }
    };

    const cursorPosition = () => {
      const { view, store } = live.current;
      const cursor = store.cursor();
      return cursor === null ? -1 : view.matching.positionOf(cursor);
    };

    const turnPage = (delta: number) => {
      const { view } = live.current;
      const target = clamp(view.page + delta, 0, view.pageCount - 1);
      if (target === view.page) return;
      // a server's page arrives later; the cursor goes to its first row then
      if (view.server) view.server.setPage(target);
      else placeCursor(target * pageSizeOf(view));
    };

    /** The selection, or with nothing selected the row under the cursor, with its name. */
    const computeTargets = (): TableTargets => {
      const { view, store, rowName } = live.current;
      const rule = store.selection();
      if (selectedCount(rule, view.searched.count) > 0) {
        const ids = resolveSelection(rule, view.searched.ids);
        // only an `ids` selection can hold rows the table does not show; "all matching" follows the search
        const hiddenBy = rule.mode === 'ids' ? hiddenTargets(ids, hiddenView(view)) : NOTHING_HIDDEN;
        return { ids, source: 'selection', name: null, hidden: hiddenTotal(hiddenBy), hiddenBy };
      }
      const row = view.matching.rowAt(cursorPosition());
      return row ? { ids: [row.id], source: 'cursor', name: rowName(row), hidden: 0, hiddenBy: NOTHING_HIDDEN } : NO_TARGETS;
    };

    const self: TableController = {
      id: options.id,
      async hiddenReasons() {
        const { view } = live.current;
        const targets = self.targets();
        if (targets.hiddenBy.notOnThisPage === 0 || !view.server) return targets.hiddenBy;
        const notShown = targets.ids.filter((id) => view.searched.positionOf(id) < 0);
        return resolveNotOnThisPage(notShown, await view.server.matchingIds());
      },
      selection: () => live.current.store.selection(),
      selectedCount: () => selectedCount(live.current.store.selection(), live.current.view.searched.count),
      selectedIds: () => resolveSelection(live.current.store.selection(), live.current.view.searched.ids),
      searchedIds: () => live.current.view.searched.ids,
      focusedId: () => (cursorPosition() < 0 ? null : live.current.store.cursor()),
      targets(): TableTargets {
        const { view, store } = live.current;
        const rule = store.selection();
        const cursor = store.cursor();
        // asked on every change by each command button: computed again only when what it reads changed
        const cached = lastTargets.current;
        if (cached && cached.rule === rule && cached.searched === view.searched && cached.matching === view.matching && cached.cursor === cursor) return cached.targets;
        const targets = computeTargets();
        lastTargets.current = { rule, searched: view.searched, matching: view.matching, cursor, targets };
        return targets;
      },
      moveCursor(delta, { extend = false } = {}) {
        const { view, store } = live.current;
        if (view.matching.count === 0) return;
        const from = cursorPosition();
        if (from < 0) {
          placeCursor(view.pageStart);
          return;
        }
        const to = clamp(from + delta, 0, view.matching.count - 1);
        if (extend) {
          const ids = view.matching.ids;
          const anchorPosition = store.anchor === null ? -1 : view.matching.positionOf(store.anchor);
          const start = anchorPosition < 0 ? from : anchorPosition;
          store.anchor = ids[start] ?? null;
          // the range is anchor..cursor: rows the cursor leaves behind, moving back toward the anchor, drop out
          const side = Math.sign(from - start);
          let rule = store.selection();
          if (side !== 0 && Math.sign(to - start) !== side) rule = setRange(rule, idsBetween(ids, start + side, from), false);
          else if (side !== 0 && Math.abs(to - start) < Math.abs(from - start)) rule = setRange(rule, idsBetween(ids, to + side, from), false);
          rule = setRange(rule, idsBetween(ids, start, to), true);
          store.setSelection(rule);
        }
        placeCursor(to);
      },
      moveCursorTo(position) {
        const { view } = live.current;
        if (view.matching.count > 0) placeCursor(position === 'first' ? 0 : view.matching.count - 1);
      },
      moveCursorByPage(direction) {
        const rows = live.current.grid.current?.rowsInView() ?? 1;
        self.moveCursor(direction * Math.max(1, rows - 1));
      },
      focusRow(id) {
        const { view, grid } = live.current;
        const position = view.matching.positionOf(id);
        if (position < 0) return false;
        placeCursor(position);
        grid.current?.focus();
        return true;
      },
      toggleFocused({ range = false } = {}) {
        const { view, store } = live.current;
        const at = cursorPosition();
        const id = view.matching.ids[at];
        if (at < 0 || id === undefined) return;
        const anchorPosition = range && store.anchor !== null ? view.matching.positionOf(store.anchor) : -1;
        if (anchorPosition >= 0 && anchorPosition !== at) {
          const selected = store.anchor !== null && store.isSelected(store.anchor);
          store.setSelection(setRange(store.selection(), idsBetween(view.matching.ids, anchorPosition, at), selected));
        } else {
          store.setSelection(toggle(store.selection(), id));
        }
        store.anchor = id;
      },
      selectAllMatching() {
        const { view, store } = live.current;
        // a server's list: every matching id, asked from the server, selected by id (so across pages)
        if (view.server) void view.server.matchingIds().then((ids) => store.setSelection({ mode: 'ids', ids: new Set(ids) }));
        else store.setSelection(selectAllMatching());
      },
      clearSelection() {
        live.current.store.anchor = null;
        live.current.store.setSelection(EMPTY_SELECTION);
      },
      setSelection: (rule) => live.current.store.setSelection(rule),
      forgetRows: (ids) => live.current.store.setSelection(forget(live.current.store.selection(), new Set(ids))),
      toggleOnlySelected: () => live.current.view.setOnlySelected((previous) => !previous),
      focusSearch() {
        const input = live.current.searchInput.current;
        input?.focus();
        input?.select();
      },
      focusFirstMatch() {
        const { view, grid } = live.current;
        if (view.matching.count > 0) placeCursor(0);
        pendingFirstMatch.current = !view.searchSettled;
        grid.current?.focus();
      },
      refresh: () => live.current.onRefresh(),
      nextPage: () => turnPage(1),
      previousPage: () => turnPage(-1),
      openFocused() {
        const { view, onOpenRow } = live.current;
        const row = view.matching.rowAt(cursorPosition());
        if (row && onOpenRow) onOpenRow(row);
      },
      setRowState: (ids, state) => live.current.store.setRowState(ids, state),
    };
    return self;
    // Created once: the controller lives as long as the table and reads everything through `live`.
  }, []);

  // After a page turn, scroll to the row that caused it once the new page is rendered.
  useLayoutEffect(() => {
    const position = pendingReveal.current;
    if (position === null) return;
    pendingReveal.current = null;
    options.grid.current?.scrollToIndex(position - options.view.pageStart);
  });

  useEffect(() => {
    setActiveTable(controller);
    const stopListening = options.store.subscribe(() => activeTableChanged(controller));
    return () => {
      stopListening();
      clearActiveTable(controller);
    };
  }, [controller, options.store]);

  // what the controller reports depends on the matching rows too (counts in "all matching" mode)
  useEffect(() => activeTableChanged(controller), [controller, options.view.searched, options.view.matching]);

  // Enter in the search before its results were in: the cursor goes to the first match once they are
  useEffect(() => {
    if (!pendingFirstMatch.current || !options.view.searchSettled) return;
    pendingFirstMatch.current = false;
    if (options.view.matching.count > 0) controller.moveCursorTo('first');
  }, [options.view.matching, options.view.searchSettled]);

  // a server's new page: the cursor, left on a row of the page before, goes to the first row
  useEffect(() => {
    const { view, store } = options;
    const cursor = store.cursor();
    const first = view.matching.ids[0];
    if (view.server && cursor !== null && first !== undefined && view.matching.positionOf(cursor) < 0) store.setCursor(first);
  }, [options.view.matching]);

  useEffect(() => pushLayer('table'), []);
  return controller;
}
