// The registry's commands as palette entries for one opening: translated titles, availability in the current
// context, and, when the table has a selection, the commands that act on it first and titled with its size.
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, keysActiveIn, type AnyCommand, type Registry } from '../../../commands/registry';
import { commandTitle } from '../../../commands/targets';
import type { Translate } from './messages';
import { makeEntry, type PaletteEntry } from './ranking';

export interface CommandEntry extends PaletteEntry {
  kind: 'command';
  command: AnyCommand;
  /** why it cannot run here, translated; null when it can */
  disabledReason: string | null;
  /** acts on the current selection: listed first, titled with the count */
  forSelection: boolean;
  /** the first of its key strings, shown beside it */
  keys: string | undefined;
  /** available here and scoped to this screen rather than global */
  ofThisScreen: boolean;
}

/** Enough to lift the selection's commands above an exact match elsewhere only when they match as well. */
export const SELECTION_BOOST = 16;
export const RECENT_COMMAND_BOOST = 4;

const rankOf = (entry: CommandEntry) => (entry.disabledReason ? 3 : entry.forSelection ? 0 : entry.ofThisScreen ? 1 : 2);

/**
 * Every command, in the order the palette lists them: the selection's commands, this screen's, the global ones,
 * then the unavailable ones (which stay searchable, greyed, with their reason).
 */
export function buildCommandEntries(registry: Registry, context: CommandContext, t: Translate, recentIds: ReadonlySet<string> = new Set()): CommandEntry[] {
  const entries = registry.commands.map((command): CommandEntry => {
    const availability = availabilityOf(command, context);
    const available = availability === true;
    const forSelection = available && context.selectionCount > 0 && command.titleForSelection !== undefined;
    const plainTitle = t(command.title);
    // named after what it acts on: the selection ("… 3 devices…, 1 hidden by the search"), else the cursor row
    const title = available ? commandTitle(command, context, t) : plainTitle;
    const boost = (forSelection ? SELECTION_BOOST : 0) + (recentIds.has(command.id) ? RECENT_COMMAND_BOOST : 0);
    // searched by what it does, its plain title and keywords, and shown with what it acts on: typing a row's name
    // finds the row, never every command titled with it ("Assign PRINTER-0426 to an event…", "Unassign PRINTER-0426…")
    const searched = makeEntry({ key: `command:${command.id}`, kind: 'command', title: plainTitle, boost: boost || undefined, searchText: command.keywords ?? [] });
    return {
      ...searched,
      title,
      kind: 'command',
      command,
      disabledReason: available ? null : t(availability.reason),
      forSelection,
      keys: command.keys?.[0],
      ofThisScreen: available && command.scope !== 'global' && keysActiveIn(command, context),
    };
  });
  // a stable sort: within a rank, the registry's order
  return entries.sort((a, b) => rankOf(a) - rankOf(b));
}
