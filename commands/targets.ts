// The one rule for what a command about rows acts on, in every section: the selection, or with nothing selected the
// row under the cursor (as Linear does). Bulk commands are available with either, title themselves after it
// ("Change status of 3 devices…", "Change status of SCANNER-0823…", "… (1 hidden by the search, 2 on other pages)") and run on
// `context.targets().ids`; commands about exactly one row (a user's password, an event's managers) take `oneTarget`.
import type { MessageId } from '../src/app/i18n/messageIds';
import type { HiddenTargets } from '../src/app/table/hiddenTargets';
import type { CommandContext, MessageValues, Targets } from './context';
import type { AnyCommand, Availability, ListedArgumentSpec } from './registry';

/** Available when there is something to act on: a selection, or a row under the cursor. */
export const withTargets = (context: CommandContext): Availability =>
  context.targets().ids.length > 0 ? true : { reason: 'command.unavailable.noTargets' };

/** The one row a command acts on, or null when the targets are not exactly one row. */
export function oneTarget(context: CommandContext): number | null {
  const { ids } = context.targets();
  return ids.length === 1 ? (ids[0] ?? null) : null;
}

/** A command that acts on the targets: it has a title for them. */
export const actsOnTargets = (command: AnyCommand) => command.titleForSelection !== undefined || command.titleForRow !== undefined;

/** A command about rows: on the targets (a bulk command) or on exactly one of them (`aboutOneRow`). */
export const aboutRows = (command: AnyCommand) => actsOnTargets(command) || command.aboutOneRow === true;

type Translate = (id: MessageId, values?: MessageValues) => string;

const HIDDEN_WORDS: Record<keyof HiddenTargets, MessageId> = {
  search: 'targets.hiddenBySearch',
  filters: 'targets.hiddenByFilters',
  otherPages: 'targets.onOtherPages',
  notOnThisPage: 'targets.notOnThisPage',
};

/** "1 hidden by the search", "2 on other pages"…: each reason why selected rows are not shown, with its count. */
export function hiddenParts(hiddenBy: HiddenTargets, t: Translate): string[] {
  return (Object.keys(HIDDEN_WORDS) as (keyof HiddenTargets)[]).filter((reason) => hiddenBy[reason] > 0).map((reason) => t(HIDDEN_WORDS[reason], { count: hiddenBy[reason] }));
}

/** "… (1 hidden by the search, 2 on other pages)" after a title about the selection, when the table does not show all of it. */
function withHidden(title: string, targets: Targets, t: Translate): string {
  if (targets.source !== 'selection' || targets.hidden === 0) return title;
  return t('targets.titleWithHidden', { title, hidden: hiddenParts(targets.hiddenBy, t).join(', ') });
}

/**
 * The title of the command run on its targets with one value of its argument (`label`, translated): the spec's
 * `valueTitle` ("Set 3 devices to Missing", "Set SCANNER-0823 to Missing"), else "{command}: {value}".
 */
export function commandValueTitle(command: AnyCommand, spec: ListedArgumentSpec<unknown>, context: CommandContext, t: Translate, label: string): string {
  const targets = context.targets();
  if (spec.valueTitle && targets.source === 'selection') return withHidden(t(spec.valueTitle.selection, { count: targets.ids.length, value: label }), targets, t);
  if (spec.valueTitle && targets.source === 'cursor' && targets.name !== null) return t(spec.valueTitle.row, { name: targets.name, value: label });
  const title = commandTitle(command, context, t).replace(/…/, '');
  return t('palette.value', { command: title, value: label });
}

/**
 * The command's title where it would run: its own (`titleWhere`), or after its targets for a command that acts on them (the selection's size
 * and how many of it the table does not show, or the cursor row's name), else its plain title.
 */
export function commandTitle(command: AnyCommand, context: CommandContext, t: Translate): string {
  const own = command.titleWhere?.(context);
  if (own) return t(own.id, own.values);
  if (!actsOnTargets(command)) return t(command.title);
  const targets = context.targets();
  if (targets.source === 'cursor' && command.titleForRow && targets.name !== null) return t(command.titleForRow, { name: targets.name });
  if (targets.source !== 'selection' || !command.titleForSelection) return t(command.title);
  return withHidden(t(command.titleForSelection, { count: targets.ids.length }), targets, t);
}
