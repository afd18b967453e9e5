// Nested pages: a command with arguments asks for each one on its own page, in the order of its `args`; the
// options are ranked like everything else. When the last one is chosen, the command runs with them all.
import { useEffect, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { AnyCommand, ArgumentOption, ArgumentSpec } from '../../../commands/registry';
import { ApiFailure } from '../api/errors';
import type { Translate } from './messages';
import { makeEntry, rankWithMatches, tokensOf } from './ranking';
import type { OptionEntry, ResultGroup } from './results';
import { RESULT_LIMIT } from './rootGroups';

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
  return following === undefined ? { args: chosen } : { next: pageFor(page.command, page.commandTitle, following, chosen, queryBelow, activeBelow) };
}

export type OptionsState =
  | { status: 'loading' }
  | { status: 'loaded'; entries: OptionEntry[] }
  | { status: 'error'; message: string };

const optionEntry = (option: ArgumentOption<unknown>, index: number): OptionEntry => ({
  ...makeEntry({ key: `option:${index}`, kind: 'option', title: option.label, searchText: [option.keywords] }),
  kind: 'option',
  option,
});

/** Loads the options of the page on screen (they may come from the server). */
export function useArgumentOptions(page: ArgumentPage | undefined, context: CommandContext): OptionsState {
  const [state, setState] = useState<{ page: ArgumentPage; options: OptionsState } | null>(null);
  useEffect(() => {
    if (!page) return;
    let live = true;
    setState({ page, options: { status: 'loading' } });
    Promise.resolve()
      .then(() => page.spec.options(context))
      .then(
        (options) => live && setState({ page, options: { status: 'loaded', entries: options.map(optionEntry) } }),
        (error: unknown) => live && setState({ page, options: { status: 'error', message: error instanceof ApiFailure || error instanceof Error ? error.message : String(error) } }),
      );
    return () => {
      live = false;
    };
  }, [page, context]);
  return state && state.page === page ? state.options : { status: 'loading' };
}

export function optionGroups(query: string, options: OptionsState, t: Translate): { groups: ResultGroup[]; total: number } {
  const label = t('palette.group.options');
  if (options.status === 'loading') return { groups: [{ id: 'options', label, entries: [], status: { text: t('palette.loadingOptions'), tone: 'busy' } }], total: 0 };
  if (options.status === 'error') return { groups: [{ id: 'options', label, entries: [], status: { text: t('palette.optionsFailed', { message: options.message }), tone: 'error' } }], total: 0 };
  const { ranked, matches } = rankWithMatches(options.entries, tokensOf(query), RESULT_LIMIT);
  return { groups: [{ id: 'options', label, entries: ranked }], total: matches.length };
}
