// "Undo this change" (commands/history.ts), loaded with the first undo: the entry's changes to one record written back
// through the section's edit call with If-Match and named `undo`, when nobody changed those fields since
// (undoVerdict.ts says why not otherwise).
import type { HistoryChange, HistoryEntry, RecordRef } from '../../contract/history';
import type { CommandContext } from '../../../commands/context';
import type { UndoChangeArgs } from './undoChangeArgs';
import { ApiFailure } from '../api/errors';
import type { Api } from '../api/api';
import { intl } from '../i18n/intl';
import type { Section } from '../records/section';
import { recordRefOf } from './historyKinds';
import { heldAs, historyUndo, saveBack, type FieldValues } from './saveBack';
import { UndoRefused } from './undoRefused';
import { refusalText, undoSummary } from './undoWords';
import { undoVerdict, type UndoVerdict } from './undoVerdict';

const GONE = 404;
const CHANGED_SINCE = 412;
/** how far back "who changed it since" looks: pages of the record's history, newest first */
const NEWER_PAGES = 10;

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

export async function undoChange<Row extends { id: number }, Input>(context: CommandContext, section: Section<Row, Input>, { id, entry }: UndoChangeArgs): Promise<void> {
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

