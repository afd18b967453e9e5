// Every section of the app, declared once. The scopes and command groups, the section a path belongs to, the paths'
// roots, the "Go to" commands and their `g` keys, the help sheet's groups, the routes and the palette's entity kinds
// and prefixes are all derived from this table; a section added here and missing from one of them does not compile,
// and `tests/app/section-registrations.test.ts` names any runtime registration it lacks.
import type { MessageId } from '../i18n/messageIds';

export interface SectionDeclaration {
  /** the list's path; every other path of the section hangs under it */
  list: string;
  /** `g` then this key goes to the section */
  goKey: string;
  /** more words its "Go to" command is found by (the other languages' names, synonyms) */
  goWords: readonly string[];
  /** a short label for a toolbar button that goes there ("Models" on the devices' toolbar) */
  goButton?: MessageId;
  /**
   * How its rows are found in the palette: their kind of entry, the prefix that searches only them, and where they
   * are searched: in the whole list the app holds (`list`), or on the server as the person types (`server`).
   */
  palette: { kind: string; prefix?: string; search: 'list' | 'server' };
  /**
   * `false`: a list held whole that is not on the live stream, because nobody else changes it (a person's own saved
   * views, each user's own on the server); it loads when the palette or its screen opens. Every other whole list
   * follows the stream.
   */
  live?: false;
}

export const SECTIONS = {
  events: { list: '/events', goKey: 'e', goWords: ['eventos'], palette: { kind: 'event', search: 'list', prefix: '!' } },
  devices: { list: '/devices', goKey: 'd', goWords: ['dispositivos', 'fleet'], goButton: 'button.devices', palette: { kind: 'device', search: 'list', prefix: '#' } },
  spaces: { list: '/spaces', goKey: 's', goWords: ['espaços', 'espacios', 'venues'], palette: { kind: 'space', search: 'server', prefix: '*' } },
  users: { list: '/users', goKey: 'u', goWords: ['utilizadores', 'usuarios', 'people'], palette: { kind: 'user', search: 'server', prefix: '@' } },
  models: { list: '/devices/models', goKey: 'm', goWords: ['modelos'], goButton: 'button.models', palette: { kind: 'model', search: 'list' } },
  categories: { list: '/devices/categories', goKey: 'c', goWords: ['categorias', 'categorías'], goButton: 'button.categories', palette: { kind: 'category', search: 'list' } },
  views: { list: '/views', goKey: 'w', goWords: ['vistas', 'saved views', 'guardadas'], palette: { kind: 'view', search: 'list' }, live: false },
} as const satisfies Record<string, SectionDeclaration>;

export type SectionId = keyof typeof SECTIONS;

/** In the order of the declarations: the top bar's, the "Go to" commands'. */
export const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

/** The kind of palette entry a section's rows are, e.g. 'device'. */
export type SectionEntityKind = { [Id in SectionId]: (typeof SECTIONS)[Id]['palette']['kind'] }[SectionId];

/** The kinds of the sections whose whole list the app holds and the palette searches itself. */
export type ListedEntityKind = { [Id in SectionId]: (typeof SECTIONS)[Id]['palette'] extends { search: 'list'; kind: infer Kind } ? Kind : never }[SectionId];
export const LISTED_ENTITY_KINDS = SECTION_IDS.flatMap((id) => {
  const palette: SectionDeclaration['palette'] = SECTIONS[id].palette;
  return palette.search === 'list' ? [palette.kind as ListedEntityKind] : [];
});
const SECTION_OF_KIND = new Map<string, SectionId>(SECTION_IDS.map((id) => [SECTIONS[id].palette.kind, id]));
/** The section whose rows are palette entries of `kind` ('device' → devices), or undefined for another kind. */
export const sectionOfKind = (kind: string): SectionId | undefined => SECTION_OF_KIND.get(kind);

/** Every kind of palette entry a section's row can be. */
export const SECTION_ENTITY_KINDS = SECTION_IDS.map((id) => SECTIONS[id].palette.kind);

/** The sections whose whole list the app holds and the palette searches itself, and the kind of their rows. */
export type ListedSectionId = { [Id in SectionId]: (typeof SECTIONS)[Id]['palette'] extends { search: 'list' } ? Id : never }[SectionId];
export type KindOfSection<Id extends SectionId> = (typeof SECTIONS)[Id]['palette']['kind'];
export const LISTED_SECTIONS = SECTION_IDS.filter((id): id is ListedSectionId => SECTIONS[id].palette.search === 'list');

const within = (path: string, list: string) => path === list || path.startsWith(`${list}/`);
/** Nested lists first (/devices/models before /devices), so that the deepest one a path is under wins. */
const DEEPEST_FIRST = [...SECTION_IDS].sort((a, b) => SECTIONS[b].list.length - SECTIONS[a].list.length);

/** The section a path belongs to: /devices/models/edit/3 → models, /devices/7 → devices, / → null. */
export function sectionOfPath(path: string): SectionId | null {
  return DEEPEST_FIRST.find((id) => within(path, SECTIONS[id].list)) ?? null;
}

/** The sections the top bar links to: those whose list is not under another section's (models are under devices). */
export const TOP_LEVEL_SECTIONS: readonly SectionId[] = SECTION_IDS.filter((id) => !SECTION_IDS.some((other) => other !== id && within(SECTIONS[id].list, SECTIONS[other].list)));

/** The sections in the order their routes must be tried: nested lists before the lists they are under. */
export const SECTIONS_FOR_ROUTING: readonly SectionId[] = DEEPEST_FIRST;

/**
 * The messages every declared section needs beyond its records kit (section.ts checks those): its heading (also its
 * top-bar link, help sheet group and palette group) and its "Go to" command, which the kit words ("Go to {section}")
 * for a section that brings its grammar (<id>.one, <id>.other, <id>.gender; i18n/kitWords.ts). A declared section
 * without one does not compile.
 */
export type SectionMessageId<Id extends string = SectionId> = `nav.${Id}` | `command.navigation.${Id}`;
/** The messages a section called `Id` would lack. */
export type MissingSectionMessages<Id extends string> = Exclude<SectionMessageId<Id>, MessageId>;
export const sectionMessagesExist: [MissingSectionMessages<SectionId>] extends [never] ? true : { missingMessages: MissingSectionMessages<SectionId> } = true;

/** The name of a section's kind of row, shown beside a recent item ("Device"); a kind without one does not compile. */
export type EntityMessageId = `entity.${SectionEntityKind}`;
type MissingEntityMessages = Exclude<EntityMessageId, MessageId>;
export const entityMessagesExist: [MissingEntityMessages] extends [never] ? true : { missingMessages: MissingEntityMessages } = true;

/** The palette prefix searches only one section's rows ('#' devices…); each prefix has `help.prefix.<id>` (the kit's "Only {entities}" with a grammar). */
export type PrefixedSectionId = { [Id in SectionId]: (typeof SECTIONS)[Id]['palette'] extends { prefix: string } ? Id : never }[SectionId];
type MissingPrefixMessages = Exclude<`help.prefix.${PrefixedSectionId}`, MessageId>;
export const prefixMessagesExist: [MissingPrefixMessages] extends [never] ? true : { missingMessages: MissingPrefixMessages } = true;

/** The palette's prefixes that search one section's rows, with that section and its kind of entry. */
export const SECTION_PREFIXES: readonly { prefix: string; section: PrefixedSectionId; kind: SectionEntityKind }[] = SECTION_IDS.flatMap((id) => {
  const palette: SectionDeclaration['palette'] = SECTIONS[id].palette;
  return palette.prefix ? [{ prefix: palette.prefix, section: id as PrefixedSectionId, kind: palette.kind as SectionEntityKind }] : [];
});
