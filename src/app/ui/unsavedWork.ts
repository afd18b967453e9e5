// Work the browser would lose without a word: a reload, closing the tab or an address typed while a form holds
// unsaved changes asks first (`beforeunload`). Every form feeds its dirty state here (useDiscardGuard does it for the
// forms that ask before Esc, others call useUnsavedWork), and one listener is on the window while any form is dirty,
// none otherwise (a page without it stays eligible for the back/forward cache in every browser).
import { useEffect } from 'react';

const dirtyForms = new Set<symbol>();

function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // older Chromium and Safari ask only when returnValue is set (its text is never shown)
  event.returnValue = '';
}

/** Counts one form as dirty until the answer is called. */
export function holdUnsavedWork(): () => void {
  const form = Symbol('dirty form');
  if (dirtyForms.size === 0) window.addEventListener('beforeunload', askBeforeLeaving);
  dirtyForms.add(form);
  return () => {
    if (!dirtyForms.delete(form)) return;
    if (dirtyForms.size === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
  };
}

/** While `dirty`, leaving the page asks first; a form that becomes clean (saved, reverted) or closes lets it go. */
export function useUnsavedWork(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsavedWork() : undefined), [dirty]);
}

/** Whether leaving the page now would ask. */
export const hasUnsavedWork = (): boolean => dirtyForms.size > 0;
