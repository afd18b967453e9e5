// /devices/add and /devices/edit/{id}: the device form in a side panel. Saving runs devices.create or
// devices.edit; a refusal comes back here: field errors beside their fields, others at the top, a stale edit (412)
// as a notice with a reload button. What was typed stays in the form whatever happens.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { DEVICES_ROUTE } from '../../../../../commands/deviceRecords';
import type { Device } from '../../../../contract/entities';
import type { Base, DeviceStatus } from '../../../../contract/enums';
import type { ApiFailure } from '../../../api/errors';
import { models } from '../../../services/lists';
import { SidePanel } from '../../../ui/SidePanel';
import { ConflictNotice, type Conflict } from './ConflictNotice';
import { DeviceFields, fieldId } from './DeviceFields';
import { DRAFT_FIELDS, draftOf, inputOf, isDraftField, type DeviceDraft, type DraftField } from './deviceDraft';
import { runWithReply } from '../../../commands/runWithReply';
import { useDeviceRecord, type DeviceRecord } from './useDeviceRecord';
import './records.css';

const close = () => navigate(DEVICES_ROUTE);

export function CreateDevicePanel() {
  return <DeviceForm device={null} />;
}

/** The edit panel for a route's id (null when the id is not a number). */
export function EditDevicePanel({ id }: { id: number | null }) {
  const intl = useIntl();
  const { record, reload } = useDeviceRecord(id);
  if (record.status === 'loaded') return <DeviceForm device={record.device} reload={reload} />;
  const message =
    record.status === 'loading'
      ? intl.formatMessage({ id: 'app.loading' })
      : record.status === 'notFound'
        ? intl.formatMessage({ id: 'deviceRecords.notFound' }, { id: id === null ? '?' : String(id) })
        : intl.formatMessage({ id: 'deviceRecords.loadFailed' }, { message: record.message });
  return (
    <SidePanel
      title={intl.formatMessage({ id: 'deviceRecords.form.editTitleUnknown' })}
      onClose={close}
      footer={<button type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>}
    >
      <p className={record.status === 'loading' ? 'kr-lead' : 'kr-notice'} role={record.status === 'loading' ? 'status' : 'alert'}>{message}</p>
    </SidePanel>
  );
}

/** The messages not tied to a field of the form, shown at its top. */
function generalMessages(failure: ApiFailure): string[] {
  const others = Object.entries(failure.fieldErrors)
    .filter(([field]) => !isDraftField(field))
    .map(([field, messages]) => `${field}: ${messages[0] ?? ''}`);
  const anyOnFields = DRAFT_FIELDS.some((field) => failure.firstFor(field) !== undefined);
  return others.length > 0 || anyOnFields ? others : [failure.message];
}

interface DeviceFormProps {
  /** null to create one */
  device: Device | null;
  reload?(): Promise<DeviceRecord>;
}

function DeviceForm({ device, reload }: DeviceFormProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const [draft, setDraft] = useState<DeviceDraft>(() => draftOf(device));
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const errorsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void models.load();
  }, []);

  // after a refusal, the first field with an error gets the focus (or the summary, when no field has one)
  useEffect(() => {
    if (!failure || failure.status === 412) return;
    const first = DRAFT_FIELDS.find((field) => failure.firstFor(field) !== undefined);
    const target = first ? document.getElementById(fieldId(idPrefix, first)) : errorsRef.current;
    target?.focus();
  }, [failure, idPrefix]);

  const change = (field: DraftField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorFor = (field: DraftField) => (failure && failure.status !== 412 ? failure.firstFor(field) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const input = inputOf(draft);
    const refused = device
      ? await runWithReply('devices.edit', (reply) => ({ submission: { ...reply, device: { id: device.id, updated_at: device.updated_at }, input } }))
      : await runWithReply('devices.create', (reply) => ({ submission: { ...reply, input } }));
    setBusy(false);
    setFailure(refused);
    if (refused?.status === 412) setConflict({ phase: 'stale', yours: draft });
  }

  async function loadLatest() {
    if (!reload || conflict?.phase !== 'stale') return;
    const yours = conflict.yours;
    setConflict({ phase: 'reloading', yours });
    const latest = await reload();
    if (latest.status !== 'loaded') {
      setConflict({ phase: 'stale', yours });
      return;
    }
    const latestDraft = draftOf(latest.device);
    setDraft(latestDraft);
    setFailure(null);
    setConflict({ phase: 'reloaded', yours, latest: latestDraft });
  }

  const describe = (field: DraftField, value: string): string => {
    if (field === 'status') return intl.formatMessage({ id: `status.${value as DeviceStatus}` });
    if (field === 'base') return value ? intl.formatMessage({ id: `base.${value as Base}` }) : '';
    if (field === 'model_type_id') return value ? (models.find(Number(value))?.name ?? value) : '';
    return value;
  };

  const title = device ? intl.formatMessage({ id: 'deviceRecords.form.editTitle' }, { name: device.name }) : intl.formatMessage({ id: 'deviceRecords.form.createTitle' });
  const general = failure && failure.status !== 412 ? generalMessages(failure) : [];
  const submitLabel = busy ? 'deviceRecords.form.saving' : device ? 'deviceRecords.form.save' : 'deviceRecords.form.create';

  return (
    <SidePanel
      title={title}
      onClose={close}
      busy={busy}
      footer={
        <>
          <button type="button" className="kr-button" onClick={() => !busy && close()} aria-disabled={busy || undefined}>
            {intl.formatMessage({ id: 'panel.cancel' })}
          </button>
          <button type="submit" form={formId} className="kr-button kr-primary" aria-disabled={busy || undefined}>
            {busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: submitLabel })}
          </button>
        </>
      }
    >
      {conflict && <ConflictNotice conflict={conflict} onReload={() => void loadLatest()} describe={describe} />}
      {failure && failure.status !== 412 && (
        <div ref={errorsRef} className="kr-form-errors" role="alert" tabIndex={-1}>
          {intl.formatMessage({ id: 'deviceRecords.form.refused' })}
          {general.length > 0 && <ul>{general.map((message) => <li key={message}>{message}</li>)}</ul>}
        </div>
      )}
      <form id={formId} className="kr-record-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <DeviceFields idPrefix={idPrefix} draft={draft} onChange={change} errorFor={errorFor} />
      </form>
    </SidePanel>
  );
}
