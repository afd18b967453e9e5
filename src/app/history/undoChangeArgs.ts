// What "Undo this change" (commands/history.ts) is given: the entry, and the record of it to write back.
import type { HistoryEntry } from '../../contract/history';
import type { SectionId } from '../sections/declared';

export interface UndoChangeArgs {
  section: SectionId;
  id: number;
  /** the entry as the record's history answers it (its changes are that record's) */
  entry: HistoryEntry;
}
