// Argument values on the first page (issue 13 point 9): with rows to act on, "missing" offers "Set 3 devices to
// Missing" and "porto" the base change and the receive at Porto, without opening the command's page. One rule from
// the registry, not a list per command: an available command about rows (commands/targets.ts) whose only argument
// is listed (not searched on the server) offers each of its options, titled by the spec's `valueTitle`. Those
// options are cheap: constants, or the client-held lists the palette loads when it opens; they are asked once per
// opening, when the query first reaches ROOT_VALUE_MIN_CHARS, and ranked here (a few hundred at most), not in the
// columnar index.
// A value is a write run by one Enter, so it is offered only when the person asks for it (issue 21 point 1): every
// token starts a word of the value or of its command's title (wordStarts.ts), one names the value ("porto", never
// the command's words alone: "change" would offer every value of every command), and, unless rows are explicitly
// selected, another names the action ("assign porto", "status missing"): with only a cursor row, typing an event's
// name finds the event, never "Assign PRINTER-0426 to Porto Health Congress 2026". rootGroups.ts places the values
// below every entity the text names.
import { useEffect, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { AnyCommand, ArgumentOption, ArgumentSpec, ListedArgumentSpec } from '../../../commands/registry';
import { actsOnTargets, commandValueTitle } from '../../../commands/targets';
import type { CommandEntry } from './commandEntries';
import type { Translate } from './messages';
import { makeEntry, rankWithMatches, type PaletteEntry } from './ranking';
import { holdsAtWordStarts, tokenAtWordStart } from './wordStarts';

/** Fewer characters than this offer no values: two letters would match too many. */
export const ROOT_VALUE_MIN_CHARS = 3;
/** At most this many values are listed, best first. */
export const ROOT_VALUE_LIMIT = 10;

export interface ValueEntry extends PaletteEntry {
  kind: 'value';
  command: AnyCommand;
  /** the command's complete arguments: its one argument set to this value */
  args: Record<string, unknown>;
  option: ArgumentOption<unknown>;
  /** the value's label and keywords alone: a query must match here for the value to be offered */
  valueOnly: PaletteEntry;
  /** the command's plain title alone: what names the action */
  actionOnly: PaletteEntry;
  /** its targets are rows the person selected (not only the row under the cursor) */
  selected: boolean;
}

/** The command's one listed argument, when its values are offered on the first page. */
export function rootValueArgument(entry: CommandEntry, context: CommandContext): { name: string; spec: ListedArgumentSpec<unknown> } | null {
  if (entry.disabledReason || !actsOnTargets(entry.command) || context.targets().ids.length === 0) return null;
  const specs = Object.entries((entry.command.args ?? {}) as Record<string, ArgumentSpec<unknown>>);
  const [only] = specs;
  if (specs.length !== 1 || !only || !only[1].options) return null;
  return { name: only[0], spec: only[1] };
}

function valueEntries(entry: CommandEntry, name: string, spec: ListedArgumentSpec<unknown>, options: readonly ArgumentOption<unknown>[], context: CommandContext, t: Translate): ValueEntry[] {
  const commandTitle = t(entry.command.title);
  return options.map((option, index) => {
    const title = commandValueTitle(entry.command, spec, context, t, option.label);
    // the command's boost too (its selection, a recent run): a value is that command, already aimed
    const searchable = makeEntry({ key: `value:${entry.command.id}:${index}`, kind: 'value', title: option.label, searchText: [option.keywords, commandTitle], boost: entry.boost });
    // ranked on the value (searchable's haystack and folded title); shown as the whole sentence
    return {
      ...searchable,
      title,
      kind: 'value',
      command: entry.command,
      args: { [name]: option.value },
      option,
      valueOnly: makeEntry({ key: searchable.key, kind: 'value', title: option.label, searchText: [option.keywords] }),
      actionOnly: makeEntry({ key: searchable.key, kind: 'value', title: commandTitle }),
      selected: context.targets().source === 'selection',
    };
  });
}

/**
 * The values of every such command, each command's as soon as they come (in the registry's order: a slow list
 * delays only its own), through `onValues` with all loaded so far. A command whose options fail to load offers none
 * (its own page says why).
 */
export function loadRootValues(commands: readonly CommandEntry[], context: CommandContext, t: Translate, onValues: (values: readonly ValueEntry[]) => void): Promise<void> {
  const loaded: (readonly ValueEntry[])[] = [];
  const loads = commands.map((entry, position) => {
    const argument = rootValueArgument(entry, context);
    if (!argument) return undefined;
    return Promise.resolve()
      .then(() => argument.spec.options(context))
      .then((options) => valueEntries(entry, argument.name, argument.spec, options, context, t), () => [])
      .then((entries) => {
        if (entries.length === 0) return;
        loaded[position] = entries;
        onValues(loaded.flat());
      });
  });
  return Promise.all(loads).then(() => undefined);
}

/** The values offered for this opening: asked of every such command once `wanted` first holds, then kept. */
export function useRootValues(commands: readonly CommandEntry[], context: CommandContext, t: Translate, wanted: boolean): readonly ValueEntry[] {
  const [asked, setAsked] = useState(false);
  const [values, setValues] = useState<readonly ValueEntry[]>([]);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void loadRootValues(commands, context, t, (loaded) => {
      if (live) setValues(loaded);
    });
    return () => {
      live = false;
    };
  }, [asked, commands, context, t]);
  return values;
}

/**
 * Whether the tokens ask for this value: each starts a word of it or of its command, one names the value and, with
 * no rows selected (only a cursor row), another one names the action.
 */
export function asksForValue(value: ValueEntry, tokens: readonly string[]): boolean {
  if (!holdsAtWordStarts(value, tokens)) return false;
  const naming = tokens.map((token) => tokenAtWordStart(value.valueOnly, token));
  if (!naming.includes(true)) return false;
  if (value.selected) return true;
  return tokens.some((token, position) => tokenAtWordStart(value.actionOnly, token) && naming.some((names, other) => names && other !== position));
}

/** The values the query's tokens ask for, best first, at most ROOT_VALUE_LIMIT. */
export function rankValues(values: readonly ValueEntry[], tokens: readonly string[]): ValueEntry[] {
  if (tokens.join(' ').length < ROOT_VALUE_MIN_CHARS) return [];
  return rankWithMatches(values.filter((value) => asksForValue(value, tokens)), tokens, ROOT_VALUE_LIMIT).ranked;
}
