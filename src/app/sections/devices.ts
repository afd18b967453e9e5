// The devices section (spec section 2): the whole fleet in the table, a device's form, one bulk delete call.
// Its bulk changes are in commands/devices.ts, its spreadsheets in commands/deviceSheets.ts.
import { blankAsNull } from '../records/draftValues';
import { createElement } from 'react';
import type { Device } from '../../contract/entities';
import { BASES, DEFAULT_DEVICE_STATUS, DEVICE_STATUSES, type Base, type DeviceStatus } from '../../contract/enums';
import { TEXT_MAX, TEXTAREA_MAX } from '../../contract/limits';
import type { DeviceInput } from '../api/deviceCalls';
import { formatDateTime } from '../i18n/dates';
import type { MessageId } from '../i18n/messageIds';
import type { FilterField } from '../filters/filterField';
import { defineSection, type Draft } from '../records/section';
import { devices, models } from '../services/lists';
import { StatusChip } from '../table/StatusChip';
import type { Column } from '../table/types';
import { joinParts } from '../palette/entityView';

const text = (id: keyof Device & string, width?: number): Column<Device> => ({
  id,
  title: `devices.column.${id}` as MessageId,
  value: (device) => {
    const value = device[id];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  },
  ...(width ? { width } : {}),
});

/** A filter by a name the rows carry (a model's, an event's), `none` for rows without one. */
function namedFilter(key: 'model' | 'event' | 'category', column: 'model_name' | 'current_event_name' | 'category_name', valueOf: (device: Device) => string | null): FilterField<Device> {
  return {
    key,
    word: `filters.key.${key}`,
    title: `devices.column.${column}`,
    column,
    values: { names: (rows) => rows.map((device) => valueOf(device) ?? '') },
    valueOf,
    none: true,
  };
}

const isStatus = (value: string | undefined): value is DeviceStatus => (DEVICE_STATUSES as readonly (string | undefined)[]).includes(value);
const isBase = (value: string | undefined): value is Base => (BASES as readonly (string | undefined)[]).includes(value);

export const devicesSection = defineSection<'devices', Device, DeviceInput>({
  id: 'devices',
  ownMessages: true,
  store: devices,
  calls: (api) => api.devices,
  nameOf: (device) => device.name,
  palette: {
    searchText: (row) => [row.serial_id, row.mac_address, row.key_tag],
    subtitle: (row, { t }) => joinParts(row.serial_id, row.model_name, t(`status.${row.status}`)),
  },
  versionOf: (device) => device.updated_at,
  keywords: ['device', 'dispositivo'],
  messages: { noRow: 'deviceRecords.unavailable.noFocus', stale: 'devices.stale' },
  table: {
    // status and base are shown, sorted and searched as translated labels; dates as dd/mm/yyyy, HH:mm
    columns(t, language) {
      const statusLabels = Object.fromEntries(DEVICE_STATUSES.map((status) => [status, t(`status.${status}`)])) as Record<DeviceStatus, string>;
      const baseLabels = Object.fromEntries(BASES.map((base) => [base, t(`base.${base}`)])) as Record<Base, string>;
      const date = (id: 'created_at' | 'updated_at'): Column<Device> => ({
        id,
        title: `devices.column.${id}`,
        // ISO timestamps sort as text in time order
        value: (device) => device[id],
        render: (device) => formatDateTime(device[id], language),
        width: 170,
      });
      return [
        text('name', 180),
        text('model_name', 140),
        text('category_name', 140),
        text('serial_id', 140),
        text('mac_address', 150),
        {
          id: 'status',
          title: 'devices.column.status',
          value: (device) => statusLabels[device.status] ?? device.status,
          render: (device) => createElement(StatusChip, { status: device.status, label: statusLabels[device.status] ?? device.status }),
          width: 136,
        },
        text('firmware_version'),
        text('data_version'),
        text('comment', 200),
        date('created_at'),
        date('updated_at'),
        text('current_event_name', 180),
        text('current_exhibitor_name', 160),
        text('key_tag'),
        { id: 'base', title: 'devices.column.base', value: (device) => (device.base ? (baseLabels[device.base] ?? device.base) : null), width: 110 },
      ];
    },
    visible: ['name', 'model_name', 'current_event_name', 'status', 'category_name', 'base', 'created_at'],
    sort: { column: 'created_at', direction: 'desc' },
    searchable: ['name', 'model_name', 'serial_id', 'status', 'category_name', 'base'],
    staleAfterMs: 10_000,
    toolbar: ['navigation.categories', 'navigation.models', 'devices.export', 'devices.import'],
    // the returns desk: serials or MAC addresses pasted or scanned into the search select their devices
    scan: { codesOf: (device) => [device.serial_id, device.mac_address] },
    // `status:missing base:porto model:"Scanline H5" event:none`, typed in the search (the dashboard links to them)
    filters: [
      { key: 'status', word: 'filters.key.status', title: 'devices.column.status', values: { codes: DEVICE_STATUSES, label: (code, t) => t(`status.${code}` as MessageId) }, valueOf: (device) => device.status, column: 'status' },
      { key: 'base', word: 'filters.key.base', title: 'devices.column.base', values: { codes: BASES, label: (code, t) => t(`base.${code}` as MessageId) }, valueOf: (device) => device.base, none: true, column: 'base' },
      namedFilter('model', 'model_name', (device) => device.model_name),
      namedFilter('event', 'current_event_name', (device) => device.current_event_name),
      namedFilter('category', 'category_name', (device) => device.category_name),
    ],
    selectionBar: {
      label: 'devices.bulkActions',
      commands: ['devices.assign', 'devices.receive', 'devices.changeBase', 'devices.changeModel', 'devices.changeStatus', 'devices.deleteSelected'],
    },
  },
  form: {
    fields: [
      { name: 'name', label: 'deviceRecords.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'records.nameRequired' },
      { name: 'serial_id', label: 'deviceRecords.field.serial_id', kind: 'text', maxLength: TEXT_MAX, code: true },
      { name: 'mac_address', label: 'deviceRecords.field.mac_address', kind: 'text', maxLength: TEXT_MAX, code: true, hint: 'deviceRecords.field.macHint' },
      {
        name: 'status',
        label: 'deviceRecords.field.status',
        kind: 'select',
        options: (t) => DEVICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      {
        name: 'model_type_id',
        label: 'deviceRecords.field.model_type_id',
        kind: 'list',
        list: { store: models, label: (model: { name: string }) => model.name, none: 'deviceRecords.field.noModel', failed: 'deviceRecords.field.modelsFailed' },
      },
      {
        name: 'base',
        label: 'deviceRecords.field.base',
        kind: 'select',
        options: (t) => [{ value: '', label: t('base.none') }, ...BASES.map((base) => ({ value: base, label: t(`base.${base}`) }))],
      },
      { name: 'firmware_version', label: 'deviceRecords.field.firmware_version', kind: 'text', maxLength: TEXT_MAX, code: true },
      { name: 'data_version', label: 'deviceRecords.field.data_version', kind: 'text', maxLength: TEXT_MAX, code: true },
      { name: 'comment', label: 'deviceRecords.field.comment', kind: 'textarea', maxLength: TEXTAREA_MAX, counter: true },
    ],
    draftOf: (device): Draft => ({
      name: device?.name ?? '',
      serial_id: device?.serial_id ?? '',
      mac_address: device?.mac_address ?? '',
      status: device?.status ?? DEFAULT_DEVICE_STATUS,
      model_type_id: device?.model_type_id == null ? '' : String(device.model_type_id),
      base: device?.base ?? '',
      firmware_version: device?.firmware_version ?? '',
      data_version: device?.data_version ?? '',
      comment: device?.comment ?? '',
    }),
    // empty serial and MAC are sent as null: the serial is unique only when present
    inputOf: (draft) => {
      const model = Number(draft.model_type_id);
      return {
        name: draft.name ?? '',
        serial_id: blankAsNull(draft.serial_id),
        mac_address: blankAsNull(draft.mac_address),
        status: isStatus(draft.status) ? draft.status : DEFAULT_DEVICE_STATUS,
        firmware_version: draft.firmware_version ?? '',
        data_version: draft.data_version ?? '',
        comment: draft.comment ?? '',
        model_type_id: draft.model_type_id && Number.isSafeInteger(model) ? model : null,
        base: isBase(draft.base) ? draft.base : null,
      };
    },
  },
});
