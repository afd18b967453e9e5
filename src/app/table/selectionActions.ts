// What the controller does to the selection: Space on the cursor row (Shift for a range from the anchor), Shift
// with the arrows extending anchor..cursor, all matching, none, and the rows a command changed or deleted.
import type { TableController } from './controller';
import type { MatchingRows } from './rowModel';
import type { RowStore } from './rowStore';
import { EMPTY_SELECTION, forget, resolveSelection, selectAllMatching, selectedCount, setRange, toggle } from './selection';
import { cursorPosition, type LiveTable } from './liveTable';

/** The ids between two positions, both included, in list order. */
function idsBetween(ids: readonly number[], from: number, to: number): number[] {
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** The cursor moving from `from` to `to` with Shift: the selection becomes the range anchor..cursor. */
export function extendSelection<Row extends { id: number }>(store: RowStore, matching: MatchingRows<Row>, from: number, to: number): void {
  const { ids } = matching;
  const anchorPosition = store.anchor === null ? -1 : matching.positionOf(store.anchor);
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

type SelectionActions = Pick<
  TableController,
  'selection' | 'selectedCount' | 'selectedIds' | 'searchedIds' | 'toggleFocused' | 'selectAllMatching' | 'clearSelection' | 'setSelection' | 'forgetRows' | 'toggleOnlySelected'
>;

export function createSelectionActions<Row extends { id: number }>(live: LiveTable<Row>): SelectionActions {
  return {
    selection: () => live.current.store.selection(),
    selectedCount: () => selectedCount(live.current.store.selection(), live.current.view.searched.count),
    selectedIds: () => resolveSelection(live.current.store.selection(), live.current.view.searched.ids),
    searchedIds: () => live.current.view.searched.ids,
    toggleFocused({ range = false } = {}) {
      const { view, store } = live.current;
      const at = cursorPosition(live.current);
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
      // "only selected" over nothing selected would be an empty grid
      live.current.view.setOnlySelected(false);
    },
    setSelection: (rule) => live.current.store.setSelection(rule),
    forgetRows: (ids) => live.current.store.setSelection(forget(live.current.store.selection(), new Set(ids))),
    toggleOnlySelected: () => live.current.view.setOnlySelected((previous) => !previous),
  };
}
