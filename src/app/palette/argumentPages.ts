// Nested pages: a command with arguments asks for each one on its own page, in the order of its `args`; the
// options (listed at once, or searched on the server as the user types) are ranked like everything else. When
// the last one is chosen, the command runs with them all.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { AnyCommand, ArgumentOption, ArgumentSpec } from '../../../commands/registry';
import { ApiFailure } from '../api/errors';
import type { Translate } from './messages';
import type { RowActions } from './rowActions';
import { makeEntry, rankWithMatches, tokensOf } from './ranking';
import type { OptionEntry, ResultGroup } from './results';
import { RESULT_LIMIT } from './rootGroups';
import { createServerSearch, SEARCH_DEBOUNCE_MS, type ServerSearch, type ServerSearchState } from './serverSearch';
import { usePagedOptions, type MoreOptions } from './pagedOptions';

export interface ArgumentPage {
  command: AnyCommand;
  /** the command's title as it was listed, shown above the input */
  commandTitle: string;
  /** the argument this page asks for */
  name: string;
  spec: ArgumentSpec<unknown>;
  /** what the earlier pages chose */
  chosen: Readonly<Record<string, unknown>>;
  /** the page below's query and active row, restored when going back */
  queryBelow: string;
  activeBelow: string | null;
  /** a page about one record found in the palette (its actions, and the pages they ask): that record in context */
  context?: CommandContext;
  /** the record's actions, when this page lists them */
  actions?: RowActions;
}

const argumentNames = (command: AnyCommand) => Object.keys(command.args ?? {});

function pageFor(command: AnyCommand, commandTitle: string, name: string, chosen: Readonly<Record<string, unknown>>, queryBelow: string, activeBelow: string | null): ArgumentPage {
  // `name` comes from Object.keys(command.args), so its spec is there
  const spec = (command.args as Record<string, ArgumentSpec<unknown>>)[name] as ArgumentSpec<unknown>;
  return { command, commandTitle, name, spec, chosen, queryBelow, activeBelow };
}

/** The page asking for the command's first argument. Call only when `asksOnPalette(command)`. */
export function firstPage(command: AnyCommand, commandTitle: string, queryBelow: string, activeBelow: string | null): ArgumentPage {
  return pageFor(command, commandTitle, argumentNames(command)[0] as string, {}, queryBelow, activeBelow);
}

/** After choosing `value` on `page`: the next page, or every argument when that was the last. */
export function advance(page: ArgumentPage, value: unknown, queryBelow: string, activeBelow: string | null): { next: ArgumentPage } | { args: Record<string, unknown> } {
  const chosen = { ...page.chosen, [page.name]: value };
  const names = argumentNames(page.command);
  const following = names[names.indexOf(page.name) + 1];
  return following === undefined ? { args: chosen } : { next: { ...pageFor(page.command, page.commandTitle, following, chosen, queryBelow, activeBelow), context: page.context } };
}

export type OptionsState =
  | { status: 'loading'; searching?: boolean }
  /**
   * `answers`: for options searched on the server, the query they answer (shown for that query only); `more`: for
   * paged options, the pages still to come; `paged`: every option loaded is listed (the end is where more load)
   */
  | { status: 'loaded'; entries: OptionEntry[]; answers?: string; more?: MoreOptions; paged?: true }
  | { status: 'error'; message: string };

const optionEntry = (option: ArgumentOption<unknown>, index: number): OptionEntry => ({
  ...makeEntry({ key: `option:${index}`, kind: 'option', title: option.label, searchText: [option.detail, option.keywords] }),
  kind: 'option',
  option,
});

const describeError = (error: unknown) => (error instanceof ApiFailure || error instanceof Error ? error.message : String(error));

/** Loads the options of a page that lists them (they may come from the server, once). */
function useListedOptions(page: ArgumentPage | undefined, context: CommandContext): OptionsState {
  const [state, setState] = useState<{ page: ArgumentPage; options: OptionsState } | null>(null);
  useEffect(() => {
    const spec = page?.spec;
    if (!page || !spec?.options) return;
    let live = true;
    setState({ page, options: { status: 'loading' } });
    Promise.resolve()
      .then(() => spec.options(context))
      .then(
        (options) => live && setState({ page, options: { status: 'loaded', entries: options.map(optionEntry) } }),
        (error: unknown) => live && setState({ page, options: { status: 'error', message: describeError(error) } }),
      );
    return () => {
      live = false;
    };
  }, [page, context]);
  return state && state.page === page ? state.options : { status: 'loading' };
}

/**
 * Searches the options of a page that searches them on the server, as `query` changes: after a pause in typing
 * (serverSearch.ts), one request in flight, a late answer dropped. Only the answer to the current query is shown.
 */
function useSearchedOptions(page: ArgumentPage | undefined, context: CommandContext, query: string): OptionsState {
  const [state, setState] = useState<{ page: ArgumentPage; search: ServerSearchState<ArgumentOption<unknown>> } | null>(null);
  const engine = useRef<ServerSearch | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    const search = page?.spec.search;
    if (!page || !search) return;
    const mine = createServerSearch<ArgumentOption<unknown>>(
      (text, signal) => search(context, text, signal),
      (next) => startTransition(() => setState({ page, search: next })),
      SEARCH_DEBOUNCE_MS,
      { searchEmpty: true },
    );
    engine.current = mine;
    mine.update(queryRef.current);
    return () => {
      mine.cancel();
      if (engine.current === mine) engine.current = null;
    };
  }, [page, context]);
  useEffect(() => engine.current?.update(query), [query]);
  const search = state && state.page === page ? state.search : null;
  return useMemo<OptionsState>(() => {
    if (search?.status === 'done') return { status: 'loaded', entries: search.results.map(optionEntry), answers: search.text };
    if (search?.status === 'error') return { status: 'error', message: search.error ?? '' };
    return { status: 'loading', searching: true };
  }, [search]);
}

/** The options of a page that loads them a page at a time, as the person reaches the end of the list. */
function usePagedEntries(page: ArgumentPage | undefined, context: CommandContext): OptionsState {
  const paged = usePagedOptions(page?.spec.pages ? page.spec : undefined, page, context);
  return useMemo<OptionsState>(() => {
    if (paged.status !== 'loaded') return paged;
    return { status: 'loaded', entries: paged.options.map(optionEntry), paged: true, ...(paged.more ? { more: paged.more } : {}) };
  }, [paged]);
}

/** The options of the page on screen: listed (loaded once), searched on the server for `query`, or paged. */
export function useArgumentOptions(page: ArgumentPage | undefined, context: CommandContext, query: string): OptionsState {
  const listed = useListedOptions(page, context);
  const searched = useSearchedOptions(page, context, query);
  const paged = usePagedEntries(page, context);
  return page?.spec.search ? searched : page?.spec.pages ? paged : listed;
}

/** How close to the end of the list the active item comes before the next page of paged options is asked. */
const NEAR_THE_END = 5;

/** The person moved to item `index` of `count` (-1 in an empty list): near the end, paged options load more. */
export function loadMoreNear(options: OptionsState, index: number, count: number): void {
  if (options.status === 'loaded' && options.more && index >= count - 1 - NEAR_THE_END) options.more.load();
}

/** The status line under paged options: more on the way, or why they failed. */
function moreStatus(more: MoreOptions | undefined, t: Translate): ResultGroup['status'] {
  if (more?.loading) return { text: t(more.words.loadingMore), tone: 'busy' };
  if (more?.error) return { text: t(more.words.moreFailed, { message: more.error }), tone: 'error' };
  return undefined;
}

export function optionGroups(query: string, options: OptionsState, t: Translate): { groups: ResultGroup[]; total: number } {
  const label = t('palette.group.options');
  // a searched answer to another query (typed since) is never shown, so Enter cannot choose from it
  const current: OptionsState = options.status === 'loaded' && options.answers !== undefined && options.answers !== query ? { status: 'loading', searching: true } : options;
  if (current.status === 'loading') {
    const text = t(current.searching ? 'palette.searching' : 'palette.loadingOptions');
    return { groups: [{ id: 'options', label, entries: [], status: { text, tone: 'busy' } }], total: 0 };
  }
  if (current.status === 'error') return { groups: [{ id: 'options', label, entries: [], status: { text: t('palette.optionsFailed', { message: current.message }), tone: 'error' } }], total: 0 };
  const { ranked, matches } = rankWithMatches(current.entries, tokensOf(query), current.paged ? current.entries.length : RESULT_LIMIT);
  const status = moreStatus(current.more, t);
  return { groups: [{ id: 'options', label, entries: ranked, ...(status ? { status } : {}) }], total: matches.length };
}
