// How a section's row shows in the palette (its description's `palette`, records/section.ts): the words it is found
// by, the line under its title, and where choosing it goes.
import type { Language } from '../i18n/languages';
import type { Translate } from './messages';

export interface SubtitleLabels {
  language: Language;
  t: Translate;
}

export interface EntityView<Row> {
  /** its title: the row's name unless the section says otherwise */
  title(row: Row): string;
  /** the other texts it is found by */
  searchText(row: Row, language: Language): readonly (string | null | undefined)[];
  /** its words depend on the language (events are found by their dates as shown) */
  byLanguage?: true;
  subtitle(row: Row, labels: SubtitleLabels): string;
  /** where choosing it goes: its edit panel, or its list with the cursor on it (`focus`), narrowed to it when the list is paged on the server */
  open(row: Row): string;
}

/** The line under a title: its parts that have a value, joined. */
export const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
