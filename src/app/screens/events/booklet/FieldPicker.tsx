// The side list that adds cards: the event's participating fields with their type, filtered as the user types
// (every word, in any order, in the name or type; accents and case ignored). ↑ ↓ choose, Enter adds the chosen field as a card at the end and
// clears the filter for the next one, a click adds too; the focus stays in the filter. A field already on the
// booklet says so and is not added twice. "Add empty space" adds a blank card.
import { memo, useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ParticipatingField } from '../../../../contract/entities';
import { foldedWords, foldText, holdsEveryWord } from '../../../../contract/fold';
import { styleOfType } from './bookletCards';

export interface FieldPickerProps {
  fields: readonly ParticipatingField[];
  /** the fields already on the booklet */
  used: ReadonlySet<number>;
  /** adds a card for the field, or an empty space for null */
  onAdd(field: ParticipatingField | null): void;
  announce(text: string): void;
  filterRef: RefObject<HTMLInputElement | null>;
}

export const FieldPicker = memo(function FieldPicker({ fields, used, onAdd, announce, filterRef }: FieldPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const typeOf = (field: ParticipatingField) => intl.formatMessage({ id: `booklet.style.${styleOfType(field.type)}` });

  const matches = useMemo(() => {
    const words = foldedWords(text);
    return fields.filter((field) => holdsEveryWord(foldText(`${field.name}\n${typeOf(field)}`), words));
  }, [fields, text, intl]);
  // the chosen field: the one picked with the arrows while it matches, else the first not on the booklet yet
  const active = matches.find((field) => field.id === activeId) ?? matches.find((field) => !used.has(field.id)) ?? matches[0];
  const optionId = (field: ParticipatingField) => `${id}-field-${field.id}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active?.id]);

  function add(field: ParticipatingField) {
    if (used.has(field.id)) return announce(intl.formatMessage({ id: 'booklet.alreadyAdded' }, { name: field.name }));
    onAdd(field);
    // the next one in the whole list not on the booklet yet, for a quick "Enter, Enter"
    const after = fields.slice(fields.indexOf(field) + 1).find((each) => !used.has(each.id));
    setActiveId(after?.id ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const at = active ? matches.indexOf(active) : -1;
      const next = matches[Math.max(0, Math.min(matches.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))];
      setActiveId(next?.id ?? null);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (!active) return;
      add(active);
      if (!used.has(active.id)) setText('');
    } else if (event.key === 'Escape' && text) {
      // Esc clears the filter first; only an empty filter lets Esc close the editor
      event.preventDefault();
      event.stopPropagation();
      setText('');
    }
  }

  const listId = `${id}-list`;
  return (
    <section className="kr-booklet-fields" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{intl.formatMessage({ id: 'booklet.fields.heading' })}</h3>
      <div className="kr-field">
        <label htmlFor={`${id}-filter`}>{intl.formatMessage({ id: 'booklet.fields.filter' })}</label>
        <input
          ref={filterRef}
          id={`${id}-filter`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} className="kr-field-hint">{intl.formatMessage({ id: 'booklet.fields.hint' })}</span>
      </div>
      {matches.length > 0 && (
        <ul id={listId} role="listbox" className="kr-booklet-field-list" aria-label={intl.formatMessage({ id: 'booklet.fields.list' })}>
          {matches.map((field) => (
            <li
              key={field.id}
              id={optionId(field)}
              role="option"
              aria-selected={field === active}
              aria-disabled={used.has(field.id) || undefined}
              className={field === active ? 'kr-booklet-field is-active' : 'kr-booklet-field'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setActiveId(field.id);
                add(field);
                filterRef.current?.focus();
              }}
            >
              <span className="kr-booklet-field-name" title={field.name}>{field.name}</span>
              <span className="kr-booklet-type">{typeOf(field)}</span>
              {used.has(field.id) && (
                <span className="kr-booklet-added">
                  <span aria-hidden="true">✓</span> <span className="kr-visually-hidden">{intl.formatMessage({ id: 'booklet.fields.added' })}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {fields.length === 0 && <p className="kr-field-hint">{intl.formatMessage({ id: 'booklet.fields.none' })}</p>}
      {fields.length > 0 && matches.length === 0 && <p className="kr-field-hint" role="status">{intl.formatMessage({ id: 'booklet.fields.noMatch' }, { text: text.trim() })}</p>}
      <button type="button" className="kr-button" onClick={() => onAdd(null)}>
        {intl.formatMessage({ id: 'booklet.fields.addBlank' })}
      </button>
    </section>
  );
});
