// The message ids a command or a section can show, gathered from their descriptions, and those a locale lacks.
import type { AnyCommand } from '../../commands/registry';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { createIntl } from 'react-intl';
import { LANGUAGES, LOCALE_OF, type Language } from '../../src/app/i18n/languages';
import type { AnySection } from '../../src/app/records/section';
import { MESSAGES } from './messages';

/** The locales as the app has them: the kit's messages of the sections with a grammar bound in. */
export const LOCALES: Record<Language, Record<string, string>> = MESSAGES;

/** Each shown id with where it comes from, e.g. ["command.x.create", "command models.create title"]. */
export type Shown = Array<[id: string, from: string]>;

export function messagesOfCommand(command: AnyCommand): Shown {
  const shown: Shown = [[command.title, `command ${command.id} title`]];
  if (command.titleForSelection) shown.push([command.titleForSelection, `command ${command.id} titleForSelection`]);
  if (command.titleForRow) shown.push([command.titleForRow, `command ${command.id} titleForRow`]);
  if (command.buttonLabel) shown.push([command.buttonLabel, `command ${command.id} buttonLabel`]);
  for (const [name, spec] of Object.entries(command.args ?? {})) {
    const argument = spec as { title: MessageId; valueTitle?: { selection: MessageId; row: MessageId } };
    shown.push([argument.title, `command ${command.id} argument ${name}`]);
    if (argument.valueTitle) shown.push([argument.valueTitle.selection, `command ${command.id} argument ${name} value`], [argument.valueTitle.row, `command ${command.id} argument ${name} value`]);
  }
  return shown;
}

/** Ids only: the section's columns and options are worded with a translator that answers the id itself. */
const echo = (id: MessageId) => id;

export function messagesOfSection(section: AnySection): Shown {
  const from = (what: string) => `section ${section.id} ${what}`;
  const shown: Shown = [[section.heading, from('heading')], [section.empty, from('empty')]];
  for (const [name, id] of Object.entries(section.messages)) shown.push([id, from(`message ${name}`)]);
  for (const language of LANGUAGES) {
    for (const column of section.table.columns(echo, language)) shown.push([column.title, from(`column ${column.id}`)]);
  }
  for (const filter of section.table.filters ?? []) shown.push([filter.title, from(`filter ${filter.key}`)], [filter.word, from(`filter ${filter.key} word`)]);
  if (section.table.selectionBar) shown.push([section.table.selectionBar.label, from('selection bar')]);
  if (section.table.rowLink) shown.push([section.table.rowLink.label, from('row link')]);
  for (const field of section.form.fields) {
    shown.push([field.label, from(`field ${field.name}`)]);
    if (field.required) shown.push([field.required, from(`field ${field.name} required`)]);
    if (field.hint) shown.push([field.hint, from(`field ${field.name} hint`)]);
    if (field.kind === 'list') shown.push([field.list.none, from(`field ${field.name} none`)], [field.list.failed, from(`field ${field.name} failed`)]);
  }
  for (const [name, id] of Object.entries(section.ownRow?.messages ?? {})) shown.push([id, from(`own row ${name}`)]);
  return shown;
}

/** "pt: id (where)" for each shown id a locale lacks. */
export function missingIn(shown: Shown, locales: Record<string, Record<string, string>> = LOCALES): string[] {
  return Object.entries(locales).flatMap(([language, messages]) =>
    [...new Set(shown.filter(([id]) => messages[id] === undefined).map(([id, from]) => `${language}: ${id} (${from})`))],
  );
}

/** A value for every placeholder a command or a section's message may ask, so that each can be worded in full. */
const SAMPLE_VALUES: Record<string, string | number> = { count: 3, name: 'Sample', id: 7, failed: 1, total: 3, deleted: 2, message: 'why', value: 'Value' };

/** formatjs's error without its stack: its first line, and the cause's ("The intl string context variable…"). */
const causeOf = (message: string) => message.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('at ')).slice(0, 1).concat(message.split('\n').filter((line) => line.startsWith('The intl')).slice(0, 1)).join(' ');

/** "en: id (where): why" for each shown id that cannot be worded in full: a formatting error, its raw id, or a `{` left. */
export function unworded(shown: Shown, locales: Partial<Record<Language, Record<string, string>>> = LOCALES): string[] {
  return Object.entries(locales).flatMap(([language, messages]) => {
    let failure: string | null = null;
    const intl = createIntl({ locale: LOCALE_OF[language as Language], messages, onError: (error) => { failure ??= causeOf(error.message); } });
    const problems = shown.flatMap(([id, from]) => {
      failure = null;
      const text = intl.formatMessage({ id: id as MessageId }, SAMPLE_VALUES);
      const why = failure ?? (text === id ? 'shown as its id' : text.includes('{') ? `a placeholder left: ${text}` : null);
      return why === null ? [] : [`${language}: ${id} (${from}): ${why}`];
    });
    return [...new Set(problems)];
  });
}

/** Two made-up sections with a grammar, one masculine and one feminine: what the kit's generic messages are worded with. */
export const PROBE_GRAMMAR: Record<Language, Record<string, string>> = {
  pt: {
    'probem.one': 'fornecedor', 'probem.other': 'fornecedores', 'probem.gender': 'masculine', 'nav.probem': 'Fornecedores',
    'probef.one': 'categoria', 'probef.other': 'categorias', 'probef.gender': 'feminine', 'nav.probef': 'Categorias',
  },
  en: {
    'probem.one': 'supplier', 'probem.other': 'suppliers', 'probem.gender': 'neuter', 'nav.probem': 'Suppliers',
    'probef.one': 'category', 'probef.other': 'categories', 'probef.gender': 'neuter', 'nav.probef': 'Categories',
  },
  es: {
    'probem.one': 'proveedor', 'probem.other': 'proveedores', 'probem.gender': 'masculine', 'nav.probem': 'Proveedores',
    'probef.one': 'categoría', 'probef.other': 'categorías', 'probef.gender': 'feminine', 'nav.probef': 'Categorías',
  },
};
