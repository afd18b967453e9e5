// The ARIA grid: a sticky header and the current page's rows, of which only the ones in view (plus a few) are
// in the DOM. The grid element itself scrolls and holds the keyboard; the cursor row is its active descendant.
// Its rows are as tall as the density chosen says (tableMetrics.ts); a new density lays them out again.
import { useCallback, useImperativeHandle, useMemo, useRef, useSyncExternalStore, type ComponentType, type CSSProperties, type Ref } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useCursor, type RowStore } from './rowStore';
import { cellElementId, rowElementId, TableRow, type RowActions, type RowDecor, type RowTexts } from './TableRow';
import { useGridTemplate } from './columnSizing';
import { useFitToWindow } from './fitToWindow';
import { GridHead } from './GridHead';
import { revealRow, useRelayoutOnDensity, useRowVirtualizer } from './rowVirtualizer';
import { rowsInView, useTableMetrics, wholeRowsShown, type TableMetrics } from './tableMetrics';
import { tableKeyText } from './tableKeys';
import type { CellEditorProps, Column } from './types';
import type { GridHandle } from './liveTable';
import type { TableView } from './useTableView';

export interface TableGridProps<Row extends { id: number }> {
  handle: Ref<GridHandle>;
  domId: string;
  label: string;
  view: TableView<Row>;
  store: RowStore;
  actions: RowActions<Row>;
  rowName(row: Row): string;
  actionLabel: string | null;
  decor?: RowDecor<Row>;
  editor?: ComponentType<CellEditorProps<Row>>;
  busy: boolean;
  initialHeight: number;
}

/** A message formatted without react-intl's per-call lookup (it serializes its arguments to find the formatter):
 * the formatter is found once, for the table's rows to format their names with. */
function compiledMessage(intl: IntlShape, id: 'table.selectRow' | 'table.rowActionFor'): (values: Record<string, string>) => string {
  const format = intl.formatters.getMessageFormat(intl.messages[id] ?? id, intl.locale, intl.formats);
  return (values) => String(format.format(values));
}

/** The rows the columns are sized from: the page's first ones. */
function sampleRows<Row extends { id: number }>(matching: TableView<Row>['matching'], pageStart: number, pageLength: number): Row[] {
  const rows: Row[] = [];
  for (let position = pageStart; position < pageStart + Math.min(pageLength, 300); position += 1) {
    const row = matching.rowAt(position);
    if (row) rows.push(row);
  }
  return rows;
}

export function TableGrid<Row extends { id: number }>({ handle, domId, label, view, store, actions, rowName, actionLabel, decor, editor, busy, initialHeight }: TableGridProps<Row>) {
  const intl = useIntl();
  const scrollElement = useRef<HTMLDivElement>(null);
  const cursor = useCursor(store);
  const cursorColumn = useSyncExternalStore(store.subscribe, store.cursorColumn);
  const metrics = useTableMetrics();
  const { visibleColumns: columns, matching, pageStart, pageLength } = view;

  const virtualizer = useRowVirtualizer({ count: pageLength, ids: matching.ids, pageStart, metrics, initialHeight, scrollElement });
  const cursorIndex = cursor === null ? -1 : matching.positionOf(cursor) - pageStart;
  const viewportHeight = () => {
    const element = scrollElement.current;
    return element && element.clientHeight > 0 ? element.clientHeight : (virtualizer.scrollRect?.height ?? initialHeight);
  };
  const revealCursor = useCallback(() => {
    const current = store.cursor();
    const index = current === null ? -1 : matching.positionOf(current) - pageStart;
    revealRow(scrollElement.current, index, metrics, virtualizer.scrollRect?.height ?? initialHeight);
  }, [store, matching, pageStart, metrics, virtualizer, initialHeight]);
  useRelayoutOnDensity(
    virtualizer,
    metrics,
    useCallback(
      (before: TableMetrics) => {
        const element = scrollElement.current;
        if (element) element.scrollTop = Math.round(element.scrollTop / before.rowHeight) * metrics.rowHeight;
        revealCursor();
      },
      [metrics, revealCursor],
    ),
  );

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index) => revealRow(scrollElement.current, index, metrics, virtualizer.scrollRect?.height ?? initialHeight),
      focus: () => scrollElement.current?.focus({ preventScroll: true }),
      revealCell: (columnId) => {
        const current = store.cursor();
        const cell = current === null ? null : document.getElementById(cellElementId(domId, current, columnId));
        cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      },
      focusEditor: () => scrollElement.current?.querySelector<HTMLElement>('.kr-cell.is-editing :is(input, select, textarea)')?.focus(),
      rowsInView: () => rowsInView(viewportHeight(), metrics),
    }),
    [virtualizer, initialHeight, store, domId, metrics],
  );

  const items = virtualizer.getVirtualItems();
  const cursorRendered = items.some((item) => item.index === cursorIndex);
  // the cursor cell when one is chosen (←/→) and its column is shown, else the cursor row
  const activeCell = cursor !== null && cursorColumn !== null && columns.some((column) => column.id === cursorColumn) ? cellElementId(domId, cursor, cursorColumn) : null;
  const link = decor?.link;
  const rowActions = useMemo(() => [...(actionLabel === null ? [] : [{}]), ...(link ? [{ shownFor: (row: Row) => link.href(row) !== null }] : [])], [actionLabel, link]);
  const texts = useMemo<RowTexts>(() => {
    const withKeys = (action: string, keys: string | null) => (keys ? intl.formatMessage({ id: 'table.actionWithKeys' }, { action, keys }) : action);
    const actionFor = compiledMessage(intl, 'table.rowActionFor');
    const selectRow = compiledMessage(intl, 'table.selectRow');
    return {
      selectRow: (name) => selectRow({ name }),
      action: actionLabel === null ? null : { name: (name) => actionFor({ action: actionLabel, name }), tooltip: withKeys(actionLabel, tableKeyText('openRow')) },
      link: link ? { name: (name) => actionFor({ action: link.label, name }), tooltip: intl.formatMessage({ id: 'table.opensInNewTab' }, { action: link.label }) } : null,
    };
  }, [actionLabel, link, intl]);
  const titleOf = useCallback((column: Column<Row>) => intl.formatMessage({ id: column.title }), [intl]);
  const { template, minWidth } = useGridTemplate(columns, titleOf, () => sampleRows(matching, pageStart, pageLength), rowActions, metrics);
  // a shorter viewport (a smaller window, the band under the selection's action bar) keeps the cursor row in view
  useFitToWindow(scrollElement, revealCursor);
  const style = { '--kr-columns': template, '--kr-min-width': `${minWidth}px`, '--kr-row-height': `${metrics.rowHeight}px`, '--kr-head-height': `${metrics.headHeight}px` } as CSSProperties;

  // The cursor stays on a row in view when the grid scrolls by itself (wheel, scrollbar, Shift+Space), so that x
  // never selects a row the user cannot see: it moves to the nearest row wholly shown.
  const keepCursorInView = () => {
    const element = scrollElement.current;
    const current = store.cursor();
    if (!element || current === null || pageLength === 0) return;
    const index = matching.positionOf(current) - pageStart;
    if (index < 0 || index >= pageLength) return;
    const shown = wholeRowsShown(element.scrollTop, element.clientHeight, pageLength, metrics);
    if (!shown) return;
    const target = Math.min(Math.max(index, shown.first), shown.last);
    const id = matching.ids[pageStart + target];
    if (target !== index && id !== undefined) store.setCursor(id);
  };

  // The grid takes the keyboard without a cursor row: start on the first row in view.
  const onFocus = () => {
    const current = store.cursor();
    if (current === null || matching.positionOf(current) < 0) {
      const first = matching.ids[pageStart + (virtualizer.range?.startIndex ?? 0)];
      if (first !== undefined) store.setCursor(first);
    }
  };

  return (
    <div
      ref={scrollElement}
      role="grid"
      // a primary first column (the row's name) stays put when the grid scrolls sideways (table.css)
      className={columns[0]?.primary ? 'kr-grid kr-grid-primary' : 'kr-grid'}
      tabIndex={0}
      aria-label={label}
      aria-rowcount={matching.count + 1}
      aria-colcount={columns.length + 2}
      aria-multiselectable="true"
      aria-busy={busy || undefined}
      // the text the rows shown answer, and "false" while that is an earlier one than typed: the bench times a
      // keystroke to the repainted grid by them (tests/bench/filters.mjs)
      data-search={view.searchedQuery}
      data-search-settled={view.searchSettled ? 'true' : 'false'}
      aria-activedescendant={cursorRendered && cursor !== null ? (activeCell ?? rowElementId(domId, cursor)) : undefined}
      style={style}
      onFocus={(event) => event.target === event.currentTarget && onFocus()}
      onScroll={keepCursorInView}
    >
      <GridHead columns={columns} sort={view.settings.sort} sortable={view.sortable} sortBy={view.sortBy} />
      <div role="rowgroup" className="kr-grid-body" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const position = pageStart + item.index;
          const row = matching.rowAt(position);
          if (!row) return null;
          return (
            <TableRow
              key={row.id}
              row={row}
              position={position}
              top={item.start - metrics.headHeight}
              columns={columns}
              store={store}
              actions={actions}
              domId={domId}
              name={rowName(row)}
              texts={texts}
              decor={decor}
              editor={editor}
            />
          );
        })}
      </div>
    </div>
  );
}
