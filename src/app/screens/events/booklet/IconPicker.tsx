// A card's icon: a button showing the icon and its name, which opens a list of the twelve (each drawn and named).
// In the list ↑ ↓ (and ← →) move, Home and End jump, a letter jumps to the next icon starting with it, Enter or
// Space chooses, Esc closes without a change (and only the list: the editor stays open); the focus goes back to
// the button either way. Leaving the list with Tab or a click elsewhere closes it.
import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { BOOKLET_ICONS, type BookletIcon } from '../../../../contract/enums';
import { foldText } from '../../../../contract/fold';
import { BookletIconImage } from './BookletIconImage';

export interface IconPickerProps {
  icon: BookletIcon;
  /** ids of what names the button besides its value (the "Icon" label, the card's name) */
  labelledBy: string;
  onChoose(icon: BookletIcon): void;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export const IconPicker = memo(function IconPicker({ icon, labelledBy, onChoose }: IconPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(icon);
  const button = useRef<HTMLButtonElement>(null);
  const nameOf = (each: BookletIcon) => intl.formatMessage({ id: `booklet.icon.${each}` });

  const show = () => {
    setActive(icon);
    setOpen(true);
  };
  const close = (chosen?: BookletIcon) => {
    setOpen(false);
    button.current?.focus();
    if (chosen && chosen !== icon) onChoose(chosen);
  };

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = BOOKLET_ICONS.indexOf(active);
    let next: BookletIcon | undefined;
    if (event.key in STEP && !event.altKey) next = BOOKLET_ICONS[(at + (STEP[event.key] ?? 0) + BOOKLET_ICONS.length) % BOOKLET_ICONS.length];
    else if (event.key === 'Home') next = BOOKLET_ICONS[0];
    else if (event.key === 'End') next = BOOKLET_ICONS[BOOKLET_ICONS.length - 1];
    else if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const letter = foldText(event.key);
      const order = [...BOOKLET_ICONS.slice(at + 1), ...BOOKLET_ICONS.slice(0, at + 1)];
      next = order.find((each) => foldText(nameOf(each)).startsWith(letter));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      return close(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close();
    } else return;
    event.preventDefault();
    event.stopPropagation();
    if (next) setActive(next);
  }

  const optionId = (each: BookletIcon) => `${id}-${each}`;
  return (
    <div className="kr-icon-picker">
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="kr-button kr-icon-picker-button"
        data-part="icon"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelledBy} ${id}-button`}
        onClick={() => (open ? close() : show())}
      >
        <BookletIconImage icon={icon} />
        <span>{nameOf(icon)}</span>
      </button>
      {open && (
        <div
          ref={(list) => {
            if (list && !list.contains(document.activeElement)) {
              list.focus();
              list.scrollIntoView?.({ block: 'nearest' });
            }
          }}
          role="listbox"
          tabIndex={0}
          className="kr-icon-list"
          aria-labelledby={labelledBy}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
          }}
        >
          {BOOKLET_ICONS.map((each) => (
            <div
              key={each}
              id={optionId(each)}
              role="option"
              aria-selected={each === icon}
              className={each === active ? 'kr-icon-option is-active' : 'kr-icon-option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => close(each)}
            >
              <BookletIconImage icon={each} />
              <span>{nameOf(each)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
