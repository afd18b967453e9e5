// The table's sizes in pixels for each density (settings.density): the one place the grid, its virtualizer, the
// page moves (rowsInView), the cursor's range math and column sizing read them. tokens.css holds the same values as
// --kr-row-height, --kr-head-height, --kr-text-table and --kr-cell-padding for the stylesheets; the grid sets the
// two heights on itself from here, so the rows drawn and the rows reckoned never differ, and
// tests/app/table-density.test.ts keeps the tokens equal to these.
import { useSnapshot } from 'valtio';
import { settings, type Density } from '../state/settings';

export interface TableMetrics {
  rowHeight: number;
  headHeight: number;
  /** the cells' font size, which column sizing measures with */
  fontSize: number;
  /** a cell's padding on each side */
  cellPadding: number;
}

export const TABLE_METRICS: Readonly<Record<Density, TableMetrics>> = {
  compact: { rowHeight: 28, headHeight: 30, fontSize: 13, cellPadding: 8 },
  comfortable: { rowHeight: 36, headHeight: 36, fontSize: 14, cellPadding: 10 },
};

/** The metrics of the density chosen; re-renders when it changes. */
export function useTableMetrics(): TableMetrics {
  return TABLE_METRICS[useSnapshot(settings).density];
}

/** How many rows a grid this tall shows whole below its header (at least 1). */
export function rowsInView(gridHeight: number, metrics: TableMetrics): number {
  return Math.max(1, Math.floor((gridHeight - metrics.headHeight) / metrics.rowHeight));
}

/**
 * The first and last rows wholly shown when the rows are scrolled by `scrollTop` under a header, in a grid of
 * `clientHeight`; null when not even one row fits. A hundredth of a pixel of slack absorbs sub-pixel scrolling.
 */
export function wholeRowsShown(scrollTop: number, clientHeight: number, count: number, metrics: TableMetrics): { first: number; last: number } | null {
  const bodyHeight = clientHeight - metrics.headHeight;
  if (bodyHeight < metrics.rowHeight || count === 0) return null;
  const first = Math.min(count - 1, Math.ceil(scrollTop / metrics.rowHeight - 0.01));
  const last = Math.max(first, Math.min(count - 1, Math.floor((scrollTop + bodyHeight) / metrics.rowHeight + 0.01) - 1));
  return { first, last };
}
