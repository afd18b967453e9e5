// Which sections' records the activity history names, and as what kind: a section's palette kind is its history kind
// (devices → device), for those the server records (HISTORY_KINDS).
import { HISTORY_KINDS, type HistoryKind, type RecordRef } from '../../contract/history';
import { SECTIONS, type SectionId } from '../sections/declared';

/** The history kind of a section's records, or undefined for a section the history does not record (saved views). */
export function historyKindOf(section: SectionId): HistoryKind | undefined {
  const kind: string = SECTIONS[section].palette.kind;
  return HISTORY_KINDS.find((known) => known === kind);
}

/** `device:301` for a section's record; undefined for a section without a history. */
export function recordRefOf(section: SectionId, id: number): RecordRef | undefined {
  const kind = historyKindOf(section);
  return kind && `${kind}:${id}`;
}
