// The device form's fields: each labelled, with its limit, its hint and the server's first message for it beside
// it (aria-invalid + aria-describedby), so a screen reader hears the error when the field is focused.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { BASES, DEVICE_STATUSES } from '../../../../contract/enums';
import { TEXT_MAX, TEXTAREA_MAX } from '../../../../contract/limits';
import type { MessageId } from '../../../i18n/messageIds';
import { models } from '../../../services/lists';
import type { DeviceDraft, DraftField } from './deviceDraft';

export const fieldId = (prefix: string, field: DraftField) => `${prefix}-${field}`;

interface FieldsProps {
  /** makes the ids unique on the page */
  idPrefix: string;
  draft: DeviceDraft;
  onChange(field: DraftField, value: string): void;
  /** the server's first message for a field */
  errorFor(field: DraftField): string | undefined;
}

const LABELS: Record<DraftField, MessageId> = {
  name: 'deviceRecords.field.name',
  serial_id: 'deviceRecords.field.serial_id',
  mac_address: 'deviceRecords.field.mac_address',
  status: 'deviceRecords.field.status',
  firmware_version: 'deviceRecords.field.firmware_version',
  data_version: 'deviceRecords.field.data_version',
  comment: 'deviceRecords.field.comment',
  model_type_id: 'deviceRecords.field.model_type_id',
  base: 'deviceRecords.field.base',
};

export const labelOf = (field: DraftField): MessageId => LABELS[field];

export function DeviceFields({ idPrefix, draft, onChange, errorFor }: FieldsProps) {
  const intl = useIntl();
  const modelList = useSnapshot(models.state);

  function field(name: DraftField, control: (props: ControlProps) => ReactNode, hint?: string) {
    const id = fieldId(idPrefix, name);
    const error = errorFor(name);
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
    return (
      <div className="kr-field">
        <label htmlFor={id}>{intl.formatMessage({ id: LABELS[name] })}</label>
        {control({
          id,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {hint && <span id={`${id}-hint`} className="kr-field-hint">{hint}</span>}
        {error && <span id={`${id}-error`} className="kr-field-error">{error}</span>}
      </div>
    );
  }

  const text = (name: DraftField, extra: { required?: boolean; autoComplete?: string; spellCheck?: boolean } = {}) => (props: ControlProps) => (
    <input {...props} {...extra} type="text" maxLength={TEXT_MAX} value={draft[name]} onChange={(event) => onChange(name, event.target.value)} />
  );

  const sortedModels = [...modelList.rows].sort((a, b) => a.name.localeCompare(b.name));
  const modelKnown = draft.model_type_id === '' || sortedModels.some((model) => String(model.id) === draft.model_type_id);

  return (
    <>
      {field('name', text('name', { required: true, autoComplete: 'off' }))}
      {field('serial_id', text('serial_id', { autoComplete: 'off', spellCheck: false }))}
      {field('mac_address', text('mac_address', { autoComplete: 'off', spellCheck: false }), intl.formatMessage({ id: 'deviceRecords.field.macHint' }))}
      {field('status', (props) => (
        <select {...props} value={draft.status} onChange={(event) => onChange('status', event.target.value)}>
          {DEVICE_STATUSES.map((status) => <option key={status} value={status}>{intl.formatMessage({ id: `status.${status}` })}</option>)}
        </select>
      ))}
      {field('model_type_id', (props) => (
        <select {...props} value={draft.model_type_id} onChange={(event) => onChange('model_type_id', event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'deviceRecords.field.noModel' })}</option>
          {!modelKnown && <option value={draft.model_type_id}>{intl.formatMessage({ id: 'app.loading' })}</option>}
          {sortedModels.map((model) => <option key={model.id} value={String(model.id)}>{model.name}</option>)}
        </select>
      ), modelList.status === 'error' ? intl.formatMessage({ id: 'deviceRecords.field.modelsFailed' }) : undefined)}
      {field('base', (props) => (
        <select {...props} value={draft.base} onChange={(event) => onChange('base', event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'base.none' })}</option>
          {BASES.map((base) => <option key={base} value={base}>{intl.formatMessage({ id: `base.${base}` })}</option>)}
        </select>
      ))}
      {field('firmware_version', text('firmware_version', { autoComplete: 'off', spellCheck: false }))}
      {field('data_version', text('data_version', { autoComplete: 'off', spellCheck: false }))}
      {field('comment', (props) => (
        <textarea {...props} maxLength={TEXTAREA_MAX} rows={4} value={draft.comment} onChange={(event) => onChange('comment', event.target.value)} />
      ), intl.formatMessage({ id: 'deviceRecords.field.charactersLeft' }, { count: TEXTAREA_MAX - draft.comment.length }))}
    </>
  );
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
