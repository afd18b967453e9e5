// "Undo this change" from a record's history panel: performs the command on the entry (its toast says what it did,
// and the list is read again, the undo's own entry on top) or keeps why not, shown beside that entry, with the delete
// offered for a created record.
import { useRef, useState } from 'react';
import { undoHistoryChange } from '../../../commands/history';
import { UndoRefused } from './undoRefused';
import { recordCommands } from '../../../commands/records';
import type { HistoryEntry } from '../../contract/history';
import { failureMessage } from '../api/errors';
import { contextForRow } from '../palette/rowActions';
import type { AnySection } from '../records/section';
import { currentContext } from '../services/appServices';
import { perform, runCommand } from '../services/runCommand';

export interface UndoNotice {
  /** the entry it is about */
  entryId: number;
  text: string;
  /** a created record: its undo is the section's delete, offered here */
  offerDelete: boolean;
}

export function useHistoryUndo(section: AnySection, id: number, name: string, reload: () => Promise<void>) {
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<UndoNotice | null>(null);
  // one undo at a time: a second u while one is under way does nothing
  const running = useRef(false);

  async function undo(entry: HistoryEntry): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(entry.id);
    setNotice(null);
    const context = currentContext();
    try {
      await perform(undoHistoryChange, { section: section.id, id, entry }, context);
      await reload();
      return true;
    } catch (error) {
      const why = error instanceof UndoRefused ? error.why : null;
      setNotice({ entryId: entry.id, text: failureMessage(error, context.app.t), offerDelete: why === 'created' && section.canDelete !== false });
      if (why === 'raced') await reload();
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  /** the created record's undo: the section's own delete, with its confirmation */
  const deleteRecord = () => void runCommand(recordCommands(section).delete, contextForRow(currentContext(), section.id, id, name), undefined, 'button');

  return { busy, notice, undo, deleteRecord };
}
