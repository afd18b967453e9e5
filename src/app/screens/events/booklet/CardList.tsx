// The booklet's cards in screen order, reordered with @dnd-kit/sortable: dragged by their handle with the mouse, or
// from the keyboard (Space lifts, ↑ ↓ move, Space drops, Esc cancels), announced in the app's language inside the
// dialog; Alt+↑ / Alt+↓ move the focused card directly. After any move or removal the focus stays on the card
// (on the same part of it), or goes to its neighbour's handle.
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DraggableNode, type DragEndEvent,
  type KeyboardSensorOptions, type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ParticipatingField } from '../../../../contract/entities';
import { BOOKLET_FIELD_TYPES } from '../../../../contract/enums';
import { styleOfType, type BookletCard } from './bookletCards';
import { dragAnnouncements } from './dragAnnouncements';
import { SortableCard, type CardActions } from './SortableCard';
import type { DraftChanges } from './useBookletDraft';

export interface CardListProps {
  cards: BookletCard[];
  fieldsById: ReadonlyMap<number, ParticipatingField>;
  /** card key → the server's message about it */
  errors: Record<string, string>;
  /** the server's message about the cards as a whole */
  listError: string | undefined;
  changes: Pick<DraftChanges, 'setStyle' | 'setIcon' | 'removeCard' | 'moveCard'>;
  /** a card changed: its error goes */
  clearCard(key: string): void;
  announce(text: string): void;
  /** true while a card is lifted or dragged (the editor's Esc then cancels the drag) */
  dragging: RefObject<boolean>;
  /** the last card was removed: where the focus goes */
  onEmptied(): void;
  /** a card just added, scrolled into view */
  revealKey: string | null;
}

/** dnd-kit's keyboard sensor, except that a key with a modifier ($mod+Enter saves, Alt+↑ moves) never lifts a card. */
class PlainKeyboardSensor extends KeyboardSensor {
  static override activators = KeyboardSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: ReactKeyboardEvent, options: KeyboardSensorOptions, context: { active: DraggableNode }) =>
      !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey && activator.handler(event, options, context),
  }));
}

/** Cards move up and down only. */
const vertically: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [vertically];

export const CardList = memo(function CardList(props: CardListProps) {
  const { cards, fieldsById, errors, listError, changes, clearCard, announce, dragging, onEmptied, revealKey } = props;
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  /** the card (and the part of it) that keeps the focus once the cards have re-rendered */
  const pendingFocus = useRef<{ key: string; part: string } | null>(null);
  const latest = useRef({ cards, fieldsById, onEmptied });
  latest.current = { cards, fieldsById, onEmptied };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(PlainKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const { nameOf, positionOf } = useMemo(() => {
    const nameOfCard = (card: BookletCard | undefined) => {
      if (!card) return '';
      if (card.field === null) return intl.formatMessage({ id: 'booklet.card.blank' });
      return latest.current.fieldsById.get(card.field)?.name ?? intl.formatMessage({ id: 'booklet.card.missingField' }, { id: card.field });
    };
    const indexOf = (key: string) => latest.current.cards.findIndex((card) => card.key === key);
    return { nameOf: (key: string) => nameOfCard(latest.current.cards[indexOf(key)]), positionOf: (key: string) => indexOf(key) + 1 };
  }, [intl]);

  const actions = useMemo<CardActions>(() => {
    const focusPart = (key: string, part: string) =>
      list.current?.querySelector<HTMLElement>(`[data-card-key="${key}"] [data-part="${part}"]`)?.focus({ preventScroll: false });
    return {
      setStyle(key, style) {
        changes.setStyle(key, style);
        clearCard(key);
      },
      setIcon(key, icon) {
        changes.setIcon(key, icon);
        clearCard(key);
      },
      remove(key) {
        const current = latest.current.cards;
        const at = current.findIndex((card) => card.key === key);
        const neighbour = current[at + 1] ?? current[at - 1];
        announce(intl.formatMessage({ id: 'booklet.removed' }, { name: nameOf(key) }));
        pendingFocus.current = neighbour ? { key: neighbour.key, part: 'handle' } : null;
        changes.removeCard(key);
        clearCard(key);
        if (!neighbour) latest.current.onEmptied();
      },
      move(key, to, part) {
        const total = latest.current.cards.length;
        if (to < 0 || to >= total) return;
        pendingFocus.current = { key, part: part ?? 'handle' };
        changes.moveCard(key, to);
        announce(intl.formatMessage({ id: 'booklet.moved' }, { name: nameOf(key), position: to + 1, total }));
      },
      focusHandle(index) {
        const current = latest.current.cards;
        const card = current[Math.max(0, Math.min(index, current.length - 1))];
        if (card) focusPart(card.key, 'handle');
      },
      isDragging: () => dragging.current === true,
    };
  }, [changes, clearCard, announce, intl, nameOf, dragging]);

  // after a move or a removal, the focus stays on the card (the browser drops it from a node React moved)
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target) return;
    const element = list.current?.querySelector<HTMLElement>(`[data-card-key="${target.key}"] [data-part="${target.part}"]`);
    if (element && document.activeElement !== element) element.focus();
  }, [cards]);

  useEffect(() => {
    if (revealKey) list.current?.querySelector(`[data-card-key="${revealKey}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [revealKey]);

  const accessibility = useMemo(
    () => ({ ...dragAnnouncements(intl, { nameOf, positionOf, total: () => latest.current.cards.length }), container: liveRegion ?? undefined }),
    [intl, nameOf, positionOf, liveRegion],
  );
  // the field types' styles, in the spec's order (Title Small … Brochure); BookletFile only on a card saved with it
  const styleOptions = useMemo(() => BOOKLET_FIELD_TYPES.map(styleOfType).map((value) => ({ value, label: intl.formatMessage({ id: `booklet.style.${value}` }) })), [intl]);
  const keys = useMemo(() => cards.map((card) => card.key), [cards]);

  function onDragEnd({ active, over }: DragEndEvent) {
    dragging.current = false;
    list.current?.classList.remove('is-keyboard-drag');
    const key = String(active.id);
    if (!over || over.id === active.id) return;
    pendingFocus.current = { key, part: 'handle' };
    changes.moveCard(key, keys.indexOf(String(over.id)));
  }

  return (
    <section className="kr-booklet-cards" aria-labelledby="kr-booklet-cards-heading">
      <h3 id="kr-booklet-cards-heading">{intl.formatMessage({ id: 'booklet.cards.heading' }, { count: cards.length })}</h3>
      <p id="kr-booklet-cards-hint" className="kr-field-hint">{intl.formatMessage({ id: 'booklet.cards.hint' })}</p>
      {listError && <p className="kr-field-error" role="alert">{listError}</p>}
      <div ref={setLiveRegion} />
      {cards.length === 0 ? (
        <p className="kr-booklet-empty">{intl.formatMessage({ id: 'booklet.cards.empty' })}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={MODIFIERS}
          accessibility={accessibility}
          onDragStart={({ activatorEvent }) => {
            dragging.current = true;
            // a card moved from the keyboard jumps to its place: no slide to paint across frames between keys
            list.current?.classList.toggle('is-keyboard-drag', activatorEvent instanceof KeyboardEvent);
          }}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            dragging.current = false;
            list.current?.classList.remove('is-keyboard-drag');
          }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <ol ref={list} className="kr-booklet-card-list" aria-labelledby="kr-booklet-cards-heading" aria-describedby="kr-booklet-cards-hint">
              {cards.map((card, index) => (
                <SortableCard
                  key={card.key}
                  card={card}
                  index={index}
                  field={card.field === null ? undefined : fieldsById.get(card.field)}
                  error={errors[card.key]}
                  styleOptions={styleOptions}
                  actions={actions}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
});
