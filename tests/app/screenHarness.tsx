// The one set-up of the screen tests: a screen rendered at its path in a language (its messages in the components
// and in the code outside them: toasts, refusals), over the table it reads its selection from; its toasts recorded
// instead of shown; and the queries these tests read a screen by. In happy-dom, or beside a real server in the node
// environment with deviceRecordsDom.ts imported first and liveServer.ts.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { setIntl } from '../../src/app/i18n/intl';
import type { Language } from '../../src/app/i18n/languages';
import { notifier } from '../../src/app/services/notify';
import { setActiveTable } from '../../src/app/table/activeTable';
import type { TableController } from '../../src/app/table/controller';
import { recordingTable } from './commandContext';
import { MESSAGES } from './messages';
import { cleanup, render, type Rendered } from './tableHarness';
import { targetsOf } from './targetsOf';

/** The table under a screen, as the command context reads it: its id, selection and cursor row. */
export interface TableUnder {
  id: string;
  selected?: readonly number[];
  focused?: number | null;
}

export interface ScreenOptions {
  /** default English */
  language?: Language;
  table?: TableUnder;
}

export function tableUnder({ id, selected = [], focused = null }: TableUnder): TableController {
  return { ...recordingTable(id), selectedCount: () => selected.length, selectedIds: () => [...selected], focusedId: () => focused, targets: targetsOf(selected, focused) };
}

/** Goes to `path` and renders `ui` there, in `language`, over `table`. */
export function renderScreen(path: string, ui: ReactNode, options: ScreenOptions = {}): Rendered {
  const language = options.language ?? 'en';
  setIntl(language, MESSAGES[language]);
  window.history.pushState(null, '', path);
  if (options.table) setActiveTable(tableUnder(options.table));
  return render(ui, { language });
}

/** Unmounts every screen and takes its table away (call in afterEach). */
export function cleanupScreens(): void {
  cleanup();
  setActiveTable(null);
}

/** The toasts, recorded and not shown (vi.restoreAllMocks shows them again). */
export function recordToasts() {
  return {
    success: vi.spyOn(notifier, 'success').mockImplementation(() => {}),
    error: vi.spyOn(notifier, 'error').mockImplementation(() => {}),
  };
}

export const panel = () => document.querySelector('[role="dialog"]') as HTMLElement;

/** The form control the label says, in `within` (default the whole page). */
export function field(label: string, within: ParentNode = document): HTMLInputElement {
  const found = [...within.querySelectorAll('label')].find((each) => each.textContent === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
}

/** What describes `element` to assistive technology (its hint, its error), each part separated by " | ". */
export const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');
