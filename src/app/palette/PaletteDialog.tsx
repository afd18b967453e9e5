// The open palette: a modal dialog around cmdk's primitives. We rank (shouldFilter off), render a window of the
// results, and drive the active item ourselves so the keyboard walks the whole list, not just what is mounted.
import { Command } from 'cmdk';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { CommandContext } from '../../../commands/context';
import { asksOnPalette, type AnyCommand, type Registry } from '../../../commands/registry';
import type { Undo } from '../../../commands/context';
import { pushLayer } from '../keys/focusStack';
import { restoreFocus } from '../ui/restoreFocus';
import { ActiveDescendant } from './ActiveDescendant';
import { advance, firstPage, useArgumentOptions, type ArgumentPage } from './argumentPages';
import { buildCommandEntries, type CommandEntry } from './commandEntries';
import { describeEntry, type EntryView } from './describeEntry';
import { pathOf, type EntityEntry } from './entityEntries';
import { useLanguage } from './language';
import { useTranslate } from './messages';
import '../styles/palette.css';
import { createNarrowingSearch } from './narrowingSearch';
import { isNavigationKey, nextItemIndex } from './navigation';
import { PaletteFooter } from './PaletteFooter';
import { PaletteList, type PaletteListHandle } from './PaletteList';
import { computeResults, usePaletteResults, type ResultInputs } from './paletteResults';
import { readRecent, rememberRecent } from './recent';
import { findEntityIn, recentEntries } from './recentEntries';
import type { ItemRow, ResultEntry } from './results';
import { serverQueries, type LocalKind, type RootSources } from './rootGroups';
import { ROOT_VALUE_MIN_CHARS, useRootValues } from './rootValues';
import { splitScope } from './ranking';
import { runCommand } from '../services/runCommand';
import { buildSearchIndex } from './searchIndex';
import { useServerSearch, type PaletteSearch } from './serverSearch';
import type { ListIndexState, PaletteLists } from './useListIndex';

export interface PaletteDialogProps {
  registry: Registry;
  /** the context at opening: availability and selection are read from it */
  context: CommandContext;
  /** a fresh context when a command runs */
  getContext(): CommandContext;
  lists: PaletteLists;
  indexes: Record<LocalKind, ListIndexState<EntityEntry>>;
  search: PaletteSearch;
  /** open on this command: its first argument page, or searched for */
  commandId: string | null;
  onClose(): void;
  onUndo?(undo: Undo): void;
}

function openingState(commands: readonly CommandEntry[], commandId: string | null): { pages: ArgumentPage[]; query: string } {
  const entry = commandId ? commands.find((candidate) => candidate.command.id === commandId) : undefined;
  if (!entry) return { pages: [], query: '' };
  if (!entry.disabledReason && asksOnPalette(entry.command)) return { pages: [firstPage(entry.command, entry.title, '', null)], query: '' };
  return { pages: [], query: `>${entry.title}` };
}

export function PaletteDialog({ registry, context, getContext, lists, indexes, search, commandId, onClose, onUndo }: PaletteDialogProps) {
  const t = useTranslate();
  const language = useLanguage();
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [recent] = useState(readRecent);
  const commands = useMemo(
    () => buildCommandEntries(registry, context, t, new Set(recent.flatMap((item) => (item.kind === 'command' ? [item.id] : [])))),
    [registry, context, t, recent],
  );
  const commandIndex = useMemo(() => buildSearchIndex(commands), [commands]);
  const [opening] = useState(() => openingState(commands, commandId));
  const [pages, setPages] = useState(opening.pages);
  const [query, setQuery] = useState(opening.query);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [narrowing] = useState(() => createNarrowingSearch<ResultEntry>());
  const listHandle = useRef<PaletteListHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  const page = pages[pages.length - 1];
  // Esc and Backspace go back only to a page the user came from: a page the palette opened on (a key, a button, a
  // route) is the floor, and Esc there closes the palette
  const canGoBack = pages.length > opening.pages.length;
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    const popLayer = pushLayer('palette');
    for (const store of [lists.devices, lists.events, lists.models, lists.categories]) {
      if (store.state.status === 'idle') void store.load();
    }
    return () => {
      popLayer();
      // back to where the user was, unless what ran meanwhile (a side panel, a new screen) took the focus
      const focused = document.activeElement;
      if (!focused || focused === document.body) restoreFocus(returnFocusTo);
    };
  }, [lists, returnFocusTo]);

  const asked = page ? { spaces: '', users: '' } : serverQueries(query);
  const spaces = useServerSearch(search.spaces, asked.spaces);
  const users = useServerSearch(search.users, asked.users);
  const options = useArgumentOptions(page, context, query);
  const values = useRootValues(commands, context, t, !page && splitScope(query).text.trim().length >= ROOT_VALUE_MIN_CHARS);
  const recentResolved = useMemo(() => recentEntries(recent, commands, findEntityIn(lists, language)), [recent, commands, lists, language]);
  const sources = useMemo<RootSources>(
    () => ({ commands, commandIndex, lists: indexes, spaces, users, values, recent: recentResolved, selectionCount: context.selectionCount }),
    [commands, commandIndex, indexes, spaces, users, values, recentResolved, context.selectionCount],
  );
  const inputs = useMemo<ResultInputs>(() => ({ page, options, sources, search: narrowing, t }), [page, options, sources, narrowing, t]);
  const results = usePaletteResults(deferredQuery, inputs);
  const activeIndex = Math.max(0, results.items.findIndex((row) => row.key === activeKey));
  const activeRow = results.items[activeIndex];
  const activeValue = activeRow?.key ?? '';

  // cmdk picks its own item at times (its first one, when the selected one unmounts) and only reports it for a
  // controlled value. Its value is trimmed, so a trailing space re-sends ours without changing what it selects.
  const [resend, setResend] = useState(false);
  const activeValueRef = useRef(activeValue);
  useLayoutEffect(() => {
    activeValueRef.current = activeValue;
  });
  const onCmdkValueChange = useCallback((value: string) => {
    if (value !== activeValueRef.current) setResend((flag) => !flag);
  }, []);

  const activeRowIndex = activeRow ? (results.rowOfItem[activeIndex] ?? -1) : -1;
  const keepsActive = activeKey !== null && activeValue === activeKey;
  // new results start at the top, unless an item was picked (or restored by going back): that one stays in view
  useEffect(() => {
    if (keepsActive) listHandle.current?.scrollToRow(activeRowIndex, 'up');
    else listHandle.current?.scrollToTop();
  }, [results]); // only when the results change: a keyboard move scrolls by itself

  // described when rendered, a few rows at a time, with the words their results answer marked
  const { tokens } = results;
  const describe = useMemo(() => {
    const views = new WeakMap<ItemRow, EntryView>();
    return (row: ItemRow) => {
      let view = views.get(row);
      if (!view) views.set(row, (view = describeEntry(row.entry, row.groupId, t, language, tokens)));
      return view;
    };
  }, [t, language, tokens]);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const registerElement = useCallback((key: string, element: HTMLDivElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);

  const run = (command: AnyCommand, args: object | undefined) => {
    if (command.palette?.remember !== false) rememberRecent({ kind: 'command', id: command.id });
    onClose();
    void runCommand(command, getContext(), args, 'palette').then((undo) => undo && onUndo?.(undo));
  };

  const openPage = (next: ArgumentPage) => {
    setPages([...pages, next]);
    setQuery('');
    setActiveKey(null);
    setAnnouncement(null);
  };

  const back = () => {
    if (!page || !canGoBack) return;
    setPages(pages.slice(0, -1));
    setQuery(page.queryBelow);
    setActiveKey(page.activeBelow);
    setAnnouncement(null);
  };

  function choose(entry: ResultEntry) {
    const activeBelow = activeRow?.key ?? null;
    switch (entry.kind) {
      case 'command':
        if (entry.disabledReason) setAnnouncement(t('palette.unavailable', { reason: entry.disabledReason }));
        else if (asksOnPalette(entry.command)) openPage(firstPage(entry.command, entry.title, query, activeBelow));
        else run(entry.command, undefined);
        return;
      case 'option': {
        if (!page) return;
        const step = advance(page, entry.option.value, query, activeBelow);
        if ('next' in step) openPage(step.next);
        else run(page.command, step.args);
        return;
      }
      case 'value':
        // the command with its argument chosen: as if its page had been opened and this option picked
        run(entry.command, entry.args);
        return;
      case 'recent':
        rememberRecent(entry.item);
        onClose();
        context.app.navigate(entry.item.path);
        return;
      default: {
        const subtitle = describeEntry(entry, 'recent', t, language).subtitle;
        const path = pathOf(entry);
        rememberRecent({ kind: entry.kind, id: entry.row.id, title: entry.title, subtitle: subtitle || undefined, path });
        onClose();
        context.app.navigate(path);
      }
    }
  }

  const chooseRow = useRef(choose);
  useLayoutEffect(() => {
    chooseRow.current = choose;
  });
  const onChoose = useCallback((row: ItemRow) => chooseRow.current(row.entry), []);
  const onHover = useCallback((row: ItemRow) => setActiveKey((current) => (current === row.key ? current : row.key)), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (isNavigationKey(event.key)) {
      event.preventDefault();
      const next = nextItemIndex(event.key, activeIndex, results.items.length, listHandle.current?.pageSize() ?? 1);
      const row = results.items[next];
      if (!row) return;
      setActiveKey(row.key);
      setAnnouncement(null);
      listHandle.current?.scrollToRow(results.rowOfItem[next] ?? 0, next < activeIndex ? 'up' : 'down');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // typed faster than the deferred ranking: choose from the ranking of what is in the input now
      const current = query === deferredQuery ? activeRow : computeResults(query, inputs).items[0];
      if (current) choose(current.entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (canGoBack) back();
      else onClose();
    } else if (event.key === 'Backspace' && query === '' && canGoBack) {
      event.preventDefault();
      back();
    } else if (event.key === 'Tab') {
      // the input is the dialog's one stop: focus stays in the palette
      event.preventDefault();
    } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onClose();
    }
  }

  const busy = results.rows.some((row) => row.type === 'status' && row.tone === 'busy');
  const count = results.total === results.items.length
    ? t('palette.resultCount', { count: results.total })
    : t('palette.resultCountLimited', { count: results.total, shown: results.items.length });
  // A page's prompt names what the choice is for ("Make a manager of Lisbon Fair") above the input, whose
  // placeholder stays the short question: a long event name never cuts it.
  const prompt = page?.spec.prompt?.(context);
  const question = page ? t(page.spec.title) : t('palette.inputLabel');
  const title = prompt ? `${prompt}: ${question}` : question;

  return createPortal(
    <div className="kr-palette-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="kr-palette" role="dialog" aria-modal="true" aria-label={t('palette.title')}>
        <Command
          label={title}
          shouldFilter={false}
          value={resend ? `${activeValue} ` : activeValue}
          onValueChange={onCmdkValueChange}
          disablePointerSelection
          vimBindings={false}
          onKeyDown={onKeyDown}
          className="kr-palette-command"
        >
          {page && (
            <div className="kr-palette-page">
              {canGoBack && <button type="button" className="kr-palette-back" tabIndex={-1} onClick={back} aria-label={t('palette.back')}>←</button>}
              <span className="kr-palette-page-title" title={prompt ?? page.commandTitle}>{prompt ?? page.commandTitle}</span>
            </div>
          )}
          <Command.Input
            ref={input}
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setActiveKey(null);
              setAnnouncement(null);
            }}
            placeholder={page ? question : t('palette.placeholder')}
            className="kr-palette-input"
            autoFocus
          />
          <PaletteList
            handle={listHandle}
            rows={results.rows}
            itemCount={results.items.length}
            activeRowIndex={activeRowIndex}
            label={t('palette.resultsLabel')}
            describe={describe}
            onChoose={onChoose}
            onHover={onHover}
            registerElement={registerElement}
          />
          {/* outside the listbox, which may hold options only */}
          {!busy && <Command.Empty className="kr-palette-empty">{page ? t('palette.emptyOptions') : t('palette.empty', { query: deferredQuery.trim() })}</Command.Empty>}
          {/* after the list: its items' elements are attached by the time this writes the active one's id */}
          <ActiveDescendant input={input} element={activeRow ? () => elements.current.get(activeRow.key) : null} />
          <div className="kr-visually-hidden" role="status" aria-live="polite">
            {announcement ?? [count, ...results.statuses].join(', ')}
          </div>
          <PaletteFooter nested={page !== undefined} canGoBack={canGoBack} />
        </Command>
      </div>
    </div>,
    document.body,
  );
}
