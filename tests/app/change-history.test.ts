// The undo history: 20 changes, redo after undo, one operation at a time, and what happens when a change can no
// longer be reverted.
import { describe, expect, it } from 'vitest';
import { Irreversible, type Undo } from '../../commands/context';
import { createChangeHistory, HISTORY_LIMIT } from '../../src/app/services/changeHistory';

/** A change of one counter cell: its undo and redo log what they did. */
function counterChange(log: string[], name: string, options: { failUndo?: () => Error | null } = {}): Undo {
  return {
    summary: name,
    run: async () => {
      await Promise.resolve();
      const failure = options.failUndo?.();
      if (failure) throw failure;
      log.push(`undo ${name}`);
    },
    redo: async () => {
      log.push(`redo ${name}`);
    },
  };
}

describe('the change history', () => {
  it('undoes the latest change first, then the one before; redo re-applies in reverse; nothing left says so', async () => {
    const log: string[] = [];
    const history = createChangeHistory();
    history.record(counterChange(log, 'a'));
    history.record(counterChange(log, 'b'));
    expect((await history.undo()).kind).toBe('done');
    expect((await history.undo()).kind).toBe('done');
    expect(await history.undo()).toEqual({ kind: 'nothing' });
    expect((await history.redo()).kind).toBe('done');
    expect(log).toEqual(['undo b', 'undo a', 'redo a']);
    expect(history.canUndo()).toBe(true);
    expect(history.canRedo()).toBe(true);
  });

  it('keeps the last 20 changes', async () => {
    const log: string[] = [];
    const history = createChangeHistory();
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) history.record(counterChange(log, String(index)));
    while ((await history.undo()).kind === 'done');
    expect(log).toHaveLength(HISTORY_LIMIT);
    expect(log[0]).toBe(`undo ${HISTORY_LIMIT + 4}`);
    expect(log.at(-1)).toBe('undo 5');
  });

  it('a new change after an undo forgets what could be redone', async () => {
    const history = createChangeHistory();
    history.record(counterChange([], 'a'));
    await history.undo();
    history.record(counterChange([], 'b'));
    expect(history.canRedo()).toBe(false);
    expect(await history.redo()).toEqual({ kind: 'nothing' });
  });

  it('runs presses one at a time, in order, even when pressed before the first has finished', async () => {
    const log: string[] = [];
    const history = createChangeHistory();
    for (const name of ['a', 'b', 'c']) history.record(counterChange(log, name));
    const outcomes = await Promise.all([history.undo(), history.undo(), history.redo()]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['done', 'done', 'done']);
    expect(log).toEqual(['undo c', 'undo b', 'redo b']);
  });

  it('drops a change that can no longer be reverted and says why; keeps one that failed otherwise, to try again', async () => {
    const log: string[] = [];
    const history = createChangeHistory();
    let failure: Error | null = new Error('offline');
    history.record(counterChange(log, 'kept'));
    history.record(counterChange(log, 'gone', { failUndo: () => new Irreversible('the row it changed was deleted since') }));
    history.record(counterChange(log, 'flaky', { failUndo: () => failure }));
    expect(await history.undo()).toMatchObject({ kind: 'failed', change: { summary: 'flaky' } });
    failure = null;
    expect(await history.undo()).toMatchObject({ kind: 'done', change: { summary: 'flaky' } });
    expect(await history.undo()).toEqual({ kind: 'irreversible', change: expect.objectContaining({ summary: 'gone' }), message: 'the row it changed was deleted since' });
    expect(await history.undo()).toMatchObject({ kind: 'done', change: { summary: 'kept' } });
    expect(await history.undo()).toEqual({ kind: 'nothing' });
    expect(log).toEqual(['undo flaky', 'undo kept']);
  });
});
