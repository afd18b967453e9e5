// The booklet's cards as the editor shows them, and the configuration the contract stores, one from the other.
// Screen order → configuration: a card whose style counts as a file (BookletFile, BookletBrochure, BookletLogo)
// becomes a `files` entry (`type: "logo"`), any other an `answers` entry; `index` is the card's position on
// screen, counted across both lists from 0; an empty space is an answer with `blank: true` and no field.
// Configuration → screen order: every entry of both lists, by index (ties: answers first, then as listed).
// Pure: no React, no API.
import type { BookletAnswerEntry, BookletConfiguration, BookletFileEntry, ParticipatingField } from '../../../../contract/entities';
import { BOOKLET_FILE_FIELD_TYPES, BOOKLET_FILE_STYLES, type BookletFieldType, type BookletIcon, type BookletStyle } from '../../../../contract/enums';

export interface BookletCard {
  /** stable while the editor is open (React key, sortable id), never sent */
  key: string;
  /** the participating field shown, or null for an empty space */
  field: number | null;
  style: BookletStyle;
  icon: BookletIcon;
}

/** Which card each entry of `answers` and `files` came from, by position in its list: for the server's errors. */
export interface EntryOrigins {
  answers: string[];
  files: string[];
}

export const isFileStyle = (style: BookletStyle) => BOOKLET_FILE_STYLES.includes(style);

/**
 * Whether a card may take `style`, by its field's type (null: an empty space; undefined: a field the editor does
 * not know): a Logo or Brochure a file style, any other field and an empty space (files know none) an answer style,
 * as the server requires.
 */
export function styleFits(style: BookletStyle, fieldType: BookletFieldType | null | undefined): boolean {
  if (fieldType === undefined) return true;
  return isFileStyle(style) === (fieldType !== null && BOOKLET_FILE_FIELD_TYPES.includes(fieldType));
}

/** The style a field's type reads as: Title Small → BookletTitleSmall. */
export const styleOfType = (type: BookletFieldType): BookletStyle => `Booklet${type.replace(/ /g, '')}` as BookletStyle;

const ICON_OF_TYPE: Record<BookletFieldType, BookletIcon> = {
  'Title Small': 'info',
  Title: 'company',
  'Title Big': 'info',
  'Answer Small': 'info',
  Answer: 'info',
  'Answer Big': 'document',
  Link: 'website',
  Email: 'email',
  Logo: 'file',
  Brochure: 'document',
};

/** A new card for a field: the style its type reads as, an icon that suits it. */
export function cardForField(field: Pick<ParticipatingField, 'id' | 'type'>, key: string): BookletCard {
  return { key, field: field.id, style: styleOfType(field.type), icon: ICON_OF_TYPE[field.type] };
}

/** A new empty space. */
export const blankCard = (key: string): BookletCard => ({ key, field: null, style: 'BookletAnswer', icon: 'square' });

/** The configuration for the cards in screen order, with the cover title written to every language. */
export function configurationOf(cards: readonly BookletCard[], coverTitle: string): { configuration: BookletConfiguration; origins: EntryOrigins } {
  const answers: BookletAnswerEntry[] = [];
  const files: BookletFileEntry[] = [];
  const origins: EntryOrigins = { answers: [], files: [] };
  cards.forEach((card, index) => {
    const { icon, style } = card;
    if (isFileStyle(style)) {
      files.push({ index, type: 'logo', icon, participating_field_id: card.field, style });
      origins.files.push(card.key);
    } else {
      answers.push({ index, icon, participating_field_id: card.field, style, blank: card.field === null });
      origins.answers.push(card.key);
    }
  });
  return { configuration: { answers, files, cover_title: { pt: coverTitle, en: coverTitle, es: coverTitle } }, origins };
}

/**
 * The cards a stored configuration shows, in screen order. A blank answer, and a file entry without a field, is
 * an empty space; anything else shows its field. `nextKey` names each card.
 */
export function cardsOf(configuration: Pick<BookletConfiguration, 'answers' | 'files'>, nextKey: () => string): BookletCard[] {
  const entries = [
    ...configuration.answers.map((entry, position) => ({ entry, list: 0, position, field: entry.blank ? null : entry.participating_field_id })),
    ...configuration.files.map((entry, position) => ({ entry, list: 1, position, field: entry.participating_field_id })),
  ];
  entries.sort((a, b) => a.entry.index - b.entry.index || a.list - b.list || a.position - b.position);
  return entries.map(({ entry, field }) => ({ key: nextKey(), field, style: entry.style, icon: entry.icon }));
}

/** The cover title the editor shows: the one text when the languages agree, else the one of `preferred`. */
export function coverTitleOf(titles: BookletConfiguration['cover_title'], preferred: 'pt' | 'en' | 'es'): { text: string; differs: boolean } {
  const differs = titles.pt !== titles.en || titles.pt !== titles.es;
  return { text: differs ? titles[preferred] || titles.pt || titles.en || titles.es : titles.pt, differs };
}

/** Moves the item at `from` to `to` (both positions in `items`), answering a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined) return [...items];
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, item);
  return moved;
}
