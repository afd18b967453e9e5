// The grid's virtualizer: which of the page's rows are in the DOM (those in view and a few more) and where each
// one stands, every row as tall as the density says. Its options are kept the same between renders, as the grid
// renders on every scroll: a new `getItemKey` or `estimateSize` would have it reckon every row's position again
// (100 000 objects, and as much garbage, per scroll). A new density lays the rows out again.
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { TableMetrics } from './tableMetrics';

const OVERSCAN = 4;

export interface RowVirtualizerOptions {
  /** the page's rows */
  count: number;
  /** the matching rows' ids, of which the page's start at `pageStart`: a row's key */
  ids: readonly number[];
  pageStart: number;
  metrics: TableMetrics;
  /** the grid's height assumed before the browser lays it out (and in tests) */
  initialHeight: number;
  scrollElement: RefObject<HTMLDivElement | null>;
}

export type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * Measures the grid like the library does, but keeps the assumed size while the element has no layout
 * (not yet laid out, hidden, or a test DOM), so a window of rows is always rendered.
 */
function observeRectOrAssume(assumed: Rect) {
  return (instance: RowVirtualizer, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : assumed));
}

/**
 * Scrolls the grid the least that shows a row whole below the header. The rows' viewport is the grid's inner height
 * (its frame may grow a band at the bottom, under the page's action bar), or the height assumed before any layout.
 */
export function revealRow(element: HTMLElement | null, index: number, metrics: TableMetrics, assumedHeight: number): void {
  if (!element || index < 0) return;
  const body = (element.clientHeight > 0 ? element.clientHeight : assumedHeight) - metrics.headHeight;
  const top = index * metrics.rowHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + metrics.rowHeight > element.scrollTop + body) element.scrollTop = top + metrics.rowHeight - body;
}

/**
 * A new density: the rows are laid out again at their new height, the first row in view stays first, and the cursor
 * row stays in view.
 */
export function useRelayoutOnDensity(virtualizer: RowVirtualizer, metrics: TableMetrics, relaidOut: (before: TableMetrics) => void) {
  const laidOutWith = useRef(metrics);
  useLayoutEffect(() => {
    const before = laidOutWith.current;
    if (before === metrics) return;
    laidOutWith.current = metrics;
    virtualizer.measure();
    relaidOut(before);
  }, [metrics, virtualizer, relaidOut]);
}

export function useRowVirtualizer({ count, ids, pageStart, metrics, initialHeight, scrollElement }: RowVirtualizerOptions): RowVirtualizer {
  const estimateSize = useCallback(() => metrics.rowHeight, [metrics]);
  const getItemKey = useCallback((index: number) => ids[pageStart + index] ?? index, [ids, pageStart]);
  return useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: metrics.headHeight,
    scrollPaddingStart: metrics.headHeight,
    initialRect: { width: 1000, height: initialHeight },
    observeElementRect: useMemo(() => observeRectOrAssume({ width: 1000, height: initialHeight }), [initialHeight]),
  });
}
