// Toasts (sonner, 5 s) and the undo history (changeHistory.ts): a change's toast names it and offers its undo
// with the key; $mod+z and $mod+Shift+z undo and redo the last 20 changes, each saying what it undid or redid.
import { toast } from 'sonner';
import { navigate } from 'wouter/use-browser-location';
import type { Notifier, Undo } from '../../../commands/context';
import { TOAST_DURATION_MS } from '../../contract/limits';
import { failureMessage } from '../api/errors';
import { t } from '../i18n/intl';
import { keysText } from '../keys/keyLabels';
import { createChangeHistory, REDO_KEYS, UNDO_KEYS, type HistoryOutcome } from './changeHistory';

export const history = createChangeHistory();

const undoAction = () => ({ label: t('undo.button', { keys: keysText(UNDO_KEYS) }), onClick: () => void undoLast() });
const redoAction = () => ({ label: t('redo.button', { keys: keysText(REDO_KEYS) }), onClick: () => void redoLast() });

function report(outcome: HistoryOutcome, direction: 'undo' | 'redo'): void {
  const options = { duration: TOAST_DURATION_MS };
  switch (outcome.kind) {
    case 'nothing':
      toast(t(direction === 'undo' ? 'undo.nothing' : 'redo.nothing'), options);
      return;
    case 'done':
      toast.success(t(direction === 'undo' ? 'undo.done' : 'redo.done', { change: outcome.change.summary }), {
        ...options,
        action: direction === 'undo' ? redoAction() : undoAction(),
      });
      return;
    case 'irreversible':
      toast.error(t(direction === 'undo' ? 'undo.irreversible' : 'redo.irreversible', { change: outcome.change.summary, message: outcome.message }), options);
      return;
    case 'failed':
      toast.error(t(direction === 'undo' ? 'undo.failed' : 'redo.failed', { message: failureMessage(outcome.error, t) }), options);
  }
}

export async function undoLast(): Promise<void> {
  report(await history.undo(), 'undo');
}

export async function redoLast(): Promise<void> {
  report(await history.redo(), 'redo');
}

/** A change that says nothing when it is made (a card moved in the booklet editor), for undo and redo only. */
export function recordChange(change: Undo): void {
  history.record(change);
}

export const notifier: Notifier = {
  success(message, undo, made) {
    if (undo) history.record(undo);
    if (!made) {
      toast.success(message, { duration: TOAST_DURATION_MS, action: undo ? undoAction() : undefined });
      return;
    }
    // the record made is what the person most likely wants next; its undo stays one key away
    toast.success(message, {
      duration: TOAST_DURATION_MS,
      description: made.name,
      action: { label: t('toast.open'), onClick: () => navigate(made.open) },
      cancel: undo ? undoAction() : undefined,
    });
  },
  error(message, undo?: Undo) {
    if (undo) history.record(undo);
    toast.error(message, { duration: TOAST_DURATION_MS, action: undo ? undoAction() : undefined });
  },
};
