// The palette's keys, on the dialog: the navigation keys move the active row, Enter chooses, Esc goes back or
// closes, Backspace in an empty input goes back, Tab (or → at the end of the input) opens the active record's
// actions, $mod+k closes it.
import type { KeyboardEvent } from 'react';
import { isNavigationKey, type NavigationKey } from './navigation';

export interface PaletteKeyActions {
  query: string;
  canGoBack: boolean;
  move(key: NavigationKey): void;
  chooseActive(): void;
  /** the active record's actions (→ at the end of the input, or Tab); false when it has none */
  openActions(): boolean;
  back(): void;
  close(): void;
}

const caretAtEnd = (target: EventTarget) =>
  target instanceof HTMLInputElement && target.selectionStart === target.value.length && target.selectionEnd === target.value.length;

export function onPaletteKey(event: KeyboardEvent<HTMLDivElement>, palette: PaletteKeyActions): void {
  if (event.nativeEvent.isComposing || event.keyCode === 229) return;
  if (isNavigationKey(event.key)) {
    event.preventDefault();
    palette.move(event.key);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    palette.chooseActive();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    if (palette.canGoBack) palette.back();
    else palette.close();
  } else if (event.key === 'Backspace' && palette.query === '' && palette.canGoBack) {
    event.preventDefault();
    palette.back();
  } else if (event.key === 'Tab') {
    // the input is the dialog's one stop: focus stays in the palette, and Tab opens the active record's actions
    event.preventDefault();
    if (!event.shiftKey) palette.openActions();
  } else if (event.key === 'ArrowRight' && !event.shiftKey && caretAtEnd(event.target)) {
    if (palette.openActions()) event.preventDefault();
  } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
    event.preventDefault();
    palette.close();
  }
}
