// Where the user is in the palette: the argument pages opened above the first page, what is typed on the page on
// top, its active row, and what the live region says instead of the count. Opening a page starts it empty; going
// back restores the page below as it was left.
import { useCallback, useState } from 'react';
import { asksOnPalette } from '../../../commands/registry';
import { firstPage, type ArgumentPage } from './argumentPages';
import type { CommandEntry } from './commandEntries';

export interface PaletteStack {
  /** the argument page on top, or undefined on the first page */
  page: ArgumentPage | undefined;
  query: string;
  activeKey: string | null;
  /** said by the live region instead of the result count, until the user types or moves */
  announcement: string | null;
  /**
   * Esc and Backspace go back only to a page the user came from: a page the palette opened on (a key, a button, a
   * route) is the floor, and Esc there closes the palette.
   */
  canGoBack: boolean;
  /** what is typed changed: the new results start at the top */
  changeQuery(query: string): void;
  /** the keyboard moved the active row: what was announced is stale */
  moveTo(key: string): void;
  /** the pointer rests on a row */
  hover(key: string): void;
  announce(text: string): void;
  openPage(next: ArgumentPage): void;
  back(): void;
}

function openingState(commands: readonly CommandEntry[], commandId: string | null): { pages: ArgumentPage[]; query: string } {
  const entry = commandId ? commands.find((candidate) => candidate.command.id === commandId) : undefined;
  if (!entry) return { pages: [], query: '' };
  if (!entry.disabledReason && asksOnPalette(entry.command)) return { pages: [firstPage(entry.command, entry.title, '', null)], query: '' };
  return { pages: [], query: `>${entry.title}` };
}

/** `commandId`: open on this command's first argument page, or searched for when it asks nothing here. */
export function usePaletteStack(commands: readonly CommandEntry[], commandId: string | null): PaletteStack {
  const [opening] = useState(() => openingState(commands, commandId));
  const [pages, setPages] = useState(opening.pages);
  const [query, setQuery] = useState(opening.query);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const page = pages[pages.length - 1];
  const canGoBack = pages.length > opening.pages.length;
  const hover = useCallback((key: string) => setActiveKey((current) => (current === key ? current : key)), []);

  return {
    page,
    query,
    activeKey,
    announcement,
    canGoBack,
    changeQuery(value) {
      setQuery(value);
      setActiveKey(null);
      setAnnouncement(null);
    },
    moveTo(key) {
      setActiveKey(key);
      setAnnouncement(null);
    },
    hover,
    announce: setAnnouncement,
    openPage(next) {
      setPages([...pages, next]);
      setQuery('');
      setActiveKey(null);
      setAnnouncement(null);
    },
    back() {
      if (!page || !canGoBack) return;
      setPages(pages.slice(0, -1));
      setQuery(page.queryBelow);
      setActiveKey(page.activeBelow);
      setAnnouncement(null);
    },
  };
}
