// The grid fills the window below its top, less the room its page keeps at the bottom (the page's padding: the
// selection's action bar is fixed there), so that no row in view lies under the bar or below the window. Measured
// again when the window is resized or anything on the page changes size (a filter chip, the scan panel).
import { useLayoutEffect, useState, type RefObject } from 'react';

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

/** The grid's height in pixels, or null while it cannot be measured. */
export function useFitToWindow(element: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      if (element.current) setHeight(heightToFill(element.current));
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
  return height;
}
