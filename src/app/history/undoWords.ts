// What the history's undo says: why a change cannot be undone ("Rui Lopes changed “Status” since (14:10)"), and
// what an undo did ("SCANNER-0001: Status → Available").
import type { IntlShape } from 'react-intl';
import { parseRecordRef, type HistoryChange, type RecordRef } from '../../contract/history';
import type { MessageId } from '../i18n/messageIds';
import { fieldLabel } from './historyFields';
import { formatValue } from './historyValues';
import { whenText } from './historyTime';
import type { UndoVerdict } from './undoVerdict';

/** The time of day alone when it was today, else the date and time. */
function shortTime(at: string, intl: IntlShape, now: number): string {
  const { exact } = whenText(at, intl, now);
  const today = whenText(new Date(now).toISOString(), intl, now).exact;
  return exact.slice(0, 10) === today.slice(0, 10) ? exact.slice(11) : exact;
}

/** Why the verdict refuses, in words; undefined for a verdict that allows the undo. */
export function refusalText(verdict: UndoVerdict, record: RecordRef, intl: IntlShape, now: number = Date.now()): string | undefined {
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (verdict.kind) {
    case 'ok': return undefined;
    case 'changedSince': {
      const field = fieldLabel(verdict.field, intl);
      return verdict.by
        ? say('history.undo.changedSince', { person: verdict.by.user.name, field, time: shortTime(verdict.by.at, intl, now) })
        : say('history.undo.changedSinceUnknown', { field });
    }
    case 'gone': return say('history.undo.gone', { kind: parseRecordRef(record)?.kind ?? 'other' });
    case 'created': return say('history.undo.created');
    case 'deleted': return say('history.undo.deleted');
    case 'secret': return say('history.undo.secret');
    case 'nothing': return say('history.undo.nothing');
  }
}

/** What an undo put back: "SCANNER-0001: Status → Available, Base → Porto". */
export function undoSummary(name: string, changes: readonly HistoryChange[], intl: IntlShape): string {
  const put = changes.map((change) => `${fieldLabel(change, intl)} → ${formatValue(change, 'before', intl)}`).join(', ');
  return intl.formatMessage({ id: 'history.undo.summary' }, { name, changes: put });
}
