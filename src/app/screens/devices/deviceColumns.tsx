// The devices table's columns (spec section 2): status and base shown, sorted and searched as translated
// labels, dates as dd/mm/yyyy, HH:mm. Built once per language: a new columns array re-renders every row.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Device } from '../../../contract/entities';
import { BASES, DEVICE_STATUSES, type Base, type DeviceStatus } from '../../../contract/enums';
import { formatDateTime } from '../../i18n/dates';
import { isLanguage, type Language } from '../../i18n/languages';
import type { MessageId } from '../../i18n/messageIds';
import type { Column, SortState } from '../../table/types';

export const DEFAULT_VISIBLE = ['name', 'model_name', 'current_event_name', 'status', 'category_name', 'base', 'created_at'] as const;
export const SEARCHABLE = ['name', 'model_name', 'serial_id', 'status', 'category_name', 'base'] as const;
export const DEFAULT_SORT: SortState = { column: 'created_at', direction: 'desc' };

type Translate = (id: MessageId) => string;

const text = (id: keyof Device & string, width?: number): Column<Device> => ({
  id,
  title: `devices.column.${id}` as MessageId,
  value: (device) => {
    const value = device[id];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  },
  ...(width ? { width } : {}),
});

const date = (id: 'created_at' | 'updated_at', language: Language): Column<Device> => ({
  id,
  title: `devices.column.${id}`,
  // ISO timestamps sort as text in time order
  value: (device) => device[id],
  render: (device) => formatDateTime(device[id], language),
  width: 140,
});

/** Every column of the devices table, in the spec's order, for one language. */
export function deviceColumns(translate: Translate, language: Language): Column<Device>[] {
  const statusLabels = Object.fromEntries(DEVICE_STATUSES.map((status) => [status, translate(`status.${status}`)])) as Record<DeviceStatus, string>;
  const baseLabels = Object.fromEntries(BASES.map((base) => [base, translate(`base.${base}`)])) as Record<Base, string>;
  return [
    text('name', 180),
    text('model_name', 140),
    text('category_name', 140),
    text('serial_id', 140),
    text('mac_address', 150),
    { id: 'status', title: 'devices.column.status', value: (device) => statusLabels[device.status] ?? device.status, width: 110 },
    text('firmware_version'),
    text('data_version'),
    text('comment', 200),
    date('created_at', language),
    date('updated_at', language),
    text('current_event_name', 180),
    text('current_exhibitor_name', 160),
    text('key_tag'),
    { id: 'base', title: 'devices.column.base', value: (device) => (device.base ? (baseLabels[device.base] ?? device.base) : null), width: 110 },
  ];
}

/** The columns for the interface's language, the same array until the language changes. */
export function useDeviceColumns(): readonly Column<Device>[] {
  const intl = useIntl();
  const prefix = intl.locale.slice(0, 2);
  const language: Language = isLanguage(prefix) ? prefix : 'pt';
  // intl changes identity with the language; the labels are read once here, not per row
  return useMemo(() => deviceColumns((id) => intl.formatMessage({ id }), language), [intl, language]);
}
