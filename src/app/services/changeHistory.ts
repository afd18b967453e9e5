// The undo history: the last 20 changes that can be reverted, across sections, and the ones undone since the
// latest new change (redo). One operation at a time: a second $mod+z waits for the first to finish, so two
// presses undo two changes, in order.
import { Irreversible, type Undo } from '../../../commands/context';

export const HISTORY_LIMIT = 20;

export type HistoryOutcome =
  | { kind: 'nothing' }
  | { kind: 'done'; change: Undo }
  /** the change can no longer be reverted (or made again): it leaves the history */
  | { kind: 'irreversible'; change: Undo; message: string }
  /** it failed for another reason (the network): it stays where it was, to be tried again */
  | { kind: 'failed'; change: Undo; error: unknown };

export interface ChangeHistory {
  /** a new change: it is the next to undo, and what was undone before it can no longer be redone */
  record(change: Undo): void;
  undo(): Promise<HistoryOutcome>;
  redo(): Promise<HistoryOutcome>;
  canUndo(): boolean;
  canRedo(): boolean;
  clear(): void;
}

export function createChangeHistory(limit = HISTORY_LIMIT): ChangeHistory {
  let done: Undo[] = [];
  let undone: Undo[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  /** moves the latest change of `from` to `to` once `work` succeeds */
  const step = (from: () => Undo[], to: () => Undo[], work: (change: Undo) => Promise<void>): Promise<HistoryOutcome> => {
    const next = queue.then(async (): Promise<HistoryOutcome> => {
      const change = from().pop();
      if (!change) return { kind: 'nothing' };
      try {
        await work(change);
      } catch (error) {
        if (error instanceof Irreversible) return { kind: 'irreversible', change, message: error.message };
        from().push(change);
        return { kind: 'failed', change, error };
      }
      to().push(change);
      if (to().length > limit) to().shift();
      return { kind: 'done', change };
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    record(change) {
      done.push(change);
      if (done.length > limit) done.shift();
      undone = [];
    },
    undo: () => step(() => done, () => undone, (change) => change.run()),
    redo: () => step(() => undone, () => done, (change) => change.redo()),
    canUndo: () => done.length > 0,
    canRedo: () => undone.length > 0,
    clear() {
      done = [];
      undone = [];
    },
  };
}

/** The keys of undo and redo (commands/app.ts binds them; the toasts name them). */
export const UNDO_KEYS = '$mod+z';
export const REDO_KEYS = '$mod+Shift+z';
