// Editing a cell in place (`e` on the cursor cell): which of a section's columns may be, and the save. A column is
// editable where the form has a field of the same name of a kind a cell can hold (a text, a number, a choice, a
// checkbox; a date or an image stays in the form), so the form's fields are the only list. The save is the
// section's own edit command, with the whole input built from the row's draft with one field changed, and the
// row's version as If-Match: the toast, its undo and a stale version's 412 are those of any edit.
import { recordCommands } from '../../../commands/records';
import { ApiFailure, failureMessage } from '../api/errors';
import { t } from '../i18n/intl';
import { api } from '../services/api';
import { currentContext } from '../services/appServices';
import { perform } from '../services/runCommand';
import { activeTable } from '../table/activeTable';
import { checkedBeforeSending, errorsOf } from './formErrors';
import type { FieldSpec, Section } from './section';

const CELL_KINDS: ReadonlySet<FieldSpec['kind']> = new Set(['text', 'textarea', 'number', 'select', 'list', 'checkbox']);

/** The fields a cell of the same column edits, by column id (none in a section that cannot edit). */
export function inlineFields<Row extends { id: number }, Input>(section: Section<Row, Input>): ReadonlyMap<string, FieldSpec> {
  if (section.canEdit === false) return new Map();
  return new Map(section.form.fields.filter((field) => CELL_KINDS.has(field.kind)).map((field) => [field.name, field]));
}

export type CellOutcome = { kind: 'saved' } | { kind: 'refused'; message: string };

const STALE = 412;

/** Reads the row again (after a 412), so that the next Enter saves over what is there now. */
async function reloadRow<Row extends { id: number }, Input>(section: Section<Row, Input>, id: number): Promise<void> {
  const get = section.calls(api).get;
  try {
    if (get) section.store.replace([await get(id)]);
    else await section.store.load({ force: true });
  } catch {
    // the message beside the cell already says the row changed; the next save asks again
  }
}

/** The row as the list holds it, with its version: a list's row answered without one is read first. */
async function withVersion<Row extends { id: number }, Input>(section: Section<Row, Input>, row: Row): Promise<{ row: Row; version: string | undefined }> {
  const current = section.store.find(row.id) ?? row;
  const version = section.versionOf?.(current);
  const get = section.calls(api).get;
  if (version !== undefined || !section.versionOf || !get) return { row: current, version };
  const read = await get(row.id);
  section.store.replace([read]);
  return { row: read, version: section.versionOf(read) };
}

/**
 * Saves one field of a row as `text` (the draft's text of that field) through the section's edit command. A refusal
 * is worded for the cell: what is refused before sending, the server's message for that field (else its others), or,
 * when someone changed the row since, that the latest values are loaded and Enter saves over them.
 */
export async function saveCell<Row extends { id: number }, Input>(section: Section<Row, Input>, row: Row, field: FieldSpec, text: string): Promise<CellOutcome> {
  const draftOf = (of: Row) => ({ ...section.form.draftOf(of), [field.name]: text });
  const early = checkedBeforeSending([field], draftOf(row), t)[field.name];
  const rule = section.form.validate?.(draftOf(row))[field.name];
  if (early) return { kind: 'refused', message: early };
  if (rule) return { kind: 'refused', message: t(rule) };
  try {
    const { row: current, version } = await withVersion(section, row);
    await perform(recordCommands(section).edit, { id: row.id, input: section.form.inputOf(draftOf(current)), version, inPlace: true }, currentContext());
    return { kind: 'saved' };
  } catch (error) {
    // the edit marks its row failed; here the refusal stands beside the cell instead
    activeTable()?.setRowState([row.id], null);
    if (error instanceof ApiFailure && error.status === STALE) {
      await reloadRow(section, row.id);
      return { kind: 'refused', message: t('inlineEdit.stale') };
    }
    if (!(error instanceof ApiFailure)) return { kind: 'refused', message: failureMessage(error, t) };
    const { errors, general } = errorsOf(error, section.form.fields);
    return { kind: 'refused', message: errors[field.name] ?? ([...general, ...Object.values(errors).filter(Boolean)].join(' ') || failureMessage(error, t)) };
  }
}
