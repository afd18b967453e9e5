// Whether a history entry's change to one record can still be undone, and why not: the record's current values of
// the fields it changed must still be what it left (nobody changed them since). A created record is undone by
// deleting it; a deleted one cannot come back from the history; a password's change cannot be reversed.
import type { HistoryChange, HistoryEntry, HistoryValue, RecordRef } from '../../contract/history';
import { fieldMeaning } from './historyFields';

export type UndoVerdict =
  | { kind: 'ok'; changes: HistoryChange[] }
  /** `field` differs from what the entry left; `by` is the newest later entry that changed it, when known */
  | { kind: 'changedSince'; field: HistoryChange; by?: HistoryEntry }
  | { kind: 'gone' }
  | { kind: 'created' }
  | { kind: 'deleted' }
  | { kind: 'secret' }
  | { kind: 'nothing' };

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whether a record's current value is the value the history recorded (dates compared as instants). */
export function sameValue(current: unknown, recorded: HistoryValue): boolean {
  if (isEmpty(current) && isEmpty(recorded)) return true;
  if (current === recorded) return true;
  if (typeof current === 'string' && typeof recorded === 'string') {
    const [a, b] = [Date.parse(current), Date.parse(recorded)];
    return /^\d{4}-\d\d-\d\d/.test(current) && /^\d{4}-\d\d-\d\d/.test(recorded) && !Number.isNaN(a) && a === b;
  }
  if (typeof current === 'object' && current !== null && typeof recorded === 'object' && recorded !== null) return JSON.stringify(current) === JSON.stringify(recorded);
  return false;
}

/**
 * The verdict on undoing `entry`'s changes to `record`, whose current row is `current` (undefined: gone). `newer`
 * are the record's entries after it, newest first, to name who changed a field since.
 */
export function undoVerdict(entry: HistoryEntry, record: RecordRef, current: Readonly<Record<string, unknown>> | undefined, newer: readonly HistoryEntry[] = []): UndoVerdict {
  const changes = entry.changes.filter((change) => change.record === record);
  if (changes.length === 0) return { kind: 'nothing' };
  if (changes.some((change) => change.field === null && change.after === null)) return { kind: 'deleted' };
  if (current === undefined) return { kind: 'gone' };
  if (changes.some((change) => change.field === null)) return { kind: 'created' };
  if (changes.some((change) => fieldMeaning(change)?.value === 'secret')) return { kind: 'secret' };
  const changed = changes.find((change) => change.field !== null && !sameValue(current[change.field], change.after));
  if (!changed) return { kind: 'ok', changes };
  const by = newer.find((later) => later.id > entry.id && later.changes.some((change) => change.record === record && change.field === changed.field));
  return by ? { kind: 'changedSince', field: changed, by } : { kind: 'changedSince', field: changed };
}
