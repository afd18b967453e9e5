// The booklet as the editor holds it while it is open: title, cover title, published, the chosen cover file and
// the cards in screen order, with the changes the screen makes to them. Every change function is stable, so that
// a card re-renders only when it changes itself (100 cards, one moved, repaint in a frame).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Booklet, ParticipatingField } from '../../../../contract/entities';
import type { BookletIcon, BookletStyle } from '../../../../contract/enums';
import { blankCard, cardForField, cardsOf, coverTitleOf, moveItem, type BookletCard } from './bookletCards';

export interface DraftDetails {
  title: string;
  coverTitle: string;
  published: boolean;
}

export interface DraftChanges {
  setDetail<Name extends keyof DraftDetails>(name: Name, value: DraftDetails[Name]): void;
  setCover(file: File | null): void;
  /** adds a card for the field (or an empty space) at the end; answers its key */
  addCard(field: ParticipatingField | null): string;
  removeCard(key: string): void;
  /** moves a card to a position, clamped to the list */
  moveCard(key: string, to: number): void;
  setStyle(key: string, style: BookletStyle): void;
  setIcon(key: string, icon: BookletIcon): void;
}

export interface BookletDraft {
  /** one stable object: the same functions for the editor's whole life */
  changes: DraftChanges;
  details: DraftDetails;
  cards: BookletCard[];
  cover: File | null;
  /** the saved cover titles differ between languages (the editor writes one to all three) */
  coverTitleDiffers: boolean;
  /** changes that Esc should not lose without asking */
  dirty: boolean;
  /** the draft as it is now counts as saved (after a save whose cover upload then failed) */
  markSaved(): void;
}

const snapshotOf = (details: DraftDetails, cards: readonly BookletCard[]) =>
  JSON.stringify([details.title, details.coverTitle, details.published, cards.map((card) => [card.field, card.style, card.icon])]);

export function useBookletDraft(booklet: Booklet | null, language: 'pt' | 'en' | 'es'): BookletDraft {
  const keys = useRef(0);
  const nextKey = useCallback(() => `booklet-card-${(keys.current += 1)}`, []);
  const [initial] = useState(() => {
    const cover = booklet ? coverTitleOf(booklet.configuration.cover_title, language) : { text: '', differs: false };
    const details: DraftDetails = { title: booklet?.title ?? '', coverTitle: cover.text, published: booklet?.is_published ?? false };
    const cards = booklet ? cardsOf(booklet.configuration, nextKey) : [];
    return { details, cards, differs: cover.differs };
  });
  const [details, setDetails] = useState(initial.details);
  const [cards, setCards] = useState(initial.cards);
  const [cover, setCover] = useState<File | null>(null);
  const [saved, setSaved] = useState(() => snapshotOf(initial.details, initial.cards));

  const changes = useMemo<DraftChanges>(() => {
    const updateCard = (key: string, change: Partial<BookletCard>) =>
      setCards((current) => current.map((card) => (card.key === key ? { ...card, ...change } : card)));
    return {
      setDetail: (name, value) => setDetails((current) => ({ ...current, [name]: value })),
      setCover,
      addCard(field) {
        const key = nextKey();
        const card = field ? cardForField(field, key) : blankCard(key);
        setCards((current) => [...current, card]);
        return key;
      },
      removeCard: (key) => setCards((current) => current.filter((card) => card.key !== key)),
      moveCard: (key, to) =>
        setCards((current) => {
          const from = current.findIndex((card) => card.key === key);
          const target = Math.max(0, Math.min(to, current.length - 1));
          return from < 0 || from === target ? current : moveItem(current, from, target);
        }),
      setStyle: (key, style) => updateCard(key, { style }),
      setIcon: (key, icon) => updateCard(key, { icon }),
    };
  }, [nextKey]);

  const snapshot = snapshotOf(details, cards);
  return {
    changes,
    details,
    cards,
    cover,
    coverTitleDiffers: initial.differs && details.coverTitle === initial.details.coverTitle,
    dirty: snapshot !== saved || cover !== null,
    markSaved: () => setSaved(snapshot),
  };
}
