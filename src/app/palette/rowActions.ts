// The secondary actions of a record found in the palette (→ or Tab on it, as in Raycast): the commands of its
// section that act on one row, offered on a page of their own and run on that record as if it were under the
// table's cursor, wherever the palette was opened. Each is the registered command, with its keys.
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, defineCommand, type AnyCommand, type ArgumentOption, type Registry } from '../../../commands/registry';
import { isDeletion } from '../../../commands/records';
import { aboutRows, commandTitle } from '../../../commands/targets';
import { paths } from '../paths';
import { SECTION_DESCRIPTIONS } from '../sections/all';
import { sectionOfKind, type SectionId } from '../sections/declared';
import { NO_TARGETS } from '../table/controller';
import type { EntityEntry } from './entityEntries';
import type { Translate } from './messages';

/** What a command sees when it runs on one record of `section` from the palette: that record under the cursor. */
export function contextForRow(base: CommandContext, section: SectionId, id: number, name: string): CommandContext {
  return {
    ...base,
    route: paths[section].list,
    scope: section,
    selectionCount: 0,
    selectedIds: () => [],
    focusedId: id,
    targets: () => ({ ...NO_TARGETS, ids: [id], source: 'cursor', name }),
  };
}

/** A command about one row of its section: about rows, or one that opens a row's own screen (edit, delete one). */
const actsOnOneRow = (command: AnyCommand) => aboutRows(command) || command.routeFor !== undefined;

/** The order actions are offered in: edit first, the section's own next, deletions last. */
const rank = (command: AnyCommand) => (command.id.endsWith('.edit') ? 0 : isDeletion(command.id) ? 2 : 1);

/** The commands that can act on the record in `context` (made by contextForRow), in the order they are offered. */
export function actionsFor(registry: Registry, section: SectionId, context: CommandContext): AnyCommand[] {
  const own = registry.commands.filter((command) => command.scope === section && !command.id.endsWith('.create') && actsOnOneRow(command));
  const hasDeleteOne = own.some((command) => command.id === `${section}.delete`);
  return own
    .filter((command) => !(hasDeleteOne && command.id === `${section}.deleteSelected`))
    .filter((command) => availabilityOf(command, context) === true)
    .sort((a, b) => rank(a) - rank(b));
}

export interface RowActions {
  section: SectionId;
  context: CommandContext;
  commands: AnyCommand[];
}

/** The actions of a palette result, or null for a result that has none (a command, an option). */
export function rowActionsOf(entry: { kind: string; row?: unknown; title: string }, registry: Registry, base: CommandContext): RowActions | null {
  const section = sectionOfKind(entry.kind);
  if (!section || !entry.row) return null;
  const row = (entry as EntityEntry).row;
  // a record of a list paged on the server may not be on the page its store holds: the store learns it
  SECTION_DESCRIPTIONS[section].store.replace([row as never]);
  const context = contextForRow(base, section, row.id, entry.title);
  const commands = actionsFor(registry, section, context);
  return commands.length > 0 ? { section, context, commands } : null;
}

/**
 * The page of a record's actions, as a command whose one argument is the action: choosing one opens its own page
 * when it asks more (a device's event), else runs it on the record (palette/chooseEntry.ts).
 */
export function actionsCommand(actions: RowActions, t: Translate) {
  // the record's name heads the page: its edit and delete need no "under the cursor"
  const labelOf = (command: AnyCommand) =>
    command.id === `${actions.section}.edit` ? t('records.edit') : command.id === `${actions.section}.delete` ? t('button.deleteSelected') : commandTitle(command, actions.context, t);
  const options: ArgumentOption<string>[] = actions.commands.map((command) => ({
    value: command.id,
    label: labelOf(command),
    keys: command.keys?.[0],
    keywords: t(command.title),
  }));
  return defineCommand<{ action: string }, void>({
    id: 'palette.rowActions',
    title: 'palette.actions.title',
    group: actions.section,
    scope: actions.section,
    args: { action: { title: 'palette.actions.prompt', options: () => options } },
    run: () => undefined,
  });
}
