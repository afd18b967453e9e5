// How each kind of entity a section declares (sections/declared.ts) becomes a palette entry, by its section's
// description (`palette`, records/section.ts): its title and the other words it is found by, the line under its
// title, and where choosing it goes. Entries keep their row; subtitles are made only for the few rendered items, in
// the current language.
import type { Language } from '../i18n/languages';
import type { Section } from '../records/section';
import { SECTION_DESCRIPTIONS } from '../sections/all';
import { sectionOfKind, SECTIONS, type SectionEntityKind, type SectionId } from '../sections/declared';
import type { EntityView, SubtitleLabels } from './entityView';
import { makeEntry, type PaletteEntry } from './ranking';

/** The section whose rows are of a kind. */
type SectionOfKind<Kind extends SectionEntityKind> = { [Id in SectionId]: (typeof SECTIONS)[Id]['palette']['kind'] extends Kind ? Id : never }[SectionId];
/** The row of an entity kind: its section's row. */
export type RowOfKind<Kind extends SectionEntityKind> = (typeof SECTION_DESCRIPTIONS)[SectionOfKind<Kind>] extends Section<infer Row, infer _Input> ? Row : never;

export type EntityKind = SectionEntityKind;
export type EntryOf<Kind extends EntityKind> = PaletteEntry & { kind: Kind; row: RowOfKind<Kind> };
export type EntityEntry = { [Kind in EntityKind]: EntryOf<Kind> }[EntityKind];

// The view of a kind's section: TypeScript cannot follow that a kind and its section's row belong together.
const viewOfKind = <Kind extends EntityKind>(kind: Kind) => SECTION_DESCRIPTIONS[sectionOfKind(kind)!].palette as unknown as EntityView<RowOfKind<Kind>>;
const viewOf = (entry: EntityEntry) => viewOfKind(entry.kind) as EntityView<EntityEntry['row']>;

/** Whether a kind's entries differ by language (so its index is built once per language). */
export const entriesByLanguage = (kind: EntityKind) => viewOfKind(kind).byLanguage === true;

/** A row's palette entry. */
export function entityEntryFor<Kind extends EntityKind>(kind: Kind, language: Language): (row: RowOfKind<Kind>) => EntryOf<Kind> {
  const view = viewOfKind(kind);
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
