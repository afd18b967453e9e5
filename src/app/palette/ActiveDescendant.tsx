// cmdk points the input's aria-activedescendant at the item it selected itself, and does not follow a
// controlled value; this writes the id of our active item instead, after every render of the palette and
// after every change cmdk makes. cmdk also writes its own item's id on the listbox (aria-controls), where it may
// name an item the virtualized list has unmounted (an invalid reference): the listbox gets ours too.
import { useCommandState } from 'cmdk';
import { useLayoutEffect, type RefObject } from 'react';

export function ActiveDescendant({ input, element }: { input: RefObject<HTMLInputElement | null>; element: (() => HTMLElement | undefined) | null }) {
  useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const target = input.current;
    if (!target) return;
    const id = element?.()?.id;
    const listbox = document.getElementById(target.getAttribute('aria-controls') ?? '');
    for (const owner of listbox ? [target, listbox] : [target]) {
      if (id) owner.setAttribute('aria-activedescendant', id);
      else owner.removeAttribute('aria-activedescendant');
    }
  });
  return null;
}
