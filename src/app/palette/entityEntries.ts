// How each kind of entity a section declares (sections/declared.ts) becomes a palette entry: its title and the
// other words it is found by, the line under its title, and where choosing it goes. A declared kind without its
// row type or its view here does not compile. Entries keep their row; subtitles are made only for the few
// rendered items, in the current language.
import type { Device, DeviceCategory, DeviceModel, KitroomEvent, Space, User } from '../../contract/entities';
import { formatDateTime } from '../i18n/dates';
import type { Language } from '../i18n/languages';
import { paths } from '../paths';
import type { SectionEntityKind } from '../sections/declared';
import { makeEntry, type PaletteEntry } from './ranking';

interface RowTypes { device: Device; event: KitroomEvent; model: DeviceModel; category: DeviceCategory; space: Space; user: User }
/** The row of an entity kind. */
export type RowOfKind<Kind extends SectionEntityKind> = RowTypes[Kind];

export type EntityKind = SectionEntityKind;
export type EntryOf<Kind extends EntityKind> = PaletteEntry & { kind: Kind; row: RowOfKind<Kind> };
export type EntityEntry = { [Kind in EntityKind]: EntryOf<Kind> }[EntityKind];

export interface SubtitleLabels {
  language: Language;
  status(status: Device['status']): string;
}

interface EntityView<Row> {
  title(row: Row): string;
  /** the other texts it is found by */
  searchText(row: Row, language: Language): readonly (string | null | undefined)[];
  /** its words depend on the language (events are found by their dates as shown) */
  byLanguage?: true;
  subtitle(row: Row, labels: SubtitleLabels): string;
  /** where choosing it goes: its edit panel, or its list with the cursor on it (`focus`), narrowed to it when the list is paged on the server */
  open(row: Row): string;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const eventDates = (row: KitroomEvent, language: Language) => `${formatDateTime(row.start_date, language)} – ${formatDateTime(row.end_date, language)}`;

const VIEWS: { [Kind in EntityKind]: EntityView<RowOfKind<Kind>> } = {
  device: {
    title: (row) => row.name,
    searchText: (row) => [row.serial_id, row.mac_address, row.key_tag],
    subtitle: (row, labels) => join(row.serial_id, row.model_name, labels.status(row.status)),
    open: (row) => paths.devices.edit(row.id),
  },
  event: {
    title: (row) => row.name,
    // found by their dates as shown (dd/mm/yyyy) and as typed in ISO (yyyy-mm-dd)
    searchText: (row, language) => [row.location, ...[row.start_date, row.end_date].flatMap((iso) => [formatDateTime(iso, language), iso.slice(0, 10)])],
    byLanguage: true,
    subtitle: (row, labels) => join(row.location, eventDates(row, labels.language)),
    open: (row) => `${paths.events.list}?focus=${row.id}`,
  },
  model: {
    title: (row) => row.name,
    searchText: (row) => [row.category?.name],
    subtitle: (row) => join(row.category?.name),
    open: (row) => paths.models.edit(row.id),
  },
  category: {
    title: (row) => row.name,
    searchText: (row) => [row.description],
    subtitle: (row) => join(row.description),
    open: (row) => paths.categories.edit(row.id),
  },
  space: {
    title: (row) => row.name,
    searchText: (row) => [row.slug, row.user_email],
    subtitle: (row) => join(row.user_email, row.slug),
    open: (row) => `${paths.spaces.list}?search=${encodeURIComponent(row.name)}&focus=${row.id}`,
  },
  user: {
    title: (row) => row.name || row.email,
    searchText: (row) => [row.email],
    subtitle: (row) => (row.name ? row.email : ''),
    open: (row) => `${paths.users.list}?search=${encodeURIComponent(row.email)}&focus=${row.id}`,
  },
};

// The view of an entry's own kind: TypeScript cannot follow that `entry.kind` and `entry.row` belong together.
const viewOf = (entry: EntityEntry) => VIEWS[entry.kind] as EntityView<EntityEntry['row']>;

/** Whether a kind's entries differ by language (so its index is built once per language). */
export const entriesByLanguage = (kind: EntityKind) => VIEWS[kind].byLanguage === true;

/** A row's palette entry. */
export function entityEntryFor<Kind extends EntityKind>(kind: Kind, language: Language): (row: RowOfKind<Kind>) => EntryOf<Kind> {
  const view = VIEWS[kind] as EntityView<RowOfKind<Kind>>;
  return (row) => {
    const entry = makeEntry({ key: `${kind}:${row.id}`, kind, title: view.title(row), searchText: view.searchText(row, language) });
    return Object.assign(entry, { kind, row });
  };
}

// the kinds whose entries do not depend on the language
export const deviceEntry = entityEntryFor('device', 'en');
export const spaceEntry = entityEntryFor('space', 'en');
export const userEntry = entityEntryFor('user', 'en');

/** Where choosing an entity goes. */
export const pathOf = (entry: EntityEntry): string => viewOf(entry).open(entry.row);

/** The line under an entity's title: serial · model · status for a device, place and dates for an event… */
export const subtitleOf = (entry: EntityEntry, labels: SubtitleLabels): string => viewOf(entry).subtitle(entry.row, labels);
