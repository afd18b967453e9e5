// One virtual row. It subscribes to its own flags only, and its cells are memoized on the row object, so a
// selection change re-renders the rows whose flag changed and none of their cells.
import { memo, type ComponentType, type MouseEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { EditIcon, ExternalLinkIcon } from '../ui/icons';
import { useRowMark } from './rowMarks';
import { rowMarkText } from './rowMarkText';
import { useRowFlags, type RowStore } from './rowStore';
import type { CellEditorProps, Column } from './types';

/** What a row asks of its table; one stable object per table. */
export interface RowActions<Row> {
  /** puts the cursor on the row (and on the cell of `column`, when one was clicked) and gives the grid the keyboard */
  focusRow(id: number, column?: string): void;
  /** the checkbox: toggles, or with Shift selects the range from the anchor */
  toggleRow(id: number, range: boolean): void;
  openRow(row: Row): void;
  /** ends an edit in place (saved or cancelled) */
  endEdit(): void;
}

/** The words of a row's controls: its checkbox's and its icon buttons' names (with the row's name, for screen
 * readers), and the buttons' tooltips (the action and its key; the link's, that it opens in a new tab). Stable per
 * table and language; the names are formatted from messages compiled once, as every row scrolled into view needs them. */
export interface RowTexts {
  selectRow(name: string): string;
  action: { name(row: string): string; tooltip: string } | null;
  link: { name(row: string): string; tooltip: string } | null;
}

/** How rows may differ beyond their cells: a link beside the row action, a quieter look. Stable per table. */
export interface RowDecor<Row> {
  /** a link opened in a new tab (e.g. another site's page of the row), with its translated text */
  link?: { label: string; href(row: Row): string | null };
  muted?(row: Row): boolean;
}

export interface TableRowProps<Row extends { id: number }> {
  row: Row;
  /** 0-based among all matching rows */
  position: number;
  /** offset from the top of the rows, in pixels */
  top: number;
  columns: readonly Column<Row>[];
  store: RowStore;
  actions: RowActions<Row>;
  domId: string;
  name: string;
  texts: RowTexts;
  decor?: RowDecor<Row>;
  /** the in-place editor of the table (`inlineEdit`), drawn in the cell being edited */
  editor?: ComponentType<CellEditorProps<Row>>;
}

export const rowElementId = (domId: string, id: number) => `${domId}-row-${id}`;
/** column ids as they may stand in an element's id, made once per column */
const idSafeColumns = new Map<string, string>();
const idSafe = (column: string) => {
  let safe = idSafeColumns.get(column);
  if (safe === undefined) {
    safe = column.replace(/[^\w-]/g, '_');
    idSafeColumns.set(column, safe);
  }
  return safe;
};
/** A cell's id: the grid's active descendant when it is the cursor cell. */
export const cellElementId = (domId: string, id: number, column: string) => `${rowElementId(domId, id)}-${idSafe(column)}`;

interface CellProps<Row> {
  column: Column<Row>;
  row: Row;
  id: string;
  /** the cursor cell (←/→), outlined */
  cursor: boolean;
  /** not read here: a new locale re-renders cells whose `render` formats dates, numbers or labels */
  locale: string;
}

/** A cell's text may be cut with an ellipsis: its title shows it whole on hover, and on the cursor row it wraps onto a
 * second line within its cell (table.css). */
const CellView = memo(function CellView<Row>({ column, row, id, cursor }: CellProps<Row>) {
  const className = cursor ? 'kr-cell is-cursor-cell' : 'kr-cell';
  if (column.render) return <div role="gridcell" id={id} data-column={column.id} className={className}>{column.render(row)}</div>;
  const value = column.value(row);
  const text = value === null ? '' : String(value);
  return (
    <div role="gridcell" id={id} data-column={column.id} className={className} title={text || undefined}>
      <span className="kr-cell-text">{text}</span>
    </div>
  );
}) as <Row>(props: CellProps<Row>) => ReactElement;

const isControl = (target: EventTarget) => target instanceof Element && target.closest('input, button, a, select, textarea, .is-editing') !== null;
const columnOf = (target: EventTarget) => (target instanceof Element ? (target.closest<HTMLElement>('[data-column]')?.dataset.column ?? undefined) : undefined);

function TableRowView<Row extends { id: number }>({ row, position, top, columns, store, actions, domId, name, texts, decor, editor: Editor }: TableRowProps<Row>) {
  const intl = useIntl();
  const { selected, cursor, hovered, state, cursorColumn, editingColumn } = useRowFlags(store, row.id);
  // the actions' buttons are in every row (the column never changes), their icons drawn only where they are shown:
  // an SVG is a dozen elements and attributes, made and thrown away for every row scrolled past
  const iconsShown = cursor || hovered;
  const mark = useRowMark(row);
  const changedElsewhere = mark !== null;
  const elementId = rowElementId(domId, row.id);
  const errorId = `${elementId}-error`;
  const className = ['kr-row', cursor && 'is-cursor', editingColumn !== null && 'is-editing', selected && 'is-selected', state?.kind === 'error' && 'is-error', decor?.muted?.(row) && 'is-muted', changedElsewhere && 'is-changed']
    .filter(Boolean)
    .join(' ');
  const href = decor?.link?.href(row) ?? null;

  const onClick = (event: MouseEvent) => {
    if (!isControl(event.target)) actions.focusRow(row.id, columnOf(event.target));
  };
  const onDoubleClick = (event: MouseEvent) => {
    if (!isControl(event.target)) actions.openRow(row);
  };

  return (
    <div
      role="row"
      id={elementId}
      className={className}
      aria-rowindex={position + 2}
      aria-selected={selected}
      aria-busy={state?.kind === 'loading' || undefined}
      aria-describedby={state?.kind === 'error' ? errorId : undefined}
      style={{ transform: `translateY(${top}px)` }}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onPointerEnter={() => store.setHovered(row.id)}
      onPointerLeave={() => store.setHovered(null)}
    >
      <div role="gridcell" className="kr-cell kr-cell-check">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={selected}
          aria-label={texts.selectRow(name)}
          // React fires onChange from the click, so the native event carries the Shift key
          onChange={(event) => actions.toggleRow(row.id, (event.nativeEvent as Partial<globalThis.MouseEvent>).shiftKey === true)}
        />
      </div>
      {columns.map((column) =>
        Editor && editingColumn === column.id ? (
          <div key={column.id} role="gridcell" id={cellElementId(domId, row.id, column.id)} data-column={column.id} className="kr-cell is-cursor-cell is-editing">
            <Editor row={row} columnId={column.id} done={actions.endEdit} kept={store.editing()?.text} keep={store.keepEditText} />
          </div>
        ) : (
          <CellView key={column.id} column={column} row={row} id={cellElementId(domId, row.id, column.id)} cursor={cursorColumn === column.id} locale={intl.locale} />
        ),
      )}
      <div role="gridcell" className="kr-cell kr-cell-action">
        {/* a row's state (working, failed, changed elsewhere) takes the buttons' place while it lasts, its words cut
            with an ellipsis and whole in their title; Enter or a double-click still opens the row */}
        {state?.kind === 'loading' ? (
          <span className="kr-row-busy" title={intl.formatMessage({ id: 'table.rowWorking' })}>
            <span className="kr-spinner" aria-hidden="true" />
            {intl.formatMessage({ id: 'table.rowWorking' })}
          </span>
        ) : state?.kind === 'error' ? (
          <span id={errorId} className="kr-row-error" title={state.message}>
            {state.message}
          </span>
        ) : mark ? (
          <span className="kr-row-changed" title={rowMarkText(mark.authors, intl)}>
            {rowMarkText(mark.authors, intl)}
          </span>
        ) : (
          <>
            {/* quiet icon buttons, shown on the cursor row and the row under the pointer (table.css) */}
            {texts.action && (
              <button
                type="button"
                tabIndex={-1}
                className="kr-row-action"
                aria-label={texts.action.name(name)}
                title={texts.action.tooltip}
                onClick={() => actions.openRow(row)}
              >
                {iconsShown && <EditIcon />}
              </button>
            )}
            {decor?.link && href && (
              <a
                className="kr-row-action"
                tabIndex={-1}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={texts.link?.name(name)}
                title={texts.link?.tooltip}
              >
                {iconsShown && <ExternalLinkIcon />}
              </a>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export const TableRow = memo(TableRowView) as typeof TableRowView;
