// A record's activity history (issue 23): "Show history of SCANNER-0001…" (`h`, and a record's action in the
// palette) opens it in a side panel over the list, one command per section the history records, made here from the
// section as the records kit makes its own; and "Undo this change", which the panel performs on one of its entries:
// the entry's changes to that record written back through the section's edit call with If-Match and named `undo` in
// the history, when nobody changed those fields since (src/app/history/undoVerdict.ts says why not otherwise).
import { historyKindOf } from '../src/app/history/historyKinds';
import type { UndoChangeArgs } from '../src/app/history/undoChangeArgs';
import { UndoRefused } from '../src/app/history/undoRefused';
import type { MessageId } from '../src/app/i18n/messageIds';
import { paths } from '../src/app/paths';
import type { AnySection } from '../src/app/records/section';
import { SECTION_DESCRIPTIONS } from '../src/app/sections/all';
import type { SectionId } from '../src/app/sections/declared';
import type { CommandContext } from './context';
import { defineCommand, type AnyCommand } from './registry';
import { oneTarget } from './targets';

const HISTORY_WORDS = ['history', 'changes', 'audit', 'who', 'histórico', 'alterações', 'historial', 'cambios', 'registo', 'log'];

/** Each section's plain title ("Show a device's history…"): the palette finds each by its own. */
const SHOW_TITLES: Partial<Record<SectionId, MessageId>> = {
  devices: 'history.command.show.devices',
  models: 'history.command.show.models',
  categories: 'history.command.show.categories',
  events: 'history.command.show.events',
  spaces: 'history.command.show.spaces',
  users: 'history.command.show.users',
};

/** The history's panel of the record under the cursor (or named by the palette's record action). */
export function showHistoryCommand(section: SectionId): AnyCommand | undefined {
  const title = SHOW_TITLES[section];
  if (!title || !historyKindOf(section)) return undefined;
  const { messages } = SECTION_DESCRIPTIONS[section];
  const routeFor = (context: CommandContext) => {
    const id = oneTarget(context);
    return id === null ? null : paths[section].history(id);
  };
  return defineCommand({
    id: `${section}.showHistory`,
    title,
    titleForRow: 'history.command.showRow',
    group: section,
    scope: section,
    keys: ['h'],
    aboutOneRow: true,
    keywords: HISTORY_WORDS,
    routeFor,
    when: (context) => (oneTarget(context) !== null ? true : { reason: messages.noRow }),
    run: (context) => {
      const route = routeFor(context);
      if (route) context.app.navigate(route);
    },
  });
}


/**
 * "Undo this change", performed by the history panel on one entry of a record's history. Throws `UndoRefused` with
 * the reason in words when it cannot, or the call's failure.
 */
export const undoHistoryChange = defineCommand<UndoChangeArgs, void>({
  id: 'history.undoChange',
  title: 'history.panel.undo',
  group: 'app',
  scope: 'global',
  everywhere: true,
  run: async (context, args) => {
    const section: AnySection = SECTION_DESCRIPTIONS[args.section];
    // the section's own rule (users: admins only)
    const allowed = section.mayChange?.() ?? true;
    if (allowed !== true) throw new UndoRefused(context.app.t(allowed.reason), 'notHere');
    // the undo's reading and writing back load with the first undo: the panel that offers it is a lazy chunk too
    const { undoChange } = await import('../src/app/history/historyOnDemand');
    return undoChange(context, section, args);
  },
});

/** The history commands of a section: its panel's, where the history records the section's records. */
export function historyCommandsOf(section: SectionId): readonly AnyCommand[] {
  let commands = HISTORY_COMMANDS.get(section);
  if (!commands) {
    const show = showHistoryCommand(section);
    commands = show ? [show] : [];
    HISTORY_COMMANDS.set(section, commands);
  }
  return commands;
}

/** made once each: the registry and a section's list of commands hold the same objects */
const HISTORY_COMMANDS = new Map<SectionId, readonly AnyCommand[]>();
