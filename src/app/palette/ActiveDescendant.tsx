// cmdk points the input's aria-activedescendant at the item it selected itself, and does not follow a
// controlled value; this writes the id of our active item instead, after every render of the palette and
// after every change cmdk makes.
import { useCommandState } from 'cmdk';
import { useLayoutEffect, type RefObject } from 'react';

export function ActiveDescendant({ input, element }: { input: RefObject<HTMLInputElement | null>; element: (() => HTMLElement | undefined) | null }) {
  useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const target = input.current;
    if (!target) return;
    const id = element?.()?.id;
    if (id) target.setAttribute('aria-activedescendant', id);
    else target.removeAttribute('aria-activedescendant');
  });
  return null;
}
