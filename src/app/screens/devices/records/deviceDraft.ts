// The device form's values as the inputs hold them (text, '' for "none"), and the API input made from them.
import type { Device } from '../../../../contract/entities';
import { BASES, DEFAULT_DEVICE_STATUS, DEVICE_STATUSES, type Base, type DeviceStatus } from '../../../../contract/enums';
import type { DeviceInput } from '../../../api/deviceCalls';

export interface DeviceDraft {
  name: string;
  serial_id: string;
  mac_address: string;
  status: DeviceStatus;
  firmware_version: string;
  data_version: string;
  comment: string;
  /** a model's id as text, '' for none */
  model_type_id: string;
  /** a base's machine value, '' for none */
  base: string;
}

export type DraftField = keyof DeviceDraft;

/** The form's fields, in the order they are shown (and in which the first error is focused). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'name', 'serial_id', 'mac_address', 'status', 'model_type_id', 'base', 'firmware_version', 'data_version', 'comment',
];

export const isDraftField = (field: string): field is DraftField => (DRAFT_FIELDS as readonly string[]).includes(field);

export function draftOf(device?: Device | null): DeviceDraft {
  return {
    name: device?.name ?? '',
    serial_id: device?.serial_id ?? '',
    mac_address: device?.mac_address ?? '',
    status: device?.status ?? DEFAULT_DEVICE_STATUS,
    firmware_version: device?.firmware_version ?? '',
    data_version: device?.data_version ?? '',
    comment: device?.comment ?? '',
    model_type_id: device?.model_type_id == null ? '' : String(device.model_type_id),
    base: device?.base ?? '',
  };
}

const isStatus = (value: string): value is DeviceStatus => (DEVICE_STATUSES as readonly string[]).includes(value);
const isBase = (value: string): value is Base => (BASES as readonly string[]).includes(value);

/** What is sent: empty serial and MAC become null (the serial is unique only when present). */
export function inputOf(draft: DeviceDraft): DeviceInput {
  const model = Number(draft.model_type_id);
  return {
    name: draft.name,
    serial_id: draft.serial_id.trim() === '' ? null : draft.serial_id,
    mac_address: draft.mac_address.trim() === '' ? null : draft.mac_address,
    status: isStatus(draft.status) ? draft.status : DEFAULT_DEVICE_STATUS,
    firmware_version: draft.firmware_version,
    data_version: draft.data_version,
    comment: draft.comment,
    model_type_id: draft.model_type_id !== '' && Number.isSafeInteger(model) ? model : null,
    base: isBase(draft.base) ? draft.base : null,
  };
}

/** The fields whose values differ between two drafts, in form order. */
export function differingFields(a: DeviceDraft, b: DeviceDraft): DraftField[] {
  return DRAFT_FIELDS.filter((field) => a[field] !== b[field]);
}
