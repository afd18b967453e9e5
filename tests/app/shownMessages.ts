// The message ids a command or a section can show, gathered from their descriptions, and those a locale lacks.
import type { AnyCommand } from '../../commands/registry';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { LANGUAGES, type Language } from '../../src/app/i18n/languages';
import type { AnySection } from '../../src/app/records/section';
import english from '../../locales/en.json';
import portuguese from '../../locales/pt.json';
import spanish from '../../locales/es.json';

export const LOCALES: Record<Language, Record<string, string>> = { en: english, pt: portuguese, es: spanish };

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
  for (const filter of section.table.filters ?? []) shown.push([filter.title, from(`filter ${filter.param}`)]);
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
