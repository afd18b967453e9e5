// Issue 20: a section is declared once (src/app/sections/declared.ts) and everything else follows from it; what
// cannot be checked by the compiler is checked here, and each check is shown to name what a section lacks.
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { scopeOf } from '../../commands/context';
import { createRegistry, type AnyCommand, type Registry } from '../../commands/registry';
import { paths, type RecordPaths } from '../../src/app/paths';
import { SCOPE_PREFIXES } from '../../src/app/palette/ranking';
import { groupLabel } from '../../src/app/palette/rootGroups';
import { defineSection, type AnySection } from '../../src/app/records/section';
import type { Worded } from '../../src/app/records/sectionWords';
import { SECTION_DESCRIPTIONS } from '../../src/app/sections/all';
import { sync } from '../../src/app/services/lists';
import type { SyncedList } from '../../src/app/sync/listSync';
import { SECTION_IDS, SECTIONS, type MissingSectionMessages, type SectionDeclaration, type SectionId } from '../../src/app/sections/declared';
import { LANGUAGES } from '../../src/app/i18n/languages';
import { kitMessagesOf } from '../../src/app/i18n/kitWords';
import { boundLocale, LOCALE_FILES } from './messages';
import { LOCALES, messagesOfCommand, messagesOfSection, missingIn, PROBE_GRAMMAR, unworded } from './shownMessages';

/** What a declared section lacks among the registrations only a running app can show, one line each. */
function registrationProblems(id: SectionId, { commands }: Registry, sections: Record<SectionId, AnySection>, synced: readonly SyncedList[] = sync.lists()): string[] {
  const declaration: SectionDeclaration = SECTIONS[id];
  const problems: string[] = [];
  const goTo = commands.find((command) => command.id === `navigation.${id}`);
  if (!goTo?.keys?.includes(`g ${declaration.goKey}`)) problems.push(`${id}: no "Go to" command on g ${declaration.goKey}`);
  for (const path of [declaration.list, `${declaration.list}/edit/1`, `${declaration.list}/add`]) {
    if (scopeOf(path) !== id) problems.push(`${id}: ${path} is in scope ${scopeOf(path)}`);
  }
  const section = sections[id] as AnySection | undefined;
  if (section?.id !== id) problems.push(`${id}: described as ${section?.id ?? 'nothing'}`);
  if (section && section.paths.list !== declaration.list) problems.push(`${id}: its paths are under ${section.paths.list}`);
  if (!commands.some((command) => command.id === `${id}.create` && command.scope === id && command.group === id)) problems.push(`${id}: its commands are not in the registry`);
  if (declaration.palette.search === 'list' && declaration.live !== false && !synced.some((list) => list.store === section?.store)) problems.push(`${id}: its list does not follow the live stream (services/lists.ts syncedList)`);
  const prefix = declaration.palette.prefix;
  if (prefix !== undefined && SCOPE_PREFIXES[prefix] !== declaration.palette.kind) problems.push(`${id}: the palette prefix ${prefix} searches ${SCOPE_PREFIXES[prefix] ?? 'nothing'}`);
  return problems;
}

describe('every declared section', () => {
  it.each(SECTION_IDS)('%s is registered everywhere a running app looks', (id) => {
    expect(registrationProblems(id, registry, SECTION_DESCRIPTIONS)).toEqual([]);
  });

  it('names what a section lacks: its Go-to command, its commands, its description, its live list', () => {
    const without = (...ids: string[]) => createRegistry(registry.commands.filter((command) => !ids.includes(command.id)));
    expect(registrationProblems('spaces', without('navigation.spaces'), SECTION_DESCRIPTIONS)).toEqual(['spaces: no "Go to" command on g s']);
    expect(registrationProblems('spaces', without('spaces.create'), SECTION_DESCRIPTIONS)).toEqual(['spaces: its commands are not in the registry']);
    const misdescribed = { ...SECTION_DESCRIPTIONS, spaces: SECTION_DESCRIPTIONS.users };
    expect(registrationProblems('spaces', registry, misdescribed)).toEqual(['spaces: described as users', 'spaces: its paths are under /users']);
    const unsynced = sync.lists().filter((list) => list.name !== 'models');
    expect(registrationProblems('models', registry, SECTION_DESCRIPTIONS, unsynced)).toEqual(['models: its list does not follow the live stream (services/lists.ts syncedList)']);
  });

  it('titles its palette group with its heading, in every language', () => {
    for (const id of SECTION_IDS) {
      for (const [language, messages] of Object.entries(LOCALES)) {
        expect(groupLabel(SECTIONS[id].palette.kind, (message) => messages[message] ?? message), `${language} ${id}`).toBe(messages[`nav.${id}`]);
      }
    }
  });
});

describe('every message a command or a section can show', () => {
  it('exists in pt, en and es', () => {
    const shown = [
      ...registry.commands.flatMap(messagesOfCommand),
      ...SECTION_IDS.flatMap((id) => messagesOfSection(SECTION_DESCRIPTIONS[id])),
      ...SECTION_IDS.flatMap((id) => (['nav', 'command.navigation'] as const).map((kind): [string, string] => [`${kind}.${id}`, `declared ${id}`])),
    ];
    expect(shown.length).toBeGreaterThan(400);
    expect(missingIn(shown)).toEqual([]);
  });

  it('is worded in pt, en and es: no formatting error, no raw id, no placeholder left', () => {
    const shown = [
      ...registry.commands.flatMap(messagesOfCommand),
      ...SECTION_IDS.flatMap((id) => messagesOfSection(SECTION_DESCRIPTIONS[id])),
      ...SECTION_IDS.flatMap((id) => (['nav', 'command.navigation'] as const).map((kind): [string, string] => [`${kind}.${id}`, `declared ${id}`])),
    ];
    expect(unworded(shown)).toEqual([]);
  });

  it("words the kit's messages with a section's grammar, masculine or feminine, in pt, en and es", () => {
    const withProbes = Object.fromEntries(LANGUAGES.map((language) => [language, boundLocale({ ...LOCALE_FILES[language], ...PROBE_GRAMMAR[language] }, language)]));
    const shown = ['probem', 'probef'].flatMap((probe) => kitMessagesOf(probe).map(([id]): [string, string] => [id, `the kit's ${id}`]));
    expect(shown).toHaveLength(44);
    expect(unworded(shown, withProbes)).toEqual([]);
  });

  it('names a message that cannot be worded, and why', () => {
    expect(unworded([['kit.created', 'the generic one'], ['records.noRow', 'fine']], { en: LOCALES.en })).toEqual([
      expect.stringMatching(/^en: kit\.created \(the generic one\): .*Entity/),
    ]);
    expect(unworded([['nowhere.id', 'x']], { en: LOCALES.en })).toEqual([expect.stringMatching(/^en: nowhere\.id \(x\): .*Missing message/)]);
    expect(unworded([['echo', 'x'], ['brace', 'y']], { en: { echo: 'echo', brace: "'{'count}" } })).toEqual(['en: echo (x): shown as its id', 'en: brace (y): a placeholder left: {count}']);
  });

  it('names the ids a locale lacks, and where they would show', () => {
    const categories = SECTION_DESCRIPTIONS.categories;
    const withNewColumn: AnySection = {
      ...categories,
      table: { ...categories.table, columns: (t, language) => [...categories.table.columns(t, language), { id: 'code', title: 'categories.column.code' as never, value: () => null, width: 80 }] },
    };
    expect(missingIn(messagesOfSection(withNewColumn))).toEqual(expect.arrayContaining(['en: categories.column.code (section categories column code)', 'pt: categories.column.code (section categories column code)', 'es: categories.column.code (section categories column code)']));
    const command: AnyCommand = { ...registry.commands[0]!, id: 'undeclared.deleteSelected', titleForRow: 'command.undeclared.deleteSelected.row' as never };
    expect(missingIn(messagesOfCommand(command), { pt: LOCALES.pt })).toEqual(['pt: command.undeclared.deleteSelected.row (command undeclared.deleteSelected titleForRow)']);
  });
});

// What the compiler refuses, shown: a declared section left out of a registration does not compile.
const { spaces: _description, ...describedWithoutSpaces } = SECTION_DESCRIPTIONS;
// @ts-expect-error a declared section without a description
export const everySectionDescribed: Record<SectionId, AnySection> = describedWithoutSpaces;
const { spaces: _paths, ...pathsWithoutSpaces } = paths;
// @ts-expect-error a declared section without its paths
pathsWithoutSpaces satisfies Record<SectionId, RecordPaths>;
// @ts-expect-error a section not declared cannot be described
export const undeclaredDescription: Parameters<typeof defineSection>[0]['id'] = 'undeclared';
// @ts-expect-error a section not declared would lack its heading, Go-to, help and palette messages
export const undeclaredMessagesExist: [MissingSectionMessages<'undeclared'>] extends [never] ? true : false = true;
// A section's messages: its own full set (ownMessages: true), or its grammar; either is checked, and a typo in its own
// set is named, never worded by the kit instead.
export const ownWords: Worded<'spaces', 'spaces.created' | 'command.spaces.create'> = { ownMessages: true };
// @ts-expect-error a section that brings neither its grammar nor `ownMessages: true` lacks its grammar
export const noWords: Worded<'spaces', 'spaces.created'> = {};
// @ts-expect-error an own message misspelled (or missing) is named
export const misspelledWords: Worded<'spaces', 'spaces.creatd'> = { ownMessages: true };
