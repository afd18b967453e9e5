// The TableController of one table: what keys, commands and the palette may do to it. The object is created
// once per table and reads the latest view through a ref, so holders never see a stale table. Its parts: the
// cursor (tableCursor.ts), the selection (selectionActions.ts), the targets of commands (tableTargets.ts).
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { pushLayer } from '../keys/focusStack';
import { activeTableChanged, clearActiveTable, setActiveTable } from './activeTable';
import type { TableController } from './controller';
import type { TableControllerOptions } from './liveTable';
import { createSelectionActions } from './selectionActions';
import { createCellMoves } from './cellCursor';
import { createCursorMoves, useCursorFollowsView, type PendingMoves } from './tableCursor';
import { createTargets } from './tableTargets';
import { createTableFilters } from './tableFilters';

export function useTableController<Row extends { id: number }>(options: TableControllerOptions<Row>): TableController {
  const live = useRef(options);
  const pending = useRef<PendingMoves>({ reveal: null, firstMatch: false, widenedTo: null }).current;
  useLayoutEffect(() => {
    live.current = options;
  });

  const controller = useMemo<TableController>(
    () => ({
      id: options.id,
      ...createTargets(live),
      ...createSelectionActions(live),
      ...createCursorMoves(live, pending),
      ...createTableFilters(live),
      ...createCellMoves(live),
      focusSearch() {
        const input = live.current.searchInput.current;
        input?.focus();
        input?.select();
      },
      showAll() {
        const { view } = live.current;
        view.setQuery('');
        view.setOnlySelected(false);
      },
      refresh: () => live.current.onRefresh(),
      setRowState: (ids, state) => live.current.store.setRowState(ids, state),
    }),
    // Created once: the controller lives as long as the table and reads everything through `live`.
    [],
  );

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

  useCursorFollowsView(controller, options, pending);
  useEffect(() => pushLayer('table'), []);
  return controller;
}
