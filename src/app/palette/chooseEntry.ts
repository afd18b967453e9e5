// What choosing a result does: a command runs, or opens its first argument page; an option opens the next page, or
// runs the command with every argument; a value runs its command; a record or a recent item opens where it lives.
// What ran or opened is remembered for Recent, and the palette closes.
import type { CommandContext, Undo } from '../../../commands/context';
import { asksOnPalette, type AnyCommand, type Registry } from '../../../commands/registry';
import { commandTitle } from '../../../commands/targets';
import type { Language } from '../i18n/languages';
import { runCommand } from '../services/runCommand';
import { advance, firstPage, type ArgumentPage } from './argumentPages';
import { describeEntry } from './describeEntry';
import { pathOf } from './entityEntries';
import type { Translate } from './messages';
import { rememberRecent } from './recent';
import type { ResultEntry } from './results';
import { actionsCommand, rowActionsOf, type RowActions } from './rowActions';

export interface Choosing {
  /** the argument page on top, with what is typed and the active row's key: restored when coming back to it */
  page: ArgumentPage | undefined;
  query: string;
  activeKey: string | null;
  context: CommandContext;
  /** a fresh context for the command that runs */
  getContext(): CommandContext;
  t: Translate;
  language: Language;
  openPage(next: ArgumentPage): void;
  announce(text: string): void;
  close(): void;
  onUndo?(undo: Undo): void;
}

function run(command: AnyCommand, args: object | undefined, from: Choosing): void {
  if (command.palette?.remember !== false) rememberRecent({ kind: 'command', id: command.id });
  from.close();
  void runCommand(command, from.getContext(), args, 'palette').then((undo) => undo && from.onUndo?.(undo));
}

/** One of a record's actions (rowActions.ts): its own page when it asks more, else run on that record. */
function chooseAction(actions: RowActions, id: unknown, from: Choosing): void {
  const command = actions.commands.find((candidate) => candidate.id === id);
  if (!command) return;
  const onRecord: Choosing = { ...from, context: actions.context, getContext: () => actions.context };
  if (!asksOnPalette(command)) return run(command, undefined, onRecord);
  const title = commandTitle(command, actions.context, from.t);
  from.openPage({ ...firstPage(command, title, from.query, from.activeKey), context: actions.context });
}

/** → or Tab on a record: the page of its actions; false when it has none. */
export function openActions(entry: ResultEntry, from: Choosing & { registry: Registry }): boolean {
  if (from.page || !('row' in entry)) return false;
  const actions = rowActionsOf(entry, from.registry, from.context);
  if (!actions) return false;
  const command = actionsCommand(actions, from.t);
  from.openPage({ ...firstPage(command, entry.title, from.query, from.activeKey), context: actions.context, actions });
  return true;
}

export function chooseEntry(entry: ResultEntry, from: Choosing): void {
  const { page, query, activeKey, t } = from;
  switch (entry.kind) {
    case 'command':
      if (entry.disabledReason) from.announce(t('palette.unavailable', { reason: entry.disabledReason }));
      else if (asksOnPalette(entry.command)) from.openPage(firstPage(entry.command, entry.title, query, activeKey));
      else run(entry.command, undefined, from);
      return;
    case 'option': {
      if (!page) return;
      if (page.actions) return chooseAction(page.actions, entry.option.value, from);
      const step = advance(page, entry.option.value, query, activeKey);
      if ('next' in step) from.openPage(step.next);
      else run(page.command, step.args, from);
      return;
    }
    case 'value':
      // the command with its argument chosen: as if its page had been opened and this option picked
      run(entry.command, entry.args, from);
      return;
    case 'recent':
      rememberRecent(entry.item);
      from.close();
      from.context.app.navigate(entry.item.path);
      return;
    default: {
      const subtitle = describeEntry(entry, 'recent', t, from.language).subtitle;
      const path = pathOf(entry);
      rememberRecent({ kind: entry.kind, id: entry.row.id, title: entry.title, subtitle: subtitle || undefined, path });
      from.close();
      from.context.app.navigate(path);
    }
  }
}
