// The grid fills the window below its top, less the room its page keeps at the bottom (the page's padding: while
// rows are selected the selection's action bar is fixed there), so that no row in view lies under the bar or below
// the window. Measured again when the window is resized or anything on the page changes size (a filter chip, the
// scan panel, the bar's room). The height is set on the grid as --kr-table-height directly, in the same frame as
// the change (a React state would draw one frame at the old height, the page scrolling under it).
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** below this the page scrolls instead (table.css keeps the same minimum) */
const MIN_HEIGHT = 240;

function heightToFill(element: HTMLElement): number | null {
  const box = element.getBoundingClientRect();
  // no layout (hidden, or a test DOM): the stylesheet's height stands
  if (box.height === 0 && box.width === 0) return null;
  const page = element.closest('.kr-page');
  const keptBelow = page ? parseFloat(getComputedStyle(page).paddingBottom) || 0 : 0;
  return Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - (box.top + window.scrollY) - keptBelow));
}

/** Keeps the grid's height fitted to the window; `onShrink` is told when it became shorter (to keep the cursor row in view). */
export function useFitToWindow(element: RefObject<HTMLElement | null>, onShrink?: () => void): void {
  const latestOnShrink = useRef(onShrink);
  useLayoutEffect(() => {
    latestOnShrink.current = onShrink;
  });
  useLayoutEffect(() => {
    let fitted: number | null = null;
    const measure = () => {
      const grid = element.current;
      const height = grid ? heightToFill(grid) : null;
      if (!grid || height === null || height === fitted) return;
      const shrunk = fitted !== null && height < fitted;
      fitted = height;
      grid.style.setProperty('--kr-table-height', `${height}px`);
      if (shrunk) latestOnShrink.current?.();
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
}
