// The ARIA grid: a sticky header and the current page's rows, of which only the ones in view (plus a few) are
// in the DOM. The grid element itself scrolls and holds the keyboard; the cursor row is its active descendant.
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useMemo, useRef, useSyncExternalStore, type ComponentType, type CSSProperties, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useCursor, type RowStore } from './rowStore';
import { cellElementId, rowElementId, TableRow, type RowActions, type RowDecor } from './TableRow';
import { useGridTemplate } from './columnSizing';
import { useFitToWindow } from './fitToWindow';
import type { CellEditorProps, SortState } from './types';
import type { GridHandle } from './liveTable';
import type { TableView } from './useTableView';

export const ROW_HEIGHT = 36;
export const HEAD_HEIGHT = 40;
const OVERSCAN = 4;

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

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The rows the columns are sized from: the page's first ones. */
function sampleRows<Row extends { id: number }>(matching: TableView<Row>['matching'], pageStart: number, pageLength: number): Row[] {
  const rows: Row[] = [];
  for (let position = pageStart; position < pageStart + Math.min(pageLength, 300); position += 1) {
    const row = matching.rowAt(position);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * Measures the grid like the library does, but keeps the assumed size while the element has no layout
 * (not yet laid out, hidden, or a test DOM), so a window of rows is always rendered.
 */
function observeRectOrAssume(assumed: Rect) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : assumed));
}

function SortArrow({ direction }: { direction: SortState['direction'] | null }) {
  return (
    <span className="kr-sort-arrow" aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
    </span>
  );
}

export function TableGrid<Row extends { id: number }>({ handle, domId, label, view, store, actions, rowName, actionLabel, decor, editor, busy, initialHeight }: TableGridProps<Row>) {
  const intl = useIntl();
  const scrollElement = useRef<HTMLDivElement>(null);
  const cursor = useCursor(store);
  const cursorColumn = useSyncExternalStore(store.subscribe, store.cursorColumn);
  const { visibleColumns: columns, settings, matching, pageStart, pageLength } = view;

  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: pageLength,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => matching.ids[pageStart + index] ?? index,
    overscan: OVERSCAN,
    scrollMargin: HEAD_HEIGHT,
    scrollPaddingStart: HEAD_HEIGHT,
    initialRect: { width: 1000, height: initialHeight },
    observeElementRect: useMemo(() => observeRectOrAssume({ width: 1000, height: initialHeight }), [initialHeight]),
  });

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
      focus: () => scrollElement.current?.focus({ preventScroll: true }),
      revealCell: (columnId) => {
        const current = store.cursor();
        const cell = current === null ? null : document.getElementById(cellElementId(domId, current, columnId));
        cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      },
      focusEditor: () => scrollElement.current?.querySelector<HTMLElement>('.kr-cell.is-editing :is(input, select, textarea)')?.focus(),
      rowsInView: () => Math.max(1, Math.floor(((virtualizer.scrollRect?.height ?? initialHeight) - HEAD_HEIGHT) / ROW_HEIGHT)),
    }),
    [virtualizer, initialHeight, store, domId],
  );

  const items = virtualizer.getVirtualItems();
  const cursorIndex = cursor === null ? -1 : matching.positionOf(cursor) - pageStart;
  const cursorRendered = items.some((item) => item.index === cursorIndex);
  // the cursor cell when one is chosen (←/→) and its column is shown, else the cursor row
  const activeCell = cursor !== null && cursorColumn !== null && columns.some((column) => column.id === cursorColumn) ? cellElementId(domId, cursor, cursorColumn) : null;
  const rowActions = useMemo(() => {
    const link = decor?.link;
    return [...(actionLabel === null ? [] : [{ label: actionLabel }]), ...(link ? [{ label: link.label, shownFor: (row: Row) => link.href(row) !== null }] : [])];
  }, [actionLabel, decor]);
  const { template, minWidth } = useGridTemplate(columns, (column) => intl.formatMessage({ id: column.title }), () => sampleRows(matching, pageStart, pageLength), rowActions);
  const fittedHeight = useFitToWindow(scrollElement);
  const style = { ...(fittedHeight === null ? {} : { '--kr-table-height': `${fittedHeight}px` }), '--kr-columns': template, '--kr-min-width': `${minWidth}px`, '--kr-row-height': `${ROW_HEIGHT}px`, '--kr-head-height': `${HEAD_HEIGHT}px` } as CSSProperties;

  // The cursor stays on a row in view when the grid scrolls by itself (wheel, scrollbar, Shift+Space), so that x
  // never selects a row the user cannot see: it moves to the nearest row wholly shown.
  const keepCursorInView = () => {
    const element = scrollElement.current;
    const current = store.cursor();
    if (!element || current === null || pageLength === 0) return;
    const index = matching.positionOf(current) - pageStart;
    if (index < 0 || index >= pageLength) return;
    const top = element.scrollTop;
    const bodyHeight = element.clientHeight - HEAD_HEIGHT;
    if (bodyHeight < ROW_HEIGHT) return;
    const first = Math.min(pageLength - 1, Math.ceil(top / ROW_HEIGHT - 0.01));
    const last = Math.max(first, Math.min(pageLength - 1, Math.floor((top + bodyHeight) / ROW_HEIGHT + 0.01) - 1));
    const target = index < first ? first : index > last ? last : index;
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
      <div role="rowgroup" className="kr-grid-head">
        <div role="row" className="kr-row kr-head-row" aria-rowindex={1}>
          <div role="columnheader" className="kr-cell kr-cell-check">
            <span className="kr-visually-hidden">{intl.formatMessage({ id: 'table.selectedColumn' })}</span>
          </div>
          {columns.map((column) => {
            const direction = settings.sort.column === column.id ? settings.sort.direction : null;
            return (
              <div key={column.id} role="columnheader" className="kr-cell" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                {view.sortable ? (
                  <button type="button" className="kr-sort" onClick={() => view.sortBy(column.id)}>
                    {intl.formatMessage({ id: column.title })}
                    <SortArrow direction={direction} />
                  </button>
                ) : (
                  // the server's order: shown, not changed here
                  <span className="kr-sort">
                    {intl.formatMessage({ id: column.title })}
                    <SortArrow direction={direction} />
                  </span>
                )}
              </div>
            );
          })}
          <div role="columnheader" className="kr-cell kr-cell-action">
            <span className="kr-visually-hidden">{intl.formatMessage({ id: 'table.actionsColumn' })}</span>
          </div>
        </div>
      </div>
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
              top={item.start - HEAD_HEIGHT}
              columns={columns}
              store={store}
              actions={actions}
              domId={domId}
              name={rowName(row)}
              actionLabel={actionLabel}
              decor={decor}
              editor={editor}
            />
          );
        })}
      </div>
    </div>
  );
}
