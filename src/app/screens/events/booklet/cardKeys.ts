// The booklet editor's keys for its cards, outside a text field or a select (where letters are typed or choose an
// option): `c` focuses the cards (the card last focused, else the first), `j` / `k` go to the next / previous card
// (from outside the cards, `j` to the first and `k` to the last), as in the app's tables. The focus lands on a
// card's handle, where ↑ ↓ Home End, Alt+↑ / Alt+↓ and Space (lift) work.
import { useEffect, useRef, type RefObject } from 'react';
import { editsText } from './undoKeys';

const HANDLE = '[data-part="handle"]';
const CARD = '[data-card-key]';

/** Listens on the dialog that holds `inside`, while the editor is open. */
export function useCardKeys(inside: RefObject<HTMLElement | null>, isDragging: () => boolean): void {
  const lastCard = useRef<string | null>(null);
  useEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]');
    const form = inside.current;
    if (!dialog || !form) return undefined;
    const handles = () => [...form.querySelectorAll<HTMLElement>(`${CARD} ${HANDLE}`)];
    const cardOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(CARD) : null);
    const onFocusIn = (event: FocusEvent) => {
      const card = cardOf(event.target);
      if (card) lastCard.current = card.dataset.cardKey ?? null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isDragging()) return;
      if (!['c', 'j', 'k'].includes(event.key) || editsText(event.target) || event.target instanceof HTMLSelectElement) return;
      const all = handles();
      if (all.length === 0) return;
      const card = cardOf(event.target);
      const at = card ? all.findIndex((handle) => card.contains(handle)) : -1;
      let next: number;
      if (event.key === 'c') {
        const last = all.findIndex((handle) => cardOf(handle)?.dataset.cardKey === lastCard.current);
        next = at >= 0 ? at : Math.max(0, last);
      } else if (at < 0) next = event.key === 'j' ? 0 : all.length - 1;
      else next = Math.max(0, Math.min(all.length - 1, at + (event.key === 'j' ? 1 : -1)));
      event.preventDefault();
      all[next]?.focus();
    };
    form.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [inside, isDragging]);
}
