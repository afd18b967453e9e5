// The booklet as the editor holds it while it is open: title, cover title, published, the chosen cover file and
// the cards in screen order, with the changes the screen makes to them. Every change function is stable, so that
// a card re-renders only when it changes itself (100 cards, one moved, repaint in a frame). Each change of the cards
// (added, removed, moved, another style or icon) joins the app's undo history ($mod+z / $mod+Shift+z in the editor),
// undoable while the editor is open.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Irreversible } from '../../../../../commands/context';
import { t } from '../../../i18n/intl';
import { recordChange } from '../../../services/notify';
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
  // the cards as the last render had them, kept current by each move (moves may come faster than renders)
  const cardsNow = useRef(cards);
  useLayoutEffect(() => {
    cardsNow.current = cards;
  }, [cards]);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const changes = useMemo<DraftChanges>(() => {
    /** moves a card to a position, clamped; answers where it was and where it went, or null if it did not move */
    const place = (key: string, to: number): { from: number; to: number } | null => {
      const current = cardsNow.current;
      const from = current.findIndex((card) => card.key === key);
      const target = Math.max(0, Math.min(to, current.length - 1));
      if (from < 0 || from === target) return null;
      cardsNow.current = moveItem(current, from, target);
      setCards(cardsNow.current);
      return { from, to: target };
    };
    /** a change of the cards, undone and redone while the editor is open and the card is still on it */
    const onCard = (key: string, change: () => void) => async () => {
      if (!open.current) throw new Irreversible(t('booklet.history.closed'));
      if (cardsNow.current.every((card) => card.key !== key)) throw new Irreversible(t('booklet.history.removed'));
      change();
    };
    const again = (key: string, to: number) => onCard(key, () => place(key, to));
    const updateCard = (key: string, change: Partial<BookletCard>) =>
      setCards((current) => current.map((card) => (card.key === key ? { ...card, ...change } : card)));
    const without = (key: string) => setCards((current) => current.filter((card) => card.key !== key));
    /** puts a card back at a position (clamped); undoing a removal, redoing an addition */
    const insert = (card: BookletCard, at: number) => async () => {
      if (!open.current) throw new Irreversible(t('booklet.history.closed'));
      setCards((current) => (current.some((each) => each.key === card.key) ? current : [...current.slice(0, at), card, ...current.slice(at)]));
    };
    const remove = (key: string) => async () => {
      if (!open.current) throw new Irreversible(t('booklet.history.closed'));
      without(key);
    };
    /** a card's style or icon, from the value it has now to `value`, recorded */
    const setPart = <Part extends 'style' | 'icon'>(key: string, part: Part, value: BookletCard[Part]) => {
      const card = cardsNow.current.find((each) => each.key === key);
      if (!card || card[part] === value) return;
      const before = card[part];
      updateCard(key, { [part]: value });
      const summary = t(part === 'style' ? 'booklet.history.style' : 'booklet.history.icon', { position: cardsNow.current.indexOf(card) + 1 });
      recordChange({ summary, run: onCard(key, () => updateCard(key, { [part]: before })), redo: onCard(key, () => updateCard(key, { [part]: value })) });
    };
    return {
      setDetail: (name, value) => setDetails((current) => ({ ...current, [name]: value })),
      setCover,
      addCard(field) {
        const key = nextKey();
        const card = field ? cardForField(field, key) : blankCard(key);
        const at = cardsNow.current.length;
        setCards((current) => [...current, card]);
        recordChange({ summary: t('booklet.history.added', { position: at + 1 }), run: remove(key), redo: insert(card, at) });
        return key;
      },
      removeCard(key) {
        const at = cardsNow.current.findIndex((card) => card.key === key);
        const card = cardsNow.current[at];
        without(key);
        if (card) recordChange({ summary: t('booklet.history.removedCard', { position: at + 1 }), run: insert(card, at), redo: remove(key) });
      },
      moveCard(key, to) {
        const moved = place(key, to);
        if (!moved) return;
        const summary = t('booklet.history.moved', { from: moved.from + 1, to: moved.to + 1 });
        recordChange({ summary, run: again(key, moved.from), redo: again(key, moved.to) });
      },
      setStyle: (key, style) => setPart(key, 'style', style),
      setIcon: (key, icon) => setPart(key, 'icon', icon),
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
