// …/add and …/edit/{id}: a record's form in a side panel, from its section's description. $mod+Enter saves from any
// field (Enter too in a one-line field); a refusal shows beside its fields (the first one focused) or at the top;
// a stale edit (412) loads the latest values, keeping the changes nobody else made, with what the other save changed; Esc with unsaved changes asks first.
// An edit panel moves to the next or previous record of the list without closing (j/k, $mod+↓/↑: recordSteps.ts),
// asking first when typed in, and the next record's form gives the keyboard back to the same field.
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import type { MessageId } from '../i18n/messageIds';
import { formatWallClock } from '../i18n/typedDateTime';
import { SidePanel } from '../ui/SidePanel';
import { StateMessage, StepButton } from '../ui/StateMessage';
import { submitOnModEnter } from '../ui/submitShortcut';
import { useDiscardGuard } from '../ui/useDiscardGuard';
import { ConflictNotice } from './ConflictNotice';
import { fieldId, RecordFields } from './RecordFields';
import { listReturn } from './listReturn';
import type { FieldSpec, Section } from './section';
import { useRecord } from './useRecord';
import { useRecordForm } from './useRecordForm';
import { takeFocusAfterStep, useRecordSteps } from './recordSteps';

/** The panel at …/add. */
export function CreateRecordPanel<Row extends { id: number }, Input>({ section }: { section: Section<Row, Input> }) {
  return <RecordForm section={section} row={null} />;
}

/** The panel at …/edit/{id}: the form once the row is there, what went wrong otherwise and what to do next. */
export function EditRecordPanel<Row extends { id: number }, Input>({ section, id }: { section: Section<Row, Input>; id: number | null }) {
  const intl = useIntl();
  const { record, reload } = useRecord(section, id);
  if (record.status === 'loaded') return <RecordForm key={record.row.id} section={section} row={record.row} reload={reload} />;
  const close = () => navigate(listReturn(section.paths.list));
  const closeStep = <StepButton label={intl.formatMessage({ id: 'panel.close' })} keys="Escape" onClick={close} />;
  const state =
    record.status === 'loading' ? (
      <StateMessage kind="loading" className="kr-state-start" statement={intl.formatMessage({ id: 'app.loading' })} />
    ) : record.status === 'notFound' ? (
      <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: section.messages.notFound }, { id: id === null ? '?' : String(id) })} steps={closeStep} />
    ) : (
      <StateMessage
        kind="failed"
        className="kr-state-start"
        statement={intl.formatMessage({ id: 'records.loadFailed' }, { message: record.message })}
        steps={<><StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={undefined} onClick={() => void reload()} primary />{closeStep}</>}
      />
    );
  return (
    <SidePanel title={intl.formatMessage({ id: 'records.edit' })} onClose={close}>
      {state}
    </SidePanel>
  );
}

interface RecordFormProps<Row extends { id: number }, Input> {
  section: Section<Row, Input>;
  row: Row | null;
  reload?: Parameters<typeof useRecordForm<Row, Input>>[2];
}

function RecordForm<Row extends { id: number }, Input>({ section, row, reload }: RecordFormProps<Row, Input>) {
  const intl = useIntl();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const { fields } = section.form;
  const form = useRecordForm(section, row, reload);
  const generalRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const close = () => navigate(listReturn(section.paths.list));

  // after a refusal the first field with an error gets the focus, or the summary when no field has one
  useEffect(() => {
    if (form.attempt === 0) return;
    const first = fields.find((field) => form.errors[field.name]);
    if (first) document.getElementById(fieldId(idPrefix, first.name))?.focus();
    else generalRef.current?.focus();
  }, [form.attempt]);

  const { requestClose, requestLeave, guard } = useDiscardGuard(form.dirty, close);
  useRecordSteps(section, row, requestLeave);

  // a form reached by a record step: the keyboard where it was in the last one (a field, or the panel itself)
  useEffect(() => {
    const wanted = takeFocusAfterStep();
    if (wanted === null) return;
    const target = wanted === '' ? formRef.current?.closest<HTMLElement>('[role="dialog"]') : document.getElementById(fieldId(idPrefix, wanted));
    target?.focus();
  }, []);

  const describe = (field: FieldSpec, value: string): string => {
    if (field.kind === 'select') return field.options((id: MessageId, values) => intl.formatMessage({ id }, values)).find((option) => option.value === value)?.label ?? value;
    if (field.kind === 'list') {
      const chosen = value ? field.list.store.find(Number(value)) : undefined;
      return chosen ? field.list.label(chosen) : value;
    }
    if (field.kind === 'datetime') return formatWallClock(value);
    if (field.kind === 'image') return value && intl.formatMessage({ id: 'records.image.stored' }, { id: value });
    return value;
  };

  const title = row ? intl.formatMessage({ id: section.messages.editTitle }, { name: section.nameOf(row) }) : intl.formatMessage({ id: section.messages.createTitle });
  const submitLabel = form.busy ? 'records.form.saving' : row ? 'records.form.save' : 'records.form.create';
  const refused = form.general.length > 0 || Object.values(form.errors).some(Boolean);

  return (
    <SidePanel
      title={title}
      onClose={requestClose}
      busy={form.busy}
      footer={
        <>
          <button type="submit" form={formId} className="kr-button kr-primary" aria-disabled={form.busy || undefined}>
            {form.busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: submitLabel })}
          </button>
          <button type="button" className="kr-button" onClick={() => !form.busy && requestClose()} aria-disabled={form.busy || undefined}>
            {intl.formatMessage({ id: 'panel.cancel' })}
          </button>
        </>
      }
    >
      {form.conflict && (
        <ConflictNotice
          conflict={form.conflict}
          stale={section.messages.stale}
          fields={fields}
          current={form.draft}
          onReload={() => void form.loadLatest()}
          onUseMine={form.change}
          describe={describe}
        />
      )}
      {refused && (
        <div ref={generalRef} className="kr-form-errors" role="alert" tabIndex={-1}>
          {intl.formatMessage({ id: section.messages.refused })}
          {form.general.length > 0 && <ul>{form.general.map((message) => <li key={message}>{message}</li>)}</ul>}
        </div>
      )}
      <form
        ref={formRef}
        id={formId}
        className="kr-record-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        onKeyDown={submitOnModEnter(() => void form.submit())}
        noValidate
        aria-busy={form.busy || undefined}
      >
        <RecordFields fields={fields} idPrefix={idPrefix} draft={form.draft} onChange={form.change} onRefusal={form.refuseField} onUploading={form.uploading} errors={form.errors} />
      </form>
      {guard}
    </SidePanel>
  );
}
