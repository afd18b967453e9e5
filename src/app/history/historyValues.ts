// A change's value before or after, as the person reads it: statuses and bases by their labels, references by the
// record's name ("(deleted) model 12" when it is gone), dates as the app writes them, booleans as Yes/No.
import type { IntlShape } from 'react-intl';
import type { HistoryChange, HistoryKind, HistoryValue, RecordRef } from '../../contract/history';
import { formatDateTime } from '../i18n/dates';
import { LANGUAGES, LOCALE_OF, type Language } from '../i18n/languages';
import type { MessageId } from '../i18n/messageIds';
import { fieldMeaning, type ValueKind } from './historyFields';
import { recordIsGone, recordKindLabel, recordName } from './historyRecords';

/** The interface language an IntlShape formats in. */
export const languageOf = (intl: IntlShape): Language => LANGUAGES.find((language) => LOCALE_OF[language] === intl.locale) ?? 'pt';

const word = (intl: IntlShape, id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

/** A reference to another record: its name, or "model 12", or "(deleted) model 12" when its whole list lacks it. */
export function referenceText(kind: HistoryKind, id: number, intl: IntlShape): string {
  const record: RecordRef = `${kind}:${id}`;
  const name = recordName(record);
  if (name !== undefined) return name;
  const label = recordKindLabel(record, intl);
  return recordIsGone(record) ? word(intl, 'history.value.deleted', { kind, record: label }) : label;
}

/** A whole record (created or deleted): its name as it was. */
function wholeRecordText(value: HistoryValue, intl: IntlShape): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const named = ['name', 'title', 'file_name', 'email'].map((key) => (value as Record<string, unknown>)[key]).find((text) => typeof text === 'string' && text !== '');
    if (typeof named === 'string') return named;
  }
  return word(intl, 'history.value.details');
}

function coded(value: string, intl: IntlShape, kind: 'status' | 'base' | 'role' | 'language'): string {
  const id: Record<typeof kind, string> = { status: `status.${value}`, base: `base.${value}`, role: `users.role.${value}`, language: `eventLanguage.${value}` };
  const messageId = id[kind] as MessageId;
  // a value this app has no label for (a newer server's) is shown as it came
  return Object.hasOwn(intl.messages, messageId) ? word(intl, messageId) : value;
}

function valueText(value: HistoryValue, kind: ValueKind, intl: IntlShape): string {
  if (kind === 'secret') return word(intl, 'history.value.secret');
  if (value === null || value === '') {
    if (kind === 'base') return word(intl, 'base.none');
    if (kind === 'role') return word(intl, 'users.role.none');
    return word(intl, 'history.value.empty');
  }
  if (typeof value === 'boolean') return word(intl, value ? 'history.value.yes' : 'history.value.no');
  if (typeof value === 'object') return word(intl, 'history.value.details');
  if (typeof kind === 'object') return typeof value === 'number' ? referenceText(kind.reference, value, intl) : String(value);
  if (typeof value === 'string') {
    if (kind === 'date') return formatDateTime(value, languageOf(intl));
    if (kind === 'status' || kind === 'base' || kind === 'role' || kind === 'language') return coded(value, intl, kind);
    return value;
  }
  return intl.formatNumber(value, { useGrouping: false });
}

/** One side of a change, as the person reads it. */
export function formatValue(change: HistoryChange, side: 'before' | 'after', intl: IntlShape): string {
  const value = change[side];
  if (change.field === null) return value === null ? word(intl, 'history.value.empty') : wholeRecordText(value, intl);
  return valueText(value, fieldMeaning(change)?.value ?? 'text', intl);
}

/** A change that shows no values: a password's (both recorded as null, never the value). */
export const isSecretChange = (change: HistoryChange) => fieldMeaning(change)?.value === 'secret';
