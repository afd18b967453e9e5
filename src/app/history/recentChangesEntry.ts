// One history entry as the recent-changes lists show it (the palette's pages, Home's card): its title, who, when, the
// record(s) it changed ("SCANNER-0001", "5000 devices") and where opening it goes: one record's panel, else the
// operation's page.
import type { IntlShape } from 'react-intl';
import { parseRecordRef, type HistoryChange, type HistoryEntry, type HistoryKind } from '../../contract/history';
import type { MessageId } from '../i18n/messageIds';
import { paths } from '../paths';
import { formatValue, operationTitle, recordIsGone, recordLabel, recordPath, whenText } from './describeHistory';

export interface EntryLine {
  title: string;
  who: string;
  when: { relative: string; exact: string };
  records: string;
  /** the app path opening it leads to */
  target: string;
}

/** The change naming the entry's one record, when it changed exactly one. */
const onlyChange = (entry: HistoryEntry): HistoryChange | undefined => (entry.record_count === 1 ? entry.changes[0] : undefined);

/** The kind every listed change is of, when they share one (an import of devices), else undefined. */
function sharedKind(changes: readonly HistoryChange[]): HistoryKind | undefined {
  const kinds = new Set(changes.map((change) => parseRecordRef(change.record)?.kind));
  const [kind] = kinds;
  return kinds.size === 1 ? kind : undefined;
}

/** "SCANNER-0001" (a record created or deleted by the name it had then), "5000 devices", "3 records". */
export function entryRecords(entry: HistoryEntry, intl: IntlShape): string {
  const only = onlyChange(entry);
  if (only) {
    if (only.field === null) return formatValue(only, only.before === null ? 'after' : 'before', intl);
    return recordLabel(only.record, intl);
  }
  const kind = sharedKind(entry.changes);
  const id: MessageId = kind ? `historyPages.records.${kind}` : 'historyPages.records.mixed';
  return intl.formatMessage({ id }, { count: entry.record_count });
}

/** Where opening the entry goes: its one record's panel while the record is there, else the operation's page. */
export function entryTarget(entry: HistoryEntry): string {
  const only = onlyChange(entry);
  const deleted = only !== undefined && only.field === null && only.after === null;
  const path = only && !deleted && !recordIsGone(only.record) ? recordPath(only.record) : undefined;
  return path ?? paths.historyOperation(entry.id);
}

export function entryLine(entry: HistoryEntry, intl: IntlShape, now: number = Date.now()): EntryLine {
  return {
    title: operationTitle(entry, intl),
    who: entry.user.name,
    when: whenText(entry.at, intl, now),
    records: entryRecords(entry, intl),
    target: entryTarget(entry),
  };
}
