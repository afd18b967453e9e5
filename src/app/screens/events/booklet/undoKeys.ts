// $mod+z and $mod+Shift+z in the booklet editor: the app's keys stay away from a modal, so the editor listens on the
// whole document while it is open (its dialog, a select, a button, a card, and the page itself when the focus has
// fallen there, as it does when a focused node is removed) and undoes or redoes the latest change of the app's
// history (a card's move). In a text field they stay the browser's own text undo, which is what a person typing
// there expects; a select, a checkbox or a button has no text to undo. A dialog over the editor (Discard your
// changes?) keeps them.
import { useEffect, type RefObject } from 'react';
import { redoLast, undoLast } from '../../../services/notify';

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** True where $mod+z belongs to the browser's text undo: a text input, a textarea, editable content. */
export function editsText(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Listens for $mod+z / $mod+Shift+z on the dialog that holds `inside`, while the editor is open. */
export function useUndoKeys(inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.defaultPrevented || editsText(event.target) || !inEditor(dialog, event.target)) return;
      event.preventDefault();
      void (event.shiftKey ? redoLast() : undoLast());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inside]);
}

/** In the editor's dialog, or on the page outside every dialog (where the focus falls); never in another dialog. */
export function inEditor(dialog: HTMLElement, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  const within = target.closest('[role="dialog"], [role="alertdialog"]');
  return within === null || within === dialog;
}
