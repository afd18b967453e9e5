// One card: a handle that lifts it (Space, then ↑ ↓, Space drops, Esc cancels; or dragged with the mouse), its
// position, its field's name (or "Empty space") and its chosen style's name, a style select, an icon picker and a
// remove button, with the server's refusal of the card under it. On the card, Alt+↑ / Alt+↓ move it one place and Delete removes it;
// ↑ ↓ Home End on a handle go to another card's handle. Only the handle re-renders while cards are dragged.
import { useSortable } from '@dnd-kit/sortable';
import { CSS, type Transform } from '@dnd-kit/utilities';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ParticipatingField } from '../../../../contract/entities';
import type { BookletFieldType, BookletIcon, BookletStyle } from '../../../../contract/enums';
import { styleFits, type BookletCard } from './bookletCards';
import { IconPicker } from './IconPicker';

/** What a card asks of its list; one stable object for every card. */
export interface CardActions {
  setStyle(key: string, style: BookletStyle): void;
  setIcon(key: string, icon: BookletIcon): void;
  remove(key: string): void;
  /** moves the card to `to`, keeping the focus on the part of it that has it */
  move(key: string, to: number, part: string | null): void;
  /** focuses the handle of the card at `index`, if there is one */
  focusHandle(index: number): void;
  /** true while a card is lifted or dragged: the arrows and Esc are the drag's */
  isDragging(): boolean;
}

export interface SortableCardProps {
  card: BookletCard;
  /** 0-based */
  index: number;
  field: ParticipatingField | undefined;
  error: string | undefined;
  styleOptions: ReadonlyArray<{ value: BookletStyle; label: string }>;
  actions: CardActions;
}

/** The ids of a card's parts, from its key (one editor is open at a time). */
const idsOf = (key: string) => ({ name: `${key}-name`, style: `${key}-style`, styleLabel: `${key}-style-label`, iconLabel: `${key}-icon-label`, error: `${key}-error` });

/**
 * A displaced card's offset. A card in its own place gets none: dnd-kit gives every card a zero translate3d while
 * one is dragged, which made each of 100 cards its own compositing layer (a frame per keyboard move of 60 ms).
 */
const translationOf = (transform: Transform | null) =>
  transform && (Math.round(transform.x) !== 0 || Math.round(transform.y) !== 0) ? CSS.Translate.toString(transform) : undefined;

/** The handle's picture: one element for every card, so that React never compares it again. */
const GRIP = (
  <svg viewBox="0 0 12 18" width="12" height="18" aria-hidden="true" focusable="false">
    {[3, 9, 15].flatMap((y) => [<circle key={`a${y}`} cx="3" cy={y} r="1.5" />, <circle key={`b${y}`} cx="9" cy={y} r="1.5" />])}
  </svg>
);

const isTextField = (target: EventTarget) => target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== 'checkbox');

export const SortableCard = memo(function SortableCard({ card, index, field, error, styleOptions, actions }: SortableCardProps) {
  const intl = useIntl();
  // every card re-renders while one is dragged: what does not change is worked out once
  const roleDescription = useMemo(() => intl.formatMessage({ id: 'booklet.card.roleDescription' }), [intl]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card.key, attributes: { roleDescription } });
  const name = useMemo(() => (card.field === null
    ? intl.formatMessage({ id: 'booklet.card.blank' })
    : field?.name ?? intl.formatMessage({ id: 'booklet.card.missingField' }, { id: card.field })), [intl, card.field, field]);
  const moveLabel = useMemo(() => intl.formatMessage({ id: 'booklet.card.move' }, { name, position: index + 1 }), [intl, name, index]);
  const ids = idsOf(card.key);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (actions.isDragging() || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const part = target.closest<HTMLElement>('[data-part]')?.dataset.part ?? null;
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (event.altKey && step !== 0) {
      event.preventDefault();
      actions.move(card.key, index + step, part);
    } else if (event.key === 'Delete' && !isTextField(target)) {
      event.preventDefault();
      actions.remove(card.key);
    } else if (part === 'handle' && !event.altKey && !event.ctrlKey && !event.metaKey && (step !== 0 || event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      actions.focusHandle(step !== 0 ? index + step : event.key === 'Home' ? 0 : Number.MAX_SAFE_INTEGER);
    }
  }

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'kr-booklet-card is-dragging' : error ? 'kr-booklet-card is-invalid' : 'kr-booklet-card'}
      data-card-key={card.key}
      style={{ transform: translationOf(transform), transition }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="kr-booklet-handle"
        data-part="handle"
        {...attributes}
        {...listeners}
        aria-label={moveLabel}
        aria-describedby={[attributes['aria-describedby'], error ? ids.error : null].filter(Boolean).join(' ')}
      >
        {GRIP}
      </button>
      <CardBody card={card} position={index + 1} name={name} fieldType={card.field === null ? null : field?.type} error={error} styleOptions={styleOptions} actions={actions} />
    </li>
  );
});

interface CardBodyProps {
  card: BookletCard;
  position: number;
  name: string;
  /** null for an empty space, undefined for a field the editor does not know */
  fieldType: BookletFieldType | null | undefined;
  error: string | undefined;
  styleOptions: SortableCardProps['styleOptions'];
  actions: CardActions;
}

/** What does not move while cards are dragged: re-rendered only when the card itself changes. */
const CardBody = memo(function CardBody({ card, position, name, fieldType, error, styleOptions, actions }: CardBodyProps) {
  const intl = useIntl();
  const ids = idsOf(card.key);
  // only the styles of the card's kind (a file style for a Logo or Brochure, an answer style for the rest and for an
  // empty space), and the one it was saved with: the server refuses the others, and says so on the card
  const options = styleOptions.filter((option) => styleFits(option.value, fieldType) || option.value === card.style);
  const shown = options.some((option) => option.value === card.style) ? options : [...options, { value: card.style, label: intl.formatMessage({ id: `booklet.style.${card.style}` }) }];
  return (
    <>
      <span className="kr-booklet-position" aria-hidden="true">{position}</span>
      <div className="kr-booklet-name">
        <span id={ids.name}>{name}</span>
        <span className="kr-booklet-type">{intl.formatMessage({ id: `booklet.style.${card.style}` })}</span>
      </div>
      <div className="kr-booklet-control">
        <label id={ids.styleLabel} htmlFor={ids.style} className="kr-booklet-label">{intl.formatMessage({ id: 'booklet.card.style' })}</label>
        <select
          id={ids.style}
          data-part="style"
          value={card.style}
          aria-labelledby={`${ids.styleLabel} ${ids.name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => actions.setStyle(card.key, event.target.value as BookletStyle)}
        >
          {shown.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </div>
      <div className="kr-booklet-control">
        <span id={ids.iconLabel} className="kr-booklet-label">{intl.formatMessage({ id: 'booklet.card.icon' })}</span>
        <IconPicker icon={card.icon} labelledBy={`${ids.iconLabel} ${ids.name}`} onChoose={(icon) => actions.setIcon(card.key, icon)} />
      </div>
      <button type="button" className="kr-icon-button kr-booklet-remove" data-part="remove" aria-label={intl.formatMessage({ id: 'booklet.card.remove' }, { name })} onClick={() => actions.remove(card.key)}>
        <span aria-hidden="true">×</span>
      </button>
      {error && <p id={ids.error} className="kr-field-error kr-booklet-card-error">{error}</p>}
    </>
  );
});
