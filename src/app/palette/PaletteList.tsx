// The results, virtualized: only the rows in view (plus a few, plus the active one) are mounted, each group's
// visible run inside a cmdk group labelled by its heading (visually hidden when the heading row is scrolled away).
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { memo, useCallback, useEffect, useImperativeHandle, useRef, type RefObject } from 'react';
import type { EntryView } from './describeEntry';
import { PaletteOption } from './PaletteOption';
import { ROW_HEIGHTS, type GroupId, type ItemRow, type PaletteRow } from './results';

export interface PaletteListHandle {
  /** brings a row into view; moving up onto a group's first item shows the group's heading too */
  scrollToRow(rowIndex: number, direction: 'up' | 'down'): void;
  scrollToTop(): void;
  /** how many items fit in the list: one PageDown */
  pageSize(): number;
}

export interface PaletteListProps {
  handle: RefObject<PaletteListHandle | null>;
  rows: readonly PaletteRow[];
  itemCount: number;
  activeRowIndex: number;
  label: string;
  describe(row: ItemRow): EntryView;
  onChoose(row: ItemRow): void;
  onHover(row: ItemRow): void;
  registerElement(key: string, element: HTMLDivElement | null): void;
  /** the list was scrolled down to its last row (paged options load more) */
  onEndInView?(): void;
}

/** The list's max-height in palette.css: used until the list has a size (and where layout is absent, in tests). */
export const LIST_FALLBACK_HEIGHT = 432;
const OVERSCAN = 4;

const observeRectWithFallback: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: LIST_FALLBACK_HEIGHT }));

interface Run {
  key: string;
  groupId: GroupId;
  label: string;
  heading: VirtualItem | null;
  rows: { row: Exclude<PaletteRow, { type: 'heading' }>; item: VirtualItem }[];
}

/** Consecutive rendered rows of one group; the active row, rendered out of the window, makes its own run. */
function runsOf(rows: readonly PaletteRow[], items: readonly VirtualItem[]): Run[] {
  const runs: Run[] = [];
  const perGroup = new Map<GroupId, number>();
  let previousIndex = -2;
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    let run = runs[runs.length - 1];
    if (!run || run.groupId !== row.groupId || previousIndex !== item.index - 1) {
      const ordinal = perGroup.get(row.groupId) ?? 0;
      perGroup.set(row.groupId, ordinal + 1);
      run = { key: `${row.groupId}:${ordinal}`, groupId: row.groupId, label: row.label, heading: null, rows: [] };
      runs.push(run);
    }
    if (row.type === 'heading') run.heading = item;
    else run.rows.push({ row, item });
    previousIndex = item.index;
  }
  return runs;
}

/** Memoized: a keystroke re-renders the dialog at once, the list only when its deferred results arrive. */
export const PaletteList = memo(function PaletteList({ handle, rows, itemCount, activeRowIndex, label, describe, onChoose, onHover, registerElement, onEndInView }: PaletteListProps) {
  const scrollElement = useRef<HTMLDivElement>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRowIndex >= 0 && activeRowIndex < range.count && !indexes.includes(activeRowIndex)) {
        indexes.push(activeRowIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeRowIndex],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const estimateSize = useCallback((index: number) => ROW_HEIGHTS[rows[index]?.type ?? 'item'], [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement.current,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: LIST_FALLBACK_HEIGHT },
    observeElementRect: observeRectWithFallback,
  });

  useImperativeHandle(handle, () => ({
    scrollToRow(rowIndex, direction) {
      const target = direction === 'up' && rows[rowIndex - 1]?.type === 'heading' ? rowIndex - 1 : rowIndex;
      virtualizer.scrollToIndex(target, { align: 'auto' });
    },
    scrollToTop() {
      // the virtualizer's own offset: asking the element would force a layout on every keystroke
      if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
    },
    pageSize() {
      const height = scrollElement.current?.clientHeight || LIST_FALLBACK_HEIGHT;
      return Math.max(1, Math.floor(height / ROW_HEIGHTS.item) - 1);
    },
  }), [rows, virtualizer]);

  const virtualItems = virtualizer.getVirtualItems();
  const lastInView = virtualItems[virtualItems.length - 1]?.index ?? -1;
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  useEffect(() => {
    // scrolled there: a short list that fits whole is not a person reaching its end
    if (scrolled && lastInView >= rows.length - 1) onEndInView?.();
  }, [scrolled, lastInView, rows.length, onEndInView]);

  return (
    <Command.List ref={scrollElement} label={label} className="kr-palette-list">
      <div className="kr-palette-sizer" style={{ height: virtualizer.getTotalSize() }}>
        {runsOf(rows, virtualItems).map((run) => (
          <Command.Group
            key={run.key}
            heading={
              run.heading ? (
                <span className="kr-palette-heading" style={{ height: run.heading.size, transform: `translateY(${run.heading.start}px)` }}>{run.label}</span>
              ) : (
                <span className="kr-visually-hidden">{run.label}</span>
              )
            }
          >
            {run.rows.map(({ row, item }) =>
              row.type === 'item' ? (
                <PaletteOption
                  key={row.key}
                  row={row}
                  view={describe(row)}
                  start={item.start}
                  size={item.size}
                  setSize={itemCount}
                  onChoose={onChoose}
                  onHover={onHover}
                  registerElement={registerElement}
                />
              ) : (
                <div key={row.key} className="kr-palette-status" data-tone={row.tone} aria-hidden="true" style={{ height: item.size, transform: `translateY(${item.start}px)` }}>
                  {row.text}
                </div>
              ),
            )}
          </Command.Group>
        ))}
      </div>
    </Command.List>
  );
});
