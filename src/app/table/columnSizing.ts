// Columns sized to their content: each column's width is measured from its title and its values in a sample of
// rows (canvas text metrics in the browser, an estimate elsewhere); a column that draws its cells as text (dates,
// "6 / 20000") is measured from that text. A column of short values (codes, names, labels) is never cut: its longest
// value is its minimum. A column of long values (events, comments) is sized by its 90th percentile and may shrink to
// half of it when room is short, so that one long text does not push the others out (the cursor row shows two lines
// of a cut cell: the 90th percentile stays whole there). Free space is shared in proportion to the widths; narrow
// columns (ids) keep theirs. A primary column (the row's name, Column.primary) is kept whole and takes all the free
// space, the others stopping at their width. The row actions' column is as wide as its buttons and links in the language shown,
// never less. Measured once per column set and language, so typing a search never makes the columns jump.
import { useRef } from 'react';
import type { Column } from './types';

const CHECK_WIDTH = 44;
/** the row actions' column without any action: room for the words a row may show there (working, changed) */
const ACTION_MIN_WIDTH = 56;
/** a row action's padding and border, and its font against the table's (table.css .kr-row-action: 0.9rem) */
const ACTION_CHROME = 18;
const ACTION_FONT_SCALE = 0.9;
/** between two row actions (table.css .kr-cell-action) */
const ACTION_GAP = 6;
const CELL_PADDING = 22;
const MIN_WIDTH = 56;
const MAX_WIDTH = 340;
/** columns this narrow or narrower do not grow */
const NARROW = 96;
const SAMPLE_SIZE = 300;
/** values up to this many characters are "short": their column is never cut */
const SHORT = 24;
/** the average width of a character when text cannot be measured (tests) */
const ESTIMATED_CHAR_WIDTH = 8.4;

export interface GridTemplate {
  template: string;
  minWidth: number;
}

/** How wide a text is drawn in the table's font, in pixels. */
export type MeasureText = (text: string) => number;

const TABLE_FONT = (family: string) => `15px ${family || 'system-ui'}`;
/** a text with wide and narrow letters, accents and digits, measured both ways to compare canvas and layout */
const REFERENCE_TEXT = 'Wm Iil 0123456789 ÁÉçãõñ Administração Événements';

let measurer: { context: CanvasRenderingContext2D; scale: number } | null | undefined;

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

/** Canvas metrics in the table's font where the browser has them, scaled to what the page draws; an estimate per
 * character otherwise. A little slack (1 %) absorbs sub-pixel rounding. */
export function textMeasurer(): MeasureText {
  if (measurer === undefined) {
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) {
      context.font = TABLE_FONT(getComputedStyle(document.documentElement).fontFamily);
      measurer = { context, scale: layoutScale(context, context.font) * 1.01 };
    } else {
      measurer = null;
    }
  }
  const current = measurer;
  return current ? (text) => current.context.measureText(text).width * current.scale : (text) => text.length * ESTIMATED_CHAR_WIDTH;
}

export interface ColumnSize {
  /** the width it is shown at when there is room */
  width: number;
  /** the width it may shrink to */
  minimum: number;
  /** the row's name (Column.primary): kept whole, and the one column the free space goes to */
  primary?: true;
}

/** The text a column shows for a row: its `render` when that draws plain text, else its value; null when it draws more. */
function shownText<Row>(column: Column<Row>, row: Row): string | null {
  const shown: unknown = column.render ? column.render(row) : column.value(row);
  if (shown === null || shown === undefined) return '';
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : null;
}

export function columnSize<Row>(column: Column<Row>, title: string, sample: readonly Row[], measure: MeasureText): ColumnSize {
  const titleWidth = measure(title) + 18; // room for the sort arrow
  const clamp = (width: number) => Math.round(Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width)));
  const texts = sample.map((row) => shownText(column, row));
  // a column that draws more than text (chips) says how wide its cells are; its title still fits
  if (sample.length === 0 || texts.some((text) => text === null)) {
    const width = clamp(Math.max(column.width ?? MIN_WIDTH, titleWidth + CELL_PADDING));
    return column.primary ? { width, minimum: width, primary: true } : { width, minimum: width };
  }
  const shown = texts as string[];
  const longest = shown.reduce((max, text) => Math.max(max, text.length), 0);
  const widths = shown.map(measure).sort((a, b) => a - b);
  if (column.primary) {
    const width = clamp(Math.max(titleWidth, widths.at(-1) ?? 0) + CELL_PADDING);
    return { width, minimum: width, primary: true };
  }
  if (longest <= SHORT || column.render) {
    const width = clamp(Math.max(titleWidth, widths.at(-1) ?? 0) + CELL_PADDING);
    return { width, minimum: width };
  }
  const width = clamp(Math.max(titleWidth, widths[Math.floor(widths.length * 0.9)] ?? 0) + CELL_PADDING);
  return { width, minimum: clamp(Math.max(titleWidth + CELL_PADDING, width / 2)) };
}

/** The row actions' column: its buttons and links side by side, whole, in the language shown. */
export function actionsWidth(labels: readonly string[], measure: MeasureText): number {
  if (labels.length === 0) return ACTION_MIN_WIDTH;
  const buttons = labels.reduce((sum, label) => sum + Math.ceil(measure(label) * ACTION_FONT_SCALE) + ACTION_CHROME, 0);
  return Math.max(ACTION_MIN_WIDTH, CELL_PADDING + buttons + ACTION_GAP * (labels.length - 1));
}

export function gridTemplate(sizes: readonly ColumnSize[], actionWidth: number = ACTION_MIN_WIDTH): GridTemplate {
  // with a primary column the others stop at their width and it takes what is left
  const primary = sizes.some((size) => size.primary);
  const tracks = sizes.map(({ width, minimum, primary: isPrimary }) =>
    isPrimary ? `minmax(${minimum}px, 1fr)` : width <= NARROW ? `${width}px` : primary ? `minmax(${minimum}px, ${width}px)` : `minmax(${minimum}px, ${width}fr)`,
  );
  return {
    template: [`${CHECK_WIDTH}px`, ...tracks, `${actionWidth}px`].join(' '),
    minWidth: CHECK_WIDTH + actionWidth + sizes.reduce((sum, { minimum }) => sum + minimum, 0),
  };
}

/** A button or link every row may show in the row actions' column; `shownFor` when some rows have none. */
export interface RowActionText<Row> {
  label: string;
  shownFor?(row: Row): boolean;
}

/**
 * The grid's template for these columns and row actions, measured from the first rows the first time there are
 * some, and kept while the columns, their titles and the actions' texts stay the same (a new language or a column
 * shown or hidden measures again). An action no sampled row shows (a link not configured) takes no room.
 */
export function useGridTemplate<Row>(
  columns: readonly Column<Row>[],
  titleOf: (column: Column<Row>) => string,
  sample: () => readonly Row[],
  rowActions: readonly RowActionText<Row>[],
): GridTemplate {
  const cache = useRef<{ columns: readonly Column<Row>[]; words: string; measured: boolean; template: GridTemplate } | null>(null);
  const words = [...columns.map(titleOf), '|', ...rowActions.map((action) => action.label)].join('\u0000');
  const current = cache.current;
  if (current && current.columns === columns && current.words === words && current.measured) return current.template;
  const rows = sample().slice(0, SAMPLE_SIZE);
  const measure = textMeasurer();
  const shown = rowActions.filter((action) => !action.shownFor || rows.some((row) => action.shownFor?.(row)));
  const template = gridTemplate(
    columns.map((column) => columnSize(column, titleOf(column), rows, measure)),
    actionsWidth(shown.map((action) => action.label), measure),
  );
  cache.current = { columns, words, measured: rows.length > 0, template };
  return template;
}
