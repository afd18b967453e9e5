// Keeps the keyboard inside an overlay while it is open: focus moves in on open, Tab and Shift+Tab cycle inside,
// Escape asks to close, focus goes back where it was on close. Overlays can nest (a confirmation over a side
// panel): only the innermost one acts. The overlay's layer is on the focus stack while it is open.
import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { pushLayer, type Layer } from '../keys/focusStack';
import { restoreFocus } from './restoreFocus';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'));
}

/** Open traps, innermost last. */
const openTraps: Array<RefObject<HTMLElement | null>> = [];
const isInnermost = (trap: RefObject<HTMLElement | null>) => openTraps[openTraps.length - 1] === trap;

export interface FocusTrapOptions {
  layer: Extract<Layer, 'panel' | 'modal'>;
  onEscape(): void;
  /** what gets focus on open; default the first tabbable element, else the container */
  initialFocus?: () => HTMLElement | null;
}

export interface FocusTrap<T extends HTMLElement> {
  containerRef: RefObject<T | null>;
  /** put on the container: React's bubbling lets a control inside handle Escape first and stop it */
  onKeyDown(event: KeyboardEvent): void;
}

export function useFocusTrap<T extends HTMLElement>({ layer, onEscape, initialFocus }: FocusTrapOptions): FocusTrap<T> {
  const containerRef = useRef<T>(null);
  const latest = useRef({ onEscape, initialFocus });
  latest.current = { onEscape, initialFocus };

  const returnTo = useRef<HTMLElement | null>(null);

  // a layout effect: the focus moves in (and the trap is on the stack) in the task that shows the overlay, so a key
  // pressed the moment it shows lands inside it and not on the page behind
  useLayoutEffect(() => {
    const trap = containerRef as RefObject<HTMLElement | null>;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const popLayer = pushLayer(layer);
    openTraps.push(trap);
    const container = containerRef.current;
    if (container) (latest.current.initialFocus?.() ?? tabbableIn(container)[0] ?? container).focus();

    // focus that escapes (a click on the page behind, a script) is brought back in
    const bringBack = (event: FocusEvent) => {
      const inside = containerRef.current;
      if (!inside || !isInnermost(trap) || !(event.target instanceof Node) || inside.contains(event.target)) return;
      // a modal dialog opened above this overlay (the palette, opened from a panel) keeps the keyboard it takes
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      (tabbableIn(inside)[0] ?? inside).focus();
    };
    document.addEventListener('focusin', bringBack);
    return () => {
      document.removeEventListener('focusin', bringBack);
      openTraps.splice(openTraps.indexOf(trap), 1);
      popLayer();
    };
  }, [layer]);

  // the focus goes back once the overlay has left the page (a passive effect's cleanup runs after the DOM changed;
  // a panel and the confirmation over it, closed together, have then both gone): an overlay opened over this one
  // moves the focus itself; otherwise it goes back where it was
  useEffect(() => () => {
    const focused = document.activeElement;
    if (openTraps.length === 0 || !focused || focused === document.body) restoreFocus(returnTo.current);
  }, [layer]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    const container = containerRef.current;
    if (!container || !isInnermost(containerRef as RefObject<HTMLElement | null>)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      latest.current.onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const tabbable = tabbableIn(container);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      container.focus();
    } else if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  return { containerRef, onKeyDown };
}
