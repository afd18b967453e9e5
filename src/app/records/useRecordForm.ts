// The state of a record's create or edit form: the draft, what the server refused, a stale edit (412) with who saved
// the record last (lastSavedBy.ts) and its reload, and whether anything was typed. Reloading after a 412 keeps what the person changed where the other save
// left the field as it was loaded (mergeLatest); where both changed a field the latest value wins, and the notice
// lists theirs and offers "Use mine". Saving runs the section's create or edit command (by reference) and
// catches what it throws, so that every refusal shows in the form and what was typed stays.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { recordCommands } from '../../../commands/records';
import { ApiFailure, failureMessage } from '../api/errors';
import { currentContext } from '../services/appServices';
import { perform } from '../services/runCommand';
import type { Conflict } from './ConflictNotice';
import { auth } from '../state/auth';
import { checkedBeforeSending, errorsOf, type FieldErrors } from './formErrors';
import { historyKindOf } from '../history/historyKinds';
import { lastSaveOf, type LastSave } from './lastSavedBy';
import type { SectionId } from '../sections/declared';
import type { Draft, Section } from './section';
import type { RecordState } from './useRecord';

export interface RecordFormState {
  draft: Draft;
  errors: FieldErrors;
  general: string[];
  conflict: Conflict | null;
  busy: boolean;
  /** counts refusals, so that each one moves the focus to its first error */
  attempt: number;
  dirty: boolean;
  change(name: string, value: string): void;
  /** a control's own refusal beside its field (undefined clears it) */
  refuseField(name: string, message: string | undefined): void;
  /** an image field's upload starts or ends: no save meanwhile, and leaving asks */
  uploading(name: string, uploading: boolean): void;
  submit(): Promise<void>;
  loadLatest(): Promise<void>;
}

const sameDraft = (a: Draft, b: Draft) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? '') === (b[key] ?? ''));

/**
 * The form after the latest values are loaded: the latest values, except in the fields the person changed and the
 * other save did not (their value there is still the one the form was loaded with), which keep the person's value.
 */
export function mergeLatest(loadedWith: Draft, yours: Draft, latest: Draft): Draft {
  const merged: Draft = { ...latest };
  for (const key of Object.keys({ ...loadedWith, ...yours, ...latest })) {
    const changedByYou = (yours[key] ?? '') !== (loadedWith[key] ?? '');
    const changedByThem = (latest[key] ?? '') !== (loadedWith[key] ?? '');
    if (changedByYou && !changedByThem) merged[key] = yours[key] ?? '';
  }
  return merged;
}

/** Who saved the record last, when its section's records are in the history. */
function lastSaveAfterConflict(sectionId: SectionId, id: number): Promise<LastSave | null> {
  const kind = historyKindOf(sectionId);
  return kind ? lastSaveOf(currentContext().app.api, kind, id, auth.user?.id ?? null) : Promise.resolve(null);
}

export function useRecordForm<Row extends { id: number }, Input>(
  section: Section<Row, Input>,
  row: Row | null,
  reload?: () => Promise<RecordState<Row>>,
): RecordFormState {
  const intl = useIntl();
  const { fields } = section.form;
  const [loaded, setLoaded] = useState(() => ({ row, draft: section.form.draftOf(row) }));
  const [draft, setDraft] = useState<Draft>(loaded.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [uploads, setUploads] = useState<ReadonlySet<string>>(() => new Set());

  const refuse = (found: { errors: FieldErrors; general: string[] }) => {
    setErrors(found.errors);
    setGeneral(found.general);
    setAttempt((count) => count + 1);
  };

  function change(name: string, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
    // a field's error goes as soon as the field changes
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  const refuseField = (name: string, message: string | undefined) => setErrors((current) => ({ ...current, [name]: message }));
  const uploading = (name: string, busy: boolean) =>
    setUploads((current) => {
      const next = new Set(current);
      if (busy) next.add(name);
      else next.delete(name);
      return next;
    });

  async function submit() {
    if (busy) return;
    const missing = checkedBeforeSending(fields, draft, (id, values) => intl.formatMessage({ id }, values));
    for (const [name, message] of Object.entries(section.form.validate?.(draft) ?? {})) {
      if (message) missing[name] ??= intl.formatMessage({ id: message });
    }
    // the image being uploaded is not in the draft yet: saving now would send the one shown before
    for (const name of uploads) missing[name] ??= intl.formatMessage({ id: 'records.image.stillUploading' });
    if (Object.keys(missing).length > 0) return refuse({ errors: missing, general: [] });
    setBusy(true);
    const commands = recordCommands(section);
    const input = section.form.inputOf(draft);
    const saved = loaded.row;
    try {
      if (saved) await perform(commands.edit, { id: saved.id, input, version: section.versionOf?.(saved) }, currentContext());
      else await perform(commands.create, { input }, currentContext());
      setGeneral([]);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 412 && saved) {
        setErrors({});
        setGeneral([]);
        setConflict({ phase: 'stale', yours: draft, lastSave: await lastSaveAfterConflict(section.id, saved.id) });
      } else {
        refuse(error instanceof ApiFailure ? errorsOf(error, fields) : { errors: {}, general: [failureMessage(error, intl.formatMessage)] });
      }
    } finally {
      setBusy(false);
    }
  }

  async function loadLatest() {
    if (!reload || conflict?.phase !== 'stale') return;
    // what the form holds now: the person may have typed more since the 412
    const yours = draft;
    const loadedWith = loaded.draft;
    const { lastSave } = conflict;
    setConflict({ phase: 'reloading', yours, lastSave });
    const latest = await reload();
    if (latest.status !== 'loaded') return setConflict({ phase: 'stale', yours, lastSave });
    const latestDraft = section.form.draftOf(latest.row);
    setLoaded({ row: latest.row, draft: latestDraft });
    setDraft(mergeLatest(loadedWith, yours, latestDraft));
    setConflict({ phase: 'reloaded', yours, loadedWith, latest: latestDraft });
  }

  const dirty = !sameDraft(draft, loaded.draft) || uploads.size > 0;
  return { draft, errors, general, conflict, busy, attempt, dirty, change, refuseField, uploading, submit, loadLatest };
}
