// What a command about rows acts on (controller.ts `TableTargets`): the selection, or with nothing selected the
// row under the cursor, with its name; and why selected rows the table does not show are hidden.
import { NO_TARGETS, type TableController, type TableTargets } from './controller';
import { hiddenTargets, hiddenTotal, NOTHING_HIDDEN, resolveNotOnThisPage, type HiddenView } from './hiddenTargets';
import { cursorPosition, type LiveTable, type TableControllerOptions } from './liveTable';
import { resolveSelection, selectedCount, type SelectionRule } from './selection';
import type { TableView } from './useTableView';

const hiddenView = <Row extends { id: number }>(view: TableView<Row>): HiddenView => ({ searched: view.searched, query: view.query, server: view.server !== null });

function computeTargets<Row extends { id: number }>(table: TableControllerOptions<Row>): TableTargets {
  const { view, store, rowName } = table;
  const rule = store.selection();
  if (selectedCount(rule, view.searched.count) > 0) {
    const ids = resolveSelection(rule, view.searched.ids);
    // only an `ids` selection can hold rows the table does not show; "all matching" follows the search
    const hiddenBy = rule.mode === 'ids' ? hiddenTargets(ids, hiddenView(view)) : NOTHING_HIDDEN;
    return { ids, source: 'selection', name: null, hidden: hiddenTotal(hiddenBy), hiddenBy };
  }
  const row = view.matching.rowAt(cursorPosition(table));
  return row ? { ids: [row.id], source: 'cursor', name: rowName(row), hidden: 0, hiddenBy: NOTHING_HIDDEN } : NO_TARGETS;
}

export function createTargets<Row extends { id: number }>(live: LiveTable<Row>): Pick<TableController, 'targets' | 'hiddenReasons'> {
  let last: { rule: SelectionRule; searched: unknown; matching: unknown; cursor: number | null; targets: TableTargets } | null = null;
  const targets = (): TableTargets => {
    const { view, store } = live.current;
    const rule = store.selection();
    const cursor = store.cursor();
    // asked on every change by each command button: computed again only when what it reads changed
    if (last && last.rule === rule && last.searched === view.searched && last.matching === view.matching && last.cursor === cursor) return last.targets;
    const computed = computeTargets(live.current);
    last = { rule, searched: view.searched, matching: view.matching, cursor, targets: computed };
    return computed;
  };
  return {
    targets,
    async hiddenReasons() {
      const { view } = live.current;
      const { hiddenBy, ids } = targets();
      if (hiddenBy.notOnThisPage === 0 || !view.server) return hiddenBy;
      const notShown = ids.filter((id) => view.searched.positionOf(id) < 0);
      return resolveNotOnThisPage(notShown, await view.server.matchingIds());
    },
  };
}
