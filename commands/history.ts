// A record's activity history (issue 23): "Show history of SCANNER-0001…" (`h`, and a record's action in the
// palette) opens it in a side panel over the list, one command per section the history records, made here from the
// section as the records kit makes its own; and "Undo this change", which the panel performs on one of its entries:
// the entry's changes to that record written back through the section's edit call with If-Match and named `undo` in
// the history, when nobody changed those fields since (src/app/history/undoVerdict.ts says why not otherwise).
import type { HistoryChange, HistoryEntry, RecordRef } from '../src/contract/history';
import { ApiFailure, Refusal } from '../src/app/api/errors';
import { historyKindOf, recordRefOf } from '../src/app/history/historyKinds';
import { heldAs, historyUndo, saveBack, type FieldValues } from '../src/app/history/saveBack';
import { refusalText, undoSummary } from '../src/app/history/undoWords';
import { undoVerdict, type UndoVerdict } from '../src/app/history/undoVerdict';
import { intl } from '../src/app/i18n/intl';
import type { MessageId } from '../src/app/i18n/messageIds';
import type { Api } from '../src/app/api/api';
import { paths } from '../src/app/paths';
import type { AnySection, Section } from '../src/app/records/section';
import { SECTION_DESCRIPTIONS } from '../src/app/sections/all';
import type { SectionId } from '../src/app/sections/declared';
import type { CommandContext } from './context';
import { defineCommand, type AnyCommand } from './registry';
import { oneTarget } from './targets';

const HISTORY_WORDS = ['history', 'changes', 'audit', 'who', 'histórico', 'alterações', 'historial', 'cambios', 'registo', 'log'];
const GONE = 404;
const CHANGED_SINCE = 412;
/** how far back "who changed it since" looks: pages of the record's history, newest first */
const NEWER_PAGES = 10;

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

/** An undo the history refused, with why (the panel offers the delete for a created record, reloads after a race). */
export class UndoRefused extends Refusal {
  constructor(message: string, readonly why: UndoVerdict['kind'] | 'raced' | 'notHere') {
    super(message);
    this.name = 'UndoRefused';
  }
}

export interface UndoChangeArgs {
  section: SectionId;
  id: number;
  /** the entry as the record's history answers it (its changes are that record's) */
  entry: HistoryEntry;
}

/** The record as the server has it now (its version for If-Match), or undefined when it is gone. */
async function currentRow<Row extends { id: number }, Input>(section: Section<Row, Input>, api: Api, id: number): Promise<Row | undefined> {
  const get = section.calls(api).get;
  if (!get) {
    await section.store.load({ force: true });
    return section.store.find(id);
  }
  try {
    return await get(id);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === GONE) return undefined;
    throw error;
  }
}

/** The record's entries after `entryId`, newest first, to say who changed a field since. */
async function newerEntries(api: Api, record: RecordRef, entryId: number): Promise<HistoryEntry[]> {
  const newer: HistoryEntry[] = [];
  let page = await api.history.list({ record, page_size: 50 });
  for (let read = 1; ; read += 1) {
    newer.push(...page.results.filter((entry) => entry.id > entryId));
    if (!page.next || read >= NEWER_PAGES || page.results.some((entry) => entry.id <= entryId)) return newer;
    page = await api.history.follow(page.next);
  }
}

const valuesOf = (changes: readonly HistoryChange[], side: 'before' | 'after'): FieldValues =>
  Object.fromEntries(changes.flatMap((change) => (change.field === null ? [] : [[change.field, change[side]]])));

async function undoChange<Row extends { id: number }, Input>(context: CommandContext, section: Section<Row, Input>, { id, entry }: UndoChangeArgs): Promise<void> {
  const words = intl();
  const api = context.app.api;
  const record = recordRefOf(section.id, id);
  if (!record) throw new UndoRefused(context.app.t('history.undo.notHere'), 'notHere');
  const refuse = (verdict: UndoVerdict): never => {
    throw new UndoRefused(refusalText(verdict, record, words) ?? '', verdict.kind);
  };
  const current = await currentRow(section, api, id);
  const fields = current && Object.fromEntries(Object.entries(current));
  let verdict = undoVerdict(entry, record, fields);
  if (verdict.kind === 'changedSince') verdict = undoVerdict(entry, record, fields, await newerEntries(api, record, entry.id));
  if (verdict.kind !== 'ok' || !current) return refuse(verdict);
  const values = { before: valuesOf(verdict.changes, 'before'), after: valuesOf(verdict.changes, 'after') };
  let written: Row | undefined;
  try {
    written = await saveBack(api, section, current, values.before, 'undo');
  } catch (error) {
    if (error instanceof ApiFailure && error.status === CHANGED_SINCE) throw new UndoRefused(context.app.t('history.undo.raced'), 'raced');
    if (error instanceof ApiFailure && error.status === GONE) return refuse({ kind: 'gone' });
    throw error;
  }
  if (!written) throw new UndoRefused(context.app.t('history.undo.notHere'), 'notHere');
  heldAs(section, written);
  const summary = undoSummary(section.nameOf(written), verdict.changes, words);
  context.app.notify.success(context.app.t('history.undo.done', { change: summary }), historyUndo(api, section, written, values, summary, context.app.t));
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
  run: (context, args) => {
    const section: AnySection = SECTION_DESCRIPTIONS[args.section];
    // the section's own rule (users: admins only)
    const allowed = section.mayChange?.() ?? true;
    if (allowed !== true) throw new UndoRefused(context.app.t(allowed.reason), 'notHere');
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
