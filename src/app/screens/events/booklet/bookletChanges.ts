// What another save changed in a booklet: the booklet as the editor loaded it against the one saved since (a 412),
// in terms a person recognises on screen: the title, the cover title, published, the cover image, cards added or
// removed (by their field; empty spaces by how many), a card's style or icon, and the cards' order. Pure.
import type { Booklet } from '../../../../contract/entities';
import type { BookletIcon, BookletStyle } from '../../../../contract/enums';
import { cardsOf, coverTitleOf, type BookletCard } from './bookletCards';

/** A card as it is told apart from the others: by its field, an empty space as null. */
type CardField = number | null;

export type BookletChange =
  | { kind: 'title'; from: string; to: string }
  | { kind: 'coverTitle'; from: string; to: string }
  | { kind: 'published'; to: boolean }
  | { kind: 'cover' }
  | { kind: 'added'; field: CardField; count: number }
  | { kind: 'removed'; field: CardField; count: number }
  | { kind: 'style'; field: number; from: BookletStyle; to: BookletStyle }
  | { kind: 'icon'; field: number; from: BookletIcon; to: BookletIcon }
  | { kind: 'order' };

const countsOf = (cards: readonly BookletCard[]) => {
  const counts = new Map<CardField, number>();
  for (const card of cards) counts.set(card.field, (counts.get(card.field) ?? 0) + 1);
  return counts;
};

function cardChanges(before: readonly BookletCard[], after: readonly BookletCard[]): BookletChange[] {
  const changes: BookletChange[] = [];
  const [had, has] = [countsOf(before), countsOf(after)];
  for (const [field, count] of has) if (count > (had.get(field) ?? 0)) changes.push({ kind: 'added', field, count: count - (had.get(field) ?? 0) });
  for (const [field, count] of had) if (count > (has.get(field) ?? 0)) changes.push({ kind: 'removed', field, count: count - (has.get(field) ?? 0) });
  const firstOf = (cards: readonly BookletCard[]) => new Map([...cards].reverse().flatMap((card) => (card.field === null ? [] : [[card.field, card] as const])));
  const [was, is] = [firstOf(before), firstOf(after)];
  for (const [field, card] of is) {
    const old = was.get(field);
    if (old && old.style !== card.style) changes.push({ kind: 'style', field, from: old.style, to: card.style });
    if (old && old.icon !== card.icon) changes.push({ kind: 'icon', field, from: old.icon, to: card.icon });
  }
  // the order of the cards both have, empty spaces included
  const kept = (cards: readonly BookletCard[], other: Map<CardField, number>) => {
    const left = new Map(other);
    return cards.filter((card) => {
      const remaining = left.get(card.field) ?? 0;
      left.set(card.field, remaining - 1);
      return remaining > 0;
    }).map((card) => card.field);
  };
  if (kept(before, has).join() !== kept(after, had).join()) changes.push({ kind: 'order' });
  return changes;
}

/** What `after` changed from `before` (null: the event had no booklet when the editor opened it). */
export function changesBetween(before: Booklet | null, after: Booklet, language: 'pt' | 'en' | 'es'): BookletChange[] {
  let key = 0;
  const nextKey = () => `compare-${(key += 1)}`;
  const changes: BookletChange[] = [];
  const [oldTitle, newTitle] = [before?.title ?? '', after.title];
  if (oldTitle !== newTitle) changes.push({ kind: 'title', from: oldTitle, to: newTitle });
  const oldCover = before ? coverTitleOf(before.configuration.cover_title, language).text : '';
  const newCover = coverTitleOf(after.configuration.cover_title, language).text;
  if (oldCover !== newCover) changes.push({ kind: 'coverTitle', from: oldCover, to: newCover });
  if ((before?.is_published ?? false) !== after.is_published) changes.push({ kind: 'published', to: after.is_published });
  if ((before?.cover_image ?? null) !== after.cover_image) changes.push({ kind: 'cover' });
  const cards = (booklet: Booklet | null) => (booklet ? cardsOf(booklet.configuration, nextKey) : []);
  return [...changes, ...cardChanges(cards(before), cards(after))];
}
