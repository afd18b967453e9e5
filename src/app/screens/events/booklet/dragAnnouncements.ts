// What a screen reader hears while a card is dragged (dnd-kit's live region), in the app's language: the card's
// name and its position among all of them.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { IntlShape } from 'react-intl';

export interface CardPositions {
  /** the card's name as the screen shows it */
  nameOf(key: string): string;
  /** 1-based position of the card on screen, 0 when unknown */
  positionOf(key: string): number;
  total(): number;
}

export function dragAnnouncements(intl: IntlShape, cards: CardPositions): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const say = (id: 'booklet.dnd.start' | 'booklet.dnd.over' | 'booklet.dnd.end' | 'booklet.dnd.cancel', name: string, position: number) =>
    intl.formatMessage({ id }, { name, position, total: cards.total() });
  const name = (id: string | number) => cards.nameOf(String(id));
  /** where the card was last said to be: "over" is said only when that changes (not for the card itself at first) */
  let lastOver: string | number | null = null;
  return {
    screenReaderInstructions: { draggable: intl.formatMessage({ id: 'booklet.dnd.instructions' }) },
    announcements: {
      onDragStart: ({ active }) => {
        lastOver = active.id;
        return say('booklet.dnd.start', name(active.id), cards.positionOf(String(active.id)));
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver) return undefined;
        lastOver = over?.id ?? null;
        return over ? say('booklet.dnd.over', name(active.id), cards.positionOf(String(over.id))) : intl.formatMessage({ id: 'booklet.dnd.outside' }, { name: name(active.id) });
      },
      onDragEnd: ({ active, over }) => say('booklet.dnd.end', name(active.id), cards.positionOf(String(over?.id ?? active.id))),
      onDragCancel: ({ active }) => say('booklet.dnd.cancel', name(active.id), cards.positionOf(String(active.id))),
    },
  };
}
