// Writes recorded values back onto a record through its section's own edit call (or its `writeFields`), with the
// record's current version as If-Match and the write named in the activity history (X-Kitroom-Operation): the
// history's "Undo this change", and the session's undo and redo of it ($mod+z, $mod+Shift+z).
import { Irreversible, type Undo } from '../../../commands/context';
import type { ClientOperation, HistoryValue } from '../../contract/history';
import type { Api } from '../api/api';
import { ApiFailure } from '../api/errors';
import type { Section, Translate } from '../records/section';

export type FieldValues = Readonly<Record<string, HistoryValue>>;

const GONE = 404;
const CHANGED_SINCE = 412;

/** Whether the section can write fields back at all: an edit call, or fields of its own (users' role). */
export const canSaveBack = (section: Section<{ id: number }, unknown>, api: Api) => section.calls(api).update !== undefined || section.writeFields !== undefined;

/**
 * The row with `values` written over its fields, as the section saves it: its form's whole input with those fields
 * replaced, or its own `writeFields`. Undefined when the section cannot write them. Throws the call's failure.
 */
export function saveBack<Row extends { id: number }, Input>(api: Api, section: Section<Row, Input>, row: Row, values: FieldValues, operation: ClientOperation): Promise<Row> | undefined {
  const named = api.namedAs(operation);
  const version = section.versionOf?.(row);
  const update = section.calls(named).update;
  if (!update) return section.writeFields?.(named, row, values, version);
  // the form's input carries what an edit sends; the recorded fields (some not in the form: a device's event) over it
  const input = { ...(section.form.inputOf(section.form.draftOf(row)) as object), ...values } as Input;
  return update(row.id, input, version);
}

/** Keeps the app's lists in step with a row written back. */
export function heldAs<Row extends { id: number }, Input>(section: Section<Row, Input>, row: Row): void {
  section.store.replace([row]);
  section.saved?.(row);
}

/**
 * The session's undo of a change undone from the history: `run` writes back what the entry had left (`after`),
 * `redo` its earlier values again (`before`); a record changed since (412) or gone (404) makes it irreversible.
 */
export function historyUndo<Row extends { id: number }, Input>(
  api: Api, section: Section<Row, Input>, written: Row, values: { before: FieldValues; after: FieldValues }, summary: string, t: Translate,
): Undo {
  let latest = written;
  const write = async (fields: FieldValues, operation: ClientOperation) => {
    try {
      const saved = await saveBack(api, section, latest, fields, operation);
      if (!saved) throw new Irreversible(t('history.undo.notHere'));
      latest = saved;
    } catch (error) {
      if (error instanceof ApiFailure && error.status === GONE) throw new Irreversible(t('history.rowsGone', { count: 1 }));
      if (error instanceof ApiFailure && error.status === CHANGED_SINCE) throw new Irreversible(t('history.changedSince'));
      throw error;
    }
    heldAs(section, latest);
  };
  return { summary, run: () => write(values.after, 'undo'), redo: () => write(values.before, 'redo') };
}
