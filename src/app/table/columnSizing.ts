// Columns sized to their content: each column's width is measured from its title and its values in a sample of
// rows (canvas text metrics in the browser, an estimate elsewhere). A column of short values (codes, names,
// labels) is never cut: its longest value is its minimum. A column of long values (events, comments) is sized by its
// 90th percentile and may shrink to half of it when room is short, so that one long text does not push the others
// out. Free space is shared in proportion to the widths; narrow columns (ids) keep theirs. Measured once per column
// set, so typing a search never makes the columns jump.
import { useRef } from 'react';
import type { Column } from './types';

const CHECK_WIDTH = 44;
const ACTION_WIDTH = 120;
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

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** Canvas metrics in the table's font where the browser has them; an estimate per character otherwise. */
export function textMeasurer(): MeasureText {
  if (canvasContext === undefined) {
    try {
      canvasContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvasContext = null;
    }
    if (canvasContext) canvasContext.font = `15px ${getComputedStyle(document.documentElement).fontFamily || 'system-ui'}`;
  }
  const context = canvasContext;
  // canvas and layout may pick different faces for a generic family: a little slack keeps texts whole
  return context ? (text) => context.measureText(text).width * 1.1 : (text) => text.length * ESTIMATED_CHAR_WIDTH;
}

export interface ColumnSize {
  /** the width it is shown at when there is room */
  width: number;
  /** the width it may shrink to */
  minimum: number;
}

export function columnSize<Row>(column: Column<Row>, title: string, sample: readonly Row[], measure: MeasureText): ColumnSize {
  // a column that draws its own cells (dates, chips) says how wide it is
  if (column.render && column.width) return { width: column.width, minimum: column.width };
  if (sample.length === 0 && column.width) return { width: column.width, minimum: column.width };
  const texts = sample.map((row) => {
    const value = column.value(row);
    return value === null ? '' : String(value);
  });
  const titleWidth = measure(title) + 18; // room for the sort arrow
  const longest = texts.reduce((max, text) => Math.max(max, text.length), 0);
  const widths = texts.map(measure).sort((a, b) => a - b);
  const clamp = (width: number) => Math.round(Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width)));
  if (longest <= SHORT) {
    const width = clamp(Math.max(titleWidth, widths.at(-1) ?? 0) + CELL_PADDING);
    return { width, minimum: width };
  }
  const width = clamp(Math.max(titleWidth, widths[Math.floor(widths.length * 0.9)] ?? 0) + CELL_PADDING);
  return { width, minimum: clamp(Math.max(titleWidth + CELL_PADDING, width / 2)) };
}

export function gridTemplate(sizes: readonly ColumnSize[]): GridTemplate {
  const tracks = sizes.map(({ width, minimum }) => (width <= NARROW ? `${width}px` : `minmax(${minimum}px, ${width}fr)`));
  return {
    template: [`${CHECK_WIDTH}px`, ...tracks, `${ACTION_WIDTH}px`].join(' '),
    minWidth: CHECK_WIDTH + ACTION_WIDTH + sizes.reduce((sum, { minimum }) => sum + minimum, 0),
  };
}

/**
 * The grid's template for these columns, measured from the first rows the first time there are some, and kept
 * while the columns stay the same (a new language or a column shown or hidden measures again).
 */
export function useGridTemplate<Row>(columns: readonly Column<Row>[], titleOf: (column: Column<Row>) => string, sample: () => readonly Row[]): GridTemplate {
  const cache = useRef<{ columns: readonly Column<Row>[]; measured: boolean; template: GridTemplate } | null>(null);
  const current = cache.current;
  if (current && current.columns === columns && current.measured) return current.template;
  const rows = sample().slice(0, SAMPLE_SIZE);
  const measure = textMeasurer();
  const template = gridTemplate(columns.map((column) => columnSize(column, titleOf(column), rows, measure)));
  cache.current = { columns, measured: rows.length > 0, template };
  return template;
}
