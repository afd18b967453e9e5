// Where the server's refusal of a booklet is shown: each message at the field or card it concerns. The server keys
// a card's errors by its entry (`configuration.answers.2.participating_field_id`); the origins of the
// configuration that was sent (bookletCards.ts) say which card that entry was. Pure.
import { ApiFailure } from '../../../api/errors';
import type { EntryOrigins } from './bookletCards';

export type DetailField = 'title' | 'coverTitle' | 'published' | 'cover';

export interface BookletErrors {
  fields: Partial<Record<DetailField, string>>;
  /** card key → the first message about it */
  cards: Record<string, string>;
  /** about the cards as a whole (too many of them) */
  cardList?: string;
  /** what concerns no field nor card (the event already has a booklet, the server unreachable) */
  general?: string;
  /** the booklet changed on the server since it was loaded (412) */
  stale?: boolean;
}

export const NO_ERRORS: BookletErrors = { fields: {}, cards: {} };

export const hasErrors = (errors: BookletErrors) =>
  Object.keys(errors.fields).length > 0 || Object.keys(errors.cards).length > 0 || Boolean(errors.cardList || errors.general || errors.stale);

const DETAIL_OF_KEY: Record<string, DetailField> = {
  title: 'title',
  is_published: 'published',
  cover_image: 'cover',
  'configuration.cover_title': 'coverTitle',
  'configuration.cover_title.pt': 'coverTitle',
  'configuration.cover_title.en': 'coverTitle',
  'configuration.cover_title.es': 'coverTitle',
};

const ENTRY = /^configuration\.(answers|files)\.(\d+)(?:\.|$)/;

/** Sorts a refusal's messages out to the fields and cards they concern; what fits none is general. */
export function errorsOf(error: unknown, origins: EntryOrigins, describe: (error: unknown) => string): BookletErrors {
  if (!(error instanceof ApiFailure)) return { ...NO_ERRORS, general: describe(error) };
  if (error.status === 412) return { ...NO_ERRORS, stale: true };
  const result: BookletErrors = { fields: {}, cards: {} };
  const others: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const detail = DETAIL_OF_KEY[key];
    const entry = ENTRY.exec(key);
    const cardKey = entry ? origins[entry[1] as keyof EntryOrigins][Number(entry[2])] : undefined;
    if (detail) result.fields[detail] ??= message;
    else if (cardKey !== undefined) result.cards[cardKey] ??= message;
    else if (key === 'configuration.answers' || key === 'configuration.files') result.cardList ??= message;
    else others.push(key === 'event' || key === 'configuration' ? message : `${key}: ${message}`);
  }
  const placed = Object.keys(result.fields).length + Object.keys(result.cards).length + (result.cardList ? 1 : 0);
  if (others.length > 0) result.general = others.join(' ');
  else if (placed === 0) result.general = describe(error);
  return result;
}
