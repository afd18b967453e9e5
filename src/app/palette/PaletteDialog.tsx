// The open palette: a modal dialog around cmdk's primitives. We rank (shouldFilter off), render a window of the
// results, and drive the active item ourselves so the keyboard walks the whole list, not just what is mounted.
import { Command } from 'cmdk';
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { CommandContext, Undo } from '../../../commands/context';
import type { Registry } from '../../../commands/registry';
import { ActiveDescendant } from './ActiveDescendant';
import { loadMoreNear } from './argumentPages';
import { chooseEntry, openActions } from './chooseEntry';
import type { EntityEntry } from './entityEntries';
import { useLanguage } from './language';
import { useTranslate } from './messages';
import '../styles/palette.css';
import { PaletteFooter } from './PaletteFooter';
import { onPaletteKey } from './paletteKeys';
import { PaletteList, type PaletteListHandle } from './PaletteList';
import { PaletteLiveRegion } from './PaletteLiveRegion';
import { PalettePageTitle, pageWording } from './PalettePageTitle';
import { computeResults } from './paletteResults';
import type { ItemRow, ResultEntry } from './results';
import type { LocalKind } from './rootGroups';
import type { PaletteSearch } from './serverSearch';
import { useActiveRow } from './useActiveRow';
import { useDescribeRow } from './useDescribeRow';
import type { ListIndexState, PaletteLists } from './useListIndex';
import { usePaletteCommands } from './usePaletteCommands';
import { usePaletteLayer } from './usePaletteLayer';
import { usePaletteQuery } from './usePaletteQuery';
import { usePaletteStack } from './usePaletteStack';

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

export function PaletteDialog({ registry, context, getContext, lists, indexes, search, commandId, onClose, onUndo }: PaletteDialogProps) {
  const t = useTranslate();
  const language = useLanguage();
  usePaletteLayer(lists);
  const commands = usePaletteCommands(registry, context, t);
  const stack = usePaletteStack(commands.commands, commandId);
  const { page, query, canGoBack } = stack;
  const listHandle = useRef<PaletteListHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  // a page about a record found here (its actions, and what they ask) acts on that record
  const pageContext = page?.context ?? context;
  const { deferredQuery, inputs, results } = usePaletteQuery({ ...commands, page, query, context: pageContext, t, language, lists, indexes, search });
  const active = useActiveRow(results, stack.activeKey, listHandle);
  const activeRow = active.row;
  const describe = useDescribeRow(t, language, results.tokens);

  const choosing = () => ({
    page, query, activeKey: activeRow?.key ?? null, context: pageContext, getContext: page?.context ? () => pageContext : getContext,
    t, language, openPage: stack.openPage, announce: stack.announce, close: onClose, onUndo,
  });
  const choose = (entry: ResultEntry) => chooseEntry(entry, choosing());
  const chooseRow = useRef(choose);
  useLayoutEffect(() => {
    chooseRow.current = choose;
  });
  const onChoose = useCallback((row: ItemRow) => chooseRow.current(row.entry), []);
  const { hover } = stack;
  const onHover = useCallback((row: ItemRow) => hover(row.key), [hover]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    onPaletteKey(event, {
      query,
      canGoBack,
      move(key) {
        const row = active.move(key);
        if (row) stack.moveTo(row.key);
        loadMoreNear(inputs.options, row?.itemIndex ?? -1, results.items.length);
      },
      chooseActive() {
        // typed faster than the deferred ranking: choose from the ranking of what is in the input now
        const current = query === deferredQuery ? activeRow : computeResults(query, inputs).items[0];
        if (current) choose(current.entry);
      },
      openActions: () => (activeRow ? openActions(activeRow.entry, { ...choosing(), registry }) : false),
      back: stack.back,
      close: onClose,
    });

  // the list scrolled to its end (wheel, scrollbar): paged options load more
  const endInView = useRef(() => {});
  endInView.current = () => loadMoreNear(inputs.options, results.items.length - 1, results.items.length);
  const onEndInView = useCallback(() => endInView.current(), []);

  const busy = results.rows.some((row) => row.type === 'status' && row.tone === 'busy');
  const emptyPage = page?.spec.pages && deferredQuery.trim() === '' ? page.spec.words.empty : 'palette.emptyOptions';
  const wording = pageWording(page, pageContext, t);

  return createPortal(
    <div className="kr-palette-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="kr-palette" role="dialog" aria-modal="true" aria-label={t('palette.title')}>
        <Command
          label={wording.label}
          shouldFilter={false}
          value={active.cmdkValue}
          onValueChange={active.onCmdkValueChange}
          disablePointerSelection
          vimBindings={false}
          onKeyDown={onKeyDown}
          className="kr-palette-command"
        >
          {page && <PalettePageTitle page={page} prompt={wording.prompt} canGoBack={canGoBack} onBack={stack.back} />}
          <Command.Input
            ref={input}
            value={query}
            onValueChange={stack.changeQuery}
            placeholder={page ? wording.question : t('palette.placeholder')}
            className="kr-palette-input"
            autoFocus
          />
          <PaletteList
            handle={listHandle}
            rows={results.rows}
            itemCount={results.items.length}
            activeRowIndex={active.rowIndex}
            label={t('palette.resultsLabel')}
            describe={describe}
            onChoose={onChoose}
            onHover={onHover}
            registerElement={active.registerElement}
            onEndInView={onEndInView}
          />
          {/* outside the listbox, which may hold options only */}
          {!busy && <Command.Empty className="kr-palette-empty">{page ? t(emptyPage) : t('palette.empty', { query: deferredQuery.trim() })}</Command.Empty>}
          {/* after the list: its items' elements are attached by the time this writes the active one's id */}
          <ActiveDescendant input={input} element={activeRow ? () => active.elementOf(activeRow.key) : null} />
          <PaletteLiveRegion announcement={stack.announcement} results={results} />
          <PaletteFooter nested={page !== undefined} canGoBack={canGoBack} />
        </Command>
      </div>
    </div>,
    document.body,
  );
}
