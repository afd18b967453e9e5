// Toasts (sonner, 5 s) and the undo of the last change, reachable from the toast's button and from $mod+z.
import { toast } from 'sonner';
import type { Notifier } from '../../../commands/context';
import type { Undo } from '../../../commands/context';
import { TOAST_DURATION_MS } from '../../contract/limits';
import { ApiFailure } from '../api/errors';
import { t } from '../i18n/intl';

let lastUndo: Undo | null = null;

export async function undoLast(): Promise<void> {
  const undo = lastUndo;
  if (!undo) {
    toast(t('undo.nothing'), { duration: TOAST_DURATION_MS });
    return;
  }
  lastUndo = null;
  try {
    await undo.run();
    toast.success(t('undo.done'), { duration: TOAST_DURATION_MS });
  } catch (error) {
    lastUndo = undo;
    toast.error(t('undo.failed', { message: error instanceof ApiFailure ? error.message : String(error) }), { duration: TOAST_DURATION_MS });
  }
}

export const hasUndo = () => lastUndo !== null;

export const notifier: Notifier = {
  success(message, undo) {
    if (undo) lastUndo = undo;
    toast.success(message, {
      duration: TOAST_DURATION_MS,
      action: undo ? { label: t(undo.title), onClick: () => void undoLast() } : undefined,
    });
  },
  error(message) {
    toast.error(message, { duration: TOAST_DURATION_MS });
  },
};
