// Columns sized to their content: each column's width is measured from its title and its values in a sample of
// rows, in the table's font at the density chosen (canvas text metrics in the browser, an estimate elsewhere); a
// column that draws its cells as text (dates, "6 / 20000") is measured from that text. A column of short values
// (codes, names, labels) is never cut: its longest value is its minimum. A column of long values (events, comments)
// is sized by its 90th percentile and may shrink to half of it when room is short, so that one long text does not
// push the others out (the cursor row shows two lines of a cut cell: the 90th percentile stays whole there). A
// primary column (the row's name, Column.primary) is kept whole.
//
// Wide screens: a column grows only up to what its longest value needs, never beyond (at most LONG_MAX): short
// columns keep their width, a primary or long-text column (events, comments) may widen to show its longest values
// whole, and what is left stays empty at the end of the row, before the row actions, which keep to the right edge.
// So a name or a model column never stretches across a 1920-px screen, and the row still reads as one line (its
// hover and cursor span it).
//
// The row actions' column holds its icon buttons side by side (table.css .kr-row-action), whatever the language.
// Measured once per column set, language and density, so typing a search never makes the columns jump.
import { useRef } from 'react';
import type { TableMetrics } from './tableMetrics';
import type { Column } from './types';

/** the checkboxes' column (table.css keeps the primary column's sticky offset equal) */
export const CHECK_WIDTH = 44;
/** the row actions' column without any action: room for a word of a row's state (working, changed) to begin */
const ACTION_MIN_WIDTH = 56;
/** a row action's icon button, square, and the gap between two (table.css .kr-row-action: --kr-space-5, --kr-space-1) */
const ACTION_BUTTON = 24;
const ACTION_GAP = 4;
const MIN_WIDTH = 56;
/** the width a column is shown at when room is short */
const MAX_WIDTH = 340;
/** the most a primary or long-text column widens to on a wide screen */
const LONG_MAX = 560;
const SAMPLE_SIZE = 300;
/** values up to this many characters are "short": their column is never cut */
const SHORT = 24;
/** the sort arrow's room beside a title (table.css .kr-sort: a 12-px chevron and a gap) */
const SORT_ROOM = 18;
/** the average width of a character, against the font size, when text cannot be measured (tests) */
const ESTIMATED_CHAR_EM = 0.6;

export interface GridTemplate {
  template: string;
  minWidth: number;
}

/** How wide a text is drawn in the table's font, in pixels. */
export type MeasureText = (text: string) => number;

/** a text with wide and narrow letters, accents and digits, measured both ways to compare canvas and layout */
const REFERENCE_TEXT = 'Wm Iil 0123456789 ÁÉçãõñ Administração Événements';

const measurers = new Map<number, { context: CanvasRenderingContext2D; scale: number } | null>();

/** How much wider the page draws the reference text than the canvas does: canvas and layout may pick different
 * faces for a generic family (system-ui). 1 where they agree (Chromium), 1.1 when the page cannot be measured. */
function layoutScale(context: CanvasRenderingContext2D, font: string): number {
  const probe = document.createElement('span');
  probe.textContent = REFERENCE_TEXT;
  probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${font}`;
  document.body.append(probe);
  const drawn = probe.getBoundingClientRect().width;
  probe.remove();
  const measured = context.measureText(REFERENCE_TEXT).width;
  return drawn > 0 && measured > 0 ? Math.max(1, drawn / measured) : 1.1;
}

function measurerAt(fontSize: number): { context: CanvasRenderingContext2D; scale: number } | null {
  if (measurers.has(fontSize)) return measurers.get(fontSize) ?? null;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  const made = context ? { context, scale: 0 } : null;
  if (made) {
    made.context.font = `${fontSize}px ${getComputedStyle(document.documentElement).fontFamily || 'system-ui'}`;
    made.scale = layoutScale(made.context, made.context.font) * 1.01;
  }
  measurers.set(fontSize, made);
  return made;
}

/** Canvas metrics in the table's font at `fontSize` where the browser has them, scaled to what the page draws; an
 * estimate per character otherwise. A little slack (1 %) absorbs sub-pixel rounding. */
export function textMeasurer(fontSize: number): MeasureText {
  const current = measurerAt(fontSize);
  return current ? (text) => current.context.measureText(text).width * current.scale : (text) => text.length * fontSize * ESTIMATED_CHAR_EM;
}

export interface ColumnSize {
  /** the width it is shown at when room is short */
  width: number;
  /** the width it may shrink to */
  minimum: number;
  /** the width it may widen to when there is room (its longest value whole); its width when absent */
  maximum?: number;
  /** the row's name (Column.primary): kept whole */
  primary?: true;
}

/** The text a column shows for a row: its `render` when that draws plain text, else its value; null when it draws more. */
function shownText<Row>(column: Column<Row>, row: Row): string | null {
  const shown: unknown = column.render ? column.render(row) : column.value(row);
  if (shown === null || shown === undefined) return '';
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : null;
}

/** The room a cell keeps around its text: its padding on both sides and a pixel of each border. */
export const cellRoom = (metrics: Pick<TableMetrics, 'cellPadding'>) => 2 * metrics.cellPadding + 2;

export function columnSize<Row>(column: Column<Row>, title: string, sample: readonly Row[], measure: MeasureText, metrics: Pick<TableMetrics, 'cellPadding'>): ColumnSize {
  const room = cellRoom(metrics);
  const titleWidth = measure(title) + SORT_ROOM;
  const clamp = (width: number, most = MAX_WIDTH) => Math.round(Math.max(MIN_WIDTH, Math.min(most, width)));
  const texts = sample.map((row) => shownText(column, row));
  // a column that draws more than text (chips) says how wide its cells are; its title still fits
  if (sample.length === 0 || texts.some((text) => text === null)) {
    const width = clamp(Math.max(column.width ?? MIN_WIDTH, titleWidth + room));
    return column.primary ? { width, minimum: width, primary: true } : { width, minimum: width };
  }
  const shown = texts as string[];
  const longest = shown.reduce((max, text) => Math.max(max, text.length), 0);
  const widths = shown.map(measure).sort((a, b) => a - b);
  const whole = Math.max(titleWidth, widths.at(-1) ?? 0) + room;
  if (column.primary) {
    const width = clamp(whole);
    const maximum = clamp(whole, LONG_MAX);
    return maximum > width ? { width, minimum: width, maximum, primary: true } : { width, minimum: width, primary: true };
  }
  if (longest <= SHORT || column.render) {
    const width = clamp(whole);
    return { width, minimum: width };
  }
  const width = clamp(Math.max(titleWidth, widths[Math.floor(widths.length * 0.9)] ?? 0) + room);
  const maximum = clamp(whole, LONG_MAX);
  const minimum = clamp(Math.max(titleWidth + room, width / 2));
  return maximum > width ? { width, minimum, maximum } : { width, minimum };
}

/** The row actions' column: `count` icon buttons side by side in a cell's padding. */
export function actionsWidth(count: number, metrics: Pick<TableMetrics, 'cellPadding'>): number {
  if (count === 0) return ACTION_MIN_WIDTH;
  return Math.max(ACTION_MIN_WIDTH, 2 * metrics.cellPadding + count * ACTION_BUTTON + (count - 1) * ACTION_GAP);
}

/**
 * The columns' tracks between the checkboxes and the row actions: a column fixed at its width, or between its minimum
 * and its maximum; then an empty track that takes what is left (the row actions' cell is placed in the last track,
 * table.css), so the free space of a wide screen stays at the end of the row.
 */
export function gridTemplate(sizes: readonly ColumnSize[], actionWidth: number = ACTION_MIN_WIDTH): GridTemplate {
  const tracks = sizes.map(({ width, minimum, maximum = width }) => (minimum === maximum ? `${minimum}px` : `minmax(${minimum}px, ${maximum}px)`));
  return {
    template: [`${CHECK_WIDTH}px`, ...tracks, 'minmax(0, 1fr)', `${actionWidth}px`].join(' '),
    minWidth: CHECK_WIDTH + actionWidth + sizes.reduce((sum, { minimum }) => sum + minimum, 0),
  };
}

/** An action every row may show in the row actions' column; `shownFor` when some rows have none. */
export interface RowActionShown<Row> {
  shownFor?(row: Row): boolean;
}

/**
 * The grid's template for these columns and row actions, measured from the first rows the first time there are
 * some, and kept while the columns, their titles (`titleOf`, the same function while the language is), the actions
 * and the density stay the same (a new language, a density or a column shown or hidden measures again). An action no sampled row shows (a link not configured) takes
 * no room.
 */
export function useGridTemplate<Row>(
  columns: readonly Column<Row>[],
  titleOf: (column: Column<Row>) => string,
  sample: () => readonly Row[],
  rowActions: readonly RowActionShown<Row>[],
  metrics: TableMetrics,
): GridTemplate {
  const cache = useRef<{ columns: readonly Column<Row>[]; titleOf: (column: Column<Row>) => string; actions: readonly RowActionShown<Row>[]; metrics: TableMetrics; measured: boolean; template: GridTemplate } | null>(null);
  const current = cache.current;
  // the grid renders on every scroll: what it is asked is compared by identity (titleOf changes with the language)
  if (current && current.columns === columns && current.titleOf === titleOf && current.actions === rowActions && current.metrics === metrics && current.measured) return current.template;
  const rows = sample().slice(0, SAMPLE_SIZE);
  const measure = textMeasurer(metrics.fontSize);
  const shown = rowActions.filter((action) => !action.shownFor || rows.some((row) => action.shownFor?.(row)));
  const template = gridTemplate(
    columns.map((column) => columnSize(column, titleOf(column), rows, measure, metrics)),
    actionsWidth(shown.length, metrics),
  );
  cache.current = { columns, titleOf, actions: rowActions, metrics, measured: rows.length > 0, template };
  return template;
}
