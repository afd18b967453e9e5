// How each kind of entity becomes a palette entry, what it shows under its title, and where choosing it goes.
// Entries keep their row; subtitles are made only for the few rendered items, in the current language.
import type { Device, DeviceCategory, DeviceModel, KitroomEvent, Space, User } from '../../contract/entities';
import { formatDateTime } from '../i18n/dates';
import type { Language } from '../i18n/languages';
import { makeEntry } from './ranking';
import { paths } from '../paths';

export type DeviceEntry = ReturnType<typeof deviceEntry>;
export type EventEntry = ReturnType<ReturnType<typeof eventEntryFor>>;
export type ModelEntry = ReturnType<typeof modelEntry>;
export type CategoryEntry = ReturnType<typeof categoryEntry>;
export type SpaceEntry = ReturnType<typeof spaceEntry>;
export type UserEntry = ReturnType<typeof userEntry>;
export type EntityEntry = DeviceEntry | EventEntry | ModelEntry | CategoryEntry | SpaceEntry | UserEntry;
export type EntityKind = EntityEntry['kind'];

export function deviceEntry(row: Device) {
  const entry = makeEntry({ key: `device:${row.id}`, kind: 'device', title: row.name, searchText: [row.serial_id, row.mac_address, row.key_tag] });
  return Object.assign(entry, { kind: 'device' as const, row });
}

/** Events are searched by their dates as shown (dd/mm/yyyy) and as typed in ISO (yyyy-mm-dd). */
export function eventEntryFor(language: Language) {
  return (row: KitroomEvent) => {
    const dates = [row.start_date, row.end_date].flatMap((iso) => [formatDateTime(iso, language), iso.slice(0, 10)]);
    const entry = makeEntry({ key: `event:${row.id}`, kind: 'event', title: row.name, searchText: [row.location, ...dates] });
    return Object.assign(entry, { kind: 'event' as const, row });
  };
}

export function modelEntry(row: DeviceModel) {
  const entry = makeEntry({ key: `model:${row.id}`, kind: 'model', title: row.name, searchText: [row.category?.name] });
  return Object.assign(entry, { kind: 'model' as const, row });
}

export function categoryEntry(row: DeviceCategory) {
  const entry = makeEntry({ key: `category:${row.id}`, kind: 'category', title: row.name, searchText: [row.description] });
  return Object.assign(entry, { kind: 'category' as const, row });
}

export function spaceEntry(row: Space) {
  const entry = makeEntry({ key: `space:${row.id}`, kind: 'space', title: row.name, searchText: [row.slug, row.user_email] });
  return Object.assign(entry, { kind: 'space' as const, row });
}

export function userEntry(row: User) {
  const entry = makeEntry({ key: `user:${row.id}`, kind: 'user', title: row.name || row.email, searchText: [row.email] });
  return Object.assign(entry, { kind: 'user' as const, row });
}

/** Where choosing an entity goes: its edit panel, or its list with the cursor on it (`focus`), narrowed to it when the list is paged on the server. */
export function pathOf(entry: EntityEntry): string {
  switch (entry.kind) {
    case 'device':
      return paths.devices.edit(entry.row.id);
    case 'event':
      return `${paths.events.list}?focus=${entry.row.id}`;
    case 'model':
      return paths.models.edit(entry.row.id);
    case 'category':
      return paths.categories.edit(entry.row.id);
    case 'space':
      return `${paths.spaces.list}?search=${encodeURIComponent(entry.row.name)}&focus=${entry.row.id}`;
    case 'user':
      return `${paths.users.list}?search=${encodeURIComponent(entry.row.email)}&focus=${entry.row.id}`;
  }
}

export interface SubtitleLabels {
  language: Language;
  status(status: Device['status']): string;
}

/** The line under an entity's title: serial · model · status for a device, place and dates for an event… */
export function subtitleOf(entry: EntityEntry, labels: SubtitleLabels): string {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
  switch (entry.kind) {
    case 'device':
      return join(entry.row.serial_id, entry.row.model_name, labels.status(entry.row.status));
    case 'event':
      return join(entry.row.location, `${formatDateTime(entry.row.start_date, labels.language)} – ${formatDateTime(entry.row.end_date, labels.language)}`);
    case 'model':
      return join(entry.row.category?.name);
    case 'category':
      return join(entry.row.description);
    case 'space':
      return join(entry.row.user_email, entry.row.slug);
    case 'user':
      return entry.row.name ? entry.row.email : '';
  }
}
