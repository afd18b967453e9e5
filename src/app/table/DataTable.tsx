// The one table every list uses. See types.ts for its props and controller.ts for what keys and commands may
// ask of it; it registers itself as the active table while mounted.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TableController } from './controller';
import { RowStore } from './rowStore';
import { forget } from './selection';
import { TableGrid } from './TableGrid';
import { TableError, TableMessage } from './TableMessage';
import type { RowActions, RowDecor } from './TableRow';
import { ScanPanel, useScanSelect } from './ScanSelect';
import { SelectionBar, TableToolbar } from './TableToolbar';
import type { GridHandle } from './liveTable';
import type { DataTableProps } from './types';
import { useTableController } from './useTableController';
import { useTableView } from './useTableView';

const DEFAULT_VIEWPORT_HEIGHT = 600;

/** Rows deleted from the list leave the selection; ids that were never in the list (another page) stay. */
function useForgetRemovedRows(rows: readonly { id: number }[], store: RowStore, serverPaged: boolean): void {
  const previous = useRef(rows);
  useEffect(() => {
    const before = previous.current;
    previous.current = rows;
    // a server's page turning is not a deletion: there the deleting command says which rows went (forgetRows)
    if (before === rows || serverPaged) return;
    const rule = store.selection();
    const marked = rule.mode === 'ids' ? rule.ids : rule.except;
    if (marked.size === 0) return;
    const present = new Set(rows.map((row) => row.id));
    const missing = new Set([...marked].filter((id) => !present.has(id)));
    if (missing.size === 0) return;
    const removed = new Set(before.filter((row) => missing.has(row.id)).map((row) => row.id));
    if (removed.size > 0) store.setSelection(forget(rule, removed));
  }, [rows, store]);
}

export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { id, rows, columns, status, onRefresh } = props;
  const intl = useIntl();
  const domId = `kr-${id}-${useId().replace(/[^\w-]/g, '')}`;
  const [store] = useState(() => new RowStore());
  const grid = useRef<GridHandle>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const view = useTableView({ id, rows, columns, defaultVisible: props.defaultVisible, defaultSort: props.defaultSort, searchable: props.searchable, store, paging: props.paging, filters: props.filters, search: props.search });
  const firstColumn = columns[0];
  const rowName = props.rowName ?? ((row: Row) => String(firstColumn?.value(row) ?? row.id));
  const controller: TableController = useTableController({ id, store, view, onRefresh, onOpenRow: props.onOpenRow, rowName, grid, searchInput, inlineEdit: props.inlineEdit });
  useForgetRemovedRows(rows, store, props.paging !== undefined);
  const scan = useScanSelect(rows, props.scan, view, store);

  const actions = useMemo<RowActions<Row>>(
    () => ({
      focusRow(rowId, column) {
        store.setCursor(rowId);
        if (column !== undefined) store.setCursorColumn(column);
        grid.current?.focus();
      },
      endEdit: () => controller.endCellEdit(),
      toggleRow(rowId, range) {
        store.setCursor(rowId);
        controller.toggleFocused({ range });
        grid.current?.focus();
      },
      openRow(row) {
        store.setCursor(row.id);
        latest.current.onOpenRow?.(row);
      },
    }),
    [store, controller],
  );

  const { rowLink, rowMuted } = props;
  const decor = useMemo<RowDecor<Row>>(
    () => ({ ...(rowLink ? { link: { label: intl.formatMessage({ id: rowLink.label }), href: rowLink.href } } : {}), ...(rowMuted ? { muted: rowMuted } : {}) }),
    [rowLink, rowMuted, intl],
  );

  return (
    <div className="kr-table">
      <SelectionBar domId={domId} view={view} store={store} controller={controller} loading={status === 'loading' || status === 'idle'} heading={props.heading} />
      <TableToolbar
        domId={domId}
        columns={columns}
        view={view}
        status={status}
        onRefresh={onRefresh}
        searchInput={searchInput}
        grid={grid}
        onSearchDone={controller.focusFirstMatch}
        scan={scan}
        actions={props.toolbar}
      />
      <ScanPanel scan={scan} />
      {status === 'error' && rows.length > 0 && <TableError error={props.error} onRetry={onRefresh} />}
      {/* before the grid, which fills the window: it stands over the grid's empty body (base.css), never below the fold */}
      <TableMessage
        status={status}
        error={props.error}
        totalRows={props.paging && !props.paging.query ? props.paging.count : rows.length}
        matchingRows={view.matching.count}
        searching={view.query.trim() !== '' || view.onlySelected}
        emptyMessage={props.emptyMessage ?? 'table.empty'}
        emptySteps={props.emptySteps}
        onRetry={onRefresh}
        onShowAll={controller.showAll}
      />
      <TableGrid
        handle={grid}
        domId={domId}
        label={intl.formatMessage({ id: props.label })}
        view={view}
        store={store}
        actions={actions}
        rowName={rowName}
        actionLabel={props.onOpenRow ? intl.formatMessage({ id: props.rowActionLabel ?? 'table.openRow' }) : null}
        decor={decor}
        editor={props.inlineEdit?.Editor}
        // a server-paged list shows its last answer dimmed until the answer to the latest search or page is in
        busy={status === 'loading' || props.paging?.settled === false}
        initialHeight={props.initialHeight ?? DEFAULT_VIEWPORT_HEIGHT}
      />
    </div>
  );
}
