// The active row: ours, not cmdk's. The keyboard walks the whole ranked list, not just the mounted rows, and the
// list keeps the active row in view; cmdk is told our choice, and the elements of the mounted items are kept for
// the input's aria-activedescendant.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { nextItemIndex, type NavigationKey } from './navigation';
import type { PaletteResults } from './paletteResults';
import type { PaletteListHandle } from './PaletteList';
import type { ItemRow } from './results';

export interface ActiveRow {
  /** the active item, or the first one when none was picked */
  row: ItemRow | undefined;
  /** its index among the list's rows (headings and statuses included), -1 without one */
  rowIndex: number;
  /** what cmdk is given as its value */
  cmdkValue: string;
  onCmdkValueChange(value: string): void;
  /** the row the navigation key moves to, scrolled into view; undefined when the list is empty */
  move(key: NavigationKey): ItemRow | undefined;
  registerElement(key: string, element: HTMLDivElement | null): void;
  elementOf(key: string): HTMLDivElement | undefined;
}

export function useActiveRow(results: PaletteResults, activeKey: string | null, list: RefObject<PaletteListHandle | null>): ActiveRow {
  const activeIndex = Math.max(0, results.items.findIndex((row) => row.key === activeKey));
  const activeRow = results.items[activeIndex];
  const activeValue = activeRow?.key ?? '';

  // cmdk picks its own item at times (its first one, when the selected one unmounts) and only reports it for a
  // controlled value. Its value is trimmed, so a trailing space re-sends ours without changing what it selects.
  const [resend, setResend] = useState(false);
  const activeValueRef = useRef(activeValue);
  useLayoutEffect(() => {
    activeValueRef.current = activeValue;
  });
  const onCmdkValueChange = useCallback((value: string) => {
    if (value !== activeValueRef.current) setResend((flag) => !flag);
  }, []);

  const rowIndex = activeRow ? (results.rowOfItem[activeIndex] ?? -1) : -1;
  const keepsActive = activeKey !== null && activeValue === activeKey;
  // new results start at the top, unless an item was picked (or restored by going back): that one stays in view
  useEffect(() => {
    if (keepsActive) list.current?.scrollToRow(rowIndex, 'up');
    else list.current?.scrollToTop();
  }, [results]); // only when the results change: a keyboard move scrolls by itself

  const elements = useRef(new Map<string, HTMLDivElement>());
  const registerElement = useCallback((key: string, element: HTMLDivElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);

  return {
    row: activeRow,
    rowIndex,
    cmdkValue: resend ? `${activeValue} ` : activeValue,
    onCmdkValueChange,
    move(key) {
      const next = nextItemIndex(key, activeIndex, results.items.length, list.current?.pageSize() ?? 1);
      const row = results.items[next];
      if (row) list.current?.scrollToRow(results.rowOfItem[next] ?? 0, next < activeIndex ? 'up' : 'down');
      return row;
    },
    registerElement,
    elementOf: (key) => elements.current.get(key),
  };
}
