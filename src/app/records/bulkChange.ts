// A bulk change of the selected rows, as every bulk command does it (a device's event, base, model or status; a
// model's category): rows marked busy, one bulk call per step with all the ids, the rows replaced by the server's
// answer, one toast saying what changed and how many ("3 devices → Missing") with an undo that restores each row's
// previous value (one call per distinct previous value, see undoGroups.ts) and a redo that applies the change again
// to the rows still there. A failure marks the rows and is thrown, for the runner's toast.
import { Irreversible, type CommandContext, type Undo } from '../../../commands/context';
import type { BulkAnswer } from '../../contract/entities';
import type { Api } from '../api/api';
import { ApiFailure, failureMessage } from '../api/errors';
import type { MessageId } from '../i18n/messageIds';
import type { ListStore } from '../state/listStore';
import { groupByPrevious, type FieldValue, type RestoreGroup, type ValueChange } from './undoGroups';

/** One field of a row that a bulk call sets. */
export interface BulkField<Row, Value extends FieldValue> {
  read(row: Row): Value;
  write(api: Api, ids: readonly number[], value: Value): Promise<BulkAnswer<Row>>;
}

/** One bulk call of a change, and how to put back what it changed. */
export interface BulkStep<Row> {
  apply(api: Api, ids: readonly number[]): Promise<BulkAnswer<Row>>;
  /** the fewest calls that give each row its value in `before`, given what the list holds now */
  restoreCalls(ids: readonly number[], before: ReadonlyMap<number, Row>, now: (id: number) => Row | undefined): Array<(api: Api) => Promise<BulkAnswer<Row>>>;
}

/** The groups of rows to give back each previous value; rows gone meanwhile or already back are left out. */
export function restoreGroups<Row, Value extends FieldValue>(
  field: Pick<BulkField<Row, Value>, 'read'>,
  ids: readonly number[],
  before: ReadonlyMap<number, Row>,
  now: (id: number) => Row | undefined,
): RestoreGroup<Value>[] {
  const changes: ValueChange<Value>[] = [];
  for (const id of ids) {
    const previous = before.get(id);
    const current = now(id);
    // a row deleted meanwhile cannot be restored, and would make the whole bulk call fail
    if (previous && current) changes.push({ id, before: field.read(previous), now: field.read(current) });
  }
  return groupByPrevious(changes);
}

export function setField<Row, Value extends FieldValue>(field: BulkField<Row, Value>, value: Value): BulkStep<Row> {
  return {
    apply: (api, ids) => field.write(api, ids, value),
    restoreCalls: (ids, before, now) => restoreGroups(field, ids, before, now).map((group) => (api: Api) => field.write(api, group.ids, group.value)),
  };
}

/** The list a bulk change works on: its store, its table's id, and what follows a change of its rows. */
export interface BulkTarget<Row extends { id: number }> {
  tableId: string;
  store: ListStore<Row>;
  /** after each answer: other lists that show these rows follow them */
  changed?(rows: readonly Row[]): void;
}

export interface BulkChange<Row> {
  /** run in order, each with every selected id */
  steps: readonly BulkStep<Row>[];
  /** what the change did to `count` rows, translated: its toast, and what its undo and redo say */
  summary(count: number): string;
  /** the message when a later step fails after an earlier one succeeded, with {message} */
  partialFailure?: MessageId;
}

/** Runs `change` on the selected rows; the undo it returns is also offered on the success toast. */
export async function runBulkChange<Row extends { id: number }>(context: CommandContext, target: BulkTarget<Row>, change: BulkChange<Row>): Promise<Undo | undefined> {
  const ids = context.targets().ids;
  if (ids.length === 0) return undefined;
  const before = new Map<number, Row>();
  for (const id of ids) {
    const row = target.store.find(id);
    if (row) before.set(id, row);
  }
  await marking(context, target, ids, async (fail) => {
    let done = 0;
    try {
      for (const step of change.steps) {
        accept(target, (await step.apply(context.app.api, ids)).results);
        done += 1;
      }
    } catch (error) {
      throw done > 0 && change.partialFailure ? fail(error, change.partialFailure) : error;
    }
  });
  const summary = change.summary(ids.length);
  const undo: Undo = {
    summary,
    run: async () => restore(context, target, stillThere(context, target, ids), before, change.steps),
    redo: async () => reapply(context, target, stillThere(context, target, ids), change.steps),
  };
  context.app.notify.success(summary, undo);
  return undo;
}

/** The rows of a change that were not deleted since; none left, the change can no longer be undone or redone. */
function stillThere<Row extends { id: number }>(context: CommandContext, target: BulkTarget<Row>, ids: readonly number[]): number[] {
  const present = ids.filter((id) => target.store.find(id) !== undefined);
  if (present.length === 0) throw new Irreversible(context.app.t('history.rowsGone', { count: ids.length }));
  return present;
}

/** Applies every step again (a redo), in order. */
async function reapply<Row extends { id: number }>(context: CommandContext, target: BulkTarget<Row>, ids: readonly number[], steps: readonly BulkStep<Row>[]): Promise<void> {
  await marking(context, target, ids, async () => {
    for (const step of steps) accept(target, (await step.apply(context.app.api, ids)).results);
  });
}

function accept<Row extends { id: number }>(target: BulkTarget<Row>, rows: readonly Row[]): void {
  target.store.replace(rows);
  target.changed?.(rows);
}

/** Puts every row back, the last step first. */
async function restore<Row extends { id: number }>(context: CommandContext, target: BulkTarget<Row>, ids: readonly number[], before: ReadonlyMap<number, Row>, steps: readonly BulkStep<Row>[]): Promise<void> {
  await marking(context, target, ids, async () => {
    for (const step of [...steps].reverse()) {
      for (const call of step.restoreCalls(ids, before, (id) => target.store.find(id))) accept(target, (await call(context.app.api)).results);
    }
  });
}

type Rephrase = (error: unknown, message: MessageId) => ApiFailure;

/** Marks the rows busy while `work` runs; a failure marks them with its message and is thrown on. */
async function marking<Row extends { id: number }>(context: CommandContext, target: BulkTarget<Row>, ids: readonly number[], work: (rephrase: Rephrase) => Promise<void>): Promise<void> {
  // only this list's table: an undo may run when another table is on screen
  const table = context.app.table()?.id === target.tableId ? context.app.table() : null;
  table?.setRowState(ids, { kind: 'loading' });
  const rephrase: Rephrase = (error, message) => {
    const reason = failureMessage(error, context.app.t);
    const status = error instanceof ApiFailure ? error.status : 0;
    return new ApiFailure(status, error instanceof ApiFailure ? error.fieldErrors : {}, context.app.t(message, { message: reason }), error instanceof ApiFailure ? error.body : undefined);
  };
  try {
    await work(rephrase);
  } catch (error) {
    table?.setRowState(ids, { kind: 'error', message: failureMessage(error, context.app.t) });
    throw error;
  }
  table?.setRowState(ids, null);
}
