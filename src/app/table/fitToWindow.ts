// The grid fills the window below its top, less the room its page keeps at the bottom (the page's padding), so that
// no row lies below the window. Measured again when the window is resized or anything on the page changes size (a
// filter chip, the scan panel). The height is set on the grid as --kr-table-height directly, in the same frame as
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

/**
 * Keeps the grid's height fitted to the window; `onShrink` is told when the rows' viewport became shorter (the
 * window, or the band the page's action bar floats over), to keep the cursor row in view.
 */
export function useFitToWindow(element: RefObject<HTMLElement | null>, onShrink?: () => void): void {
  const latestOnShrink = useRef(onShrink);
  useLayoutEffect(() => {
    latestOnShrink.current = onShrink;
  });
  useLayoutEffect(() => {
    let fitted: number | null = null;
    let viewport: number | null = null;
    const measure = () => {
      const grid = element.current;
      if (!grid) return;
      const height = heightToFill(grid);
      if (height !== null && height !== fitted) {
        fitted = height;
        grid.style.setProperty('--kr-table-height', `${height}px`);
      }
      const shown = grid.clientHeight;
      if (viewport !== null && shown < viewport) latestOnShrink.current?.();
      viewport = shown;
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    if (element.current) observer?.observe(element.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
}
