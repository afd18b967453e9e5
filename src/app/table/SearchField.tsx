// The table's search field, filters as text: the accepted filters as chips (Backspace at the field's start removes
// the last), the text being typed, and under it the completion of field names and values (ARIA combobox: ↓/↑ move,
// Tab or Enter accept, Esc closes). Plain words search as before.
import { useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { completionAt, type Suggestion } from '../filters/filterCompletion';
import { filterText } from '../filters/filterSyntax';
import { canonicalOf, type ResolvedFilter } from '../filters/filterVocabulary';
import { joinSearch, type SearchParts } from '../filters/searchParts';

export interface SearchFieldProps<Row> {
  id: string;
  describedBy: string;
  input: RefObject<HTMLInputElement | null>;
  parts: SearchParts<Row>;
  setQuery(query: string): void;
  vocabulary: Parameters<typeof completionAt<Row>>[2];
  /** the keys the field leaves to the table when no completion takes them (Enter, ↓, Esc) */
  onKey(event: KeyboardEvent<HTMLInputElement>): void;
  onPaste(text: string): boolean;
}

const chipTexts = <Row,>(chips: readonly ResolvedFilter<Row>[]) => chips.map((chip) => canonicalOf(chip) ?? chip.token.text);

export function SearchField<Row>({ id, describedBy, input, parts, setQuery, vocabulary, onKey, onPaste }: SearchFieldProps<Row>) {
  const intl = useIntl();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const completion = useMemo(() => (caret === null || dismissed ? null : completionAt(parts.rest, caret, vocabulary)), [parts.rest, caret, dismissed, vocabulary]);
  const suggestions = completion?.suggestions ?? [];
  // a value is offered ready to take; a field's name only once the person moves to it (Enter keeps finding rows)
  const activeIndex = active ?? (suggestions[0]?.kind === 'value' ? 0 : -1);
  const listId = `${id}-completion`;
  const optionId = (index: number) => `${listId}-${index}`;

  const readCaret = (element: HTMLInputElement) => setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
  const typed = (rest: string, nextCaret: number | null) => {
    setQuery(joinSearch(chipTexts(parts.chips), rest));
    setCaret(nextCaret);
    setDismissed(false);
    setActive(null);
  };

  const accept = (suggestion: Suggestion<Row>) => {
    if (!completion) return;
    const before = parts.rest.slice(0, completion.start);
    const after = parts.rest.slice(completion.end);
    if (suggestion.kind === 'field') {
      const head = `${before}${suggestion.negated ? '-' : ''}${suggestion.words.name}:`;
      typed(head + after, head.length);
      return;
    }
    const chip = filterText(suggestion.words.field.key, suggestion.choice.canonical, suggestion.negated);
    setQuery(joinSearch([...chipTexts(parts.chips), chip], `${before}${after}`.trim()));
    setCaret(before.trimEnd().length);
    setActive(null);
  };

  const removeChip = (index: number) => {
    setQuery(withoutChip(parts, index));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const open = suggestions.length > 0;
    const element = event.currentTarget;
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex + step;
      setActive(next >= suggestions.length ? 0 : next < 0 ? suggestions.length - 1 : next);
      return;
    }
    const chosen = suggestions[activeIndex];
    if (open && ((event.key === 'Tab' && !event.shiftKey) || event.key === 'Enter') && (chosen || event.key === 'Tab')) {
      event.preventDefault();
      accept(chosen ?? (suggestions[0] as Suggestion<Row>));
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
      return;
    }
    if (event.key === 'Backspace' && element.selectionStart === 0 && element.selectionEnd === 0 && parts.chips.length > 0) {
      event.preventDefault();
      removeChip(parts.chips.length - 1);
      return;
    }
    onKey(event);
  };

  const optionLabel = (suggestion: Suggestion<Row>) =>
    suggestion.kind === 'field'
      ? intl.formatMessage({ id: 'filters.suggestField' }, { name: `${suggestion.negated ? '-' : ''}${suggestion.words.name}:`, title: suggestion.words.title })
      : intl.formatMessage({ id: suggestion.negated ? 'filters.chipNot' : 'filters.chip' }, { filter: suggestion.words.title, value: suggestion.choice.label });

  return (
    <div className="kr-search-field">
      <input
        ref={input}
        id={id}
        type="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={suggestions[activeIndex] ? optionId(activeIndex) : undefined}
        value={parts.rest}
        aria-describedby={describedBy}
        onChange={(event) => typed(event.target.value, event.target.selectionStart)}
        onSelect={(event) => readCaret(event.currentTarget)}
        onFocus={(event) => readCaret(event.currentTarget)}
        onBlur={() => setCaret(null)}
        onKeyDown={onKeyDown}
        // the raw text: an input drops a pasted list's line breaks
        onPaste={(event) => {
          if (onPaste(event.clipboardData.getData('text'))) event.preventDefault();
        }}
      />
      <ul id={listId} role="listbox" className="kr-search-completion" aria-label={intl.formatMessage({ id: 'filters.suggestions' })} hidden={suggestions.length === 0}>
        {suggestions.map((suggestion, index) => (
          <li
            key={optionId(index)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => {
              event.preventDefault();
              accept(suggestion);
            }}
          >
            {optionLabel(suggestion)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The text without one of its chips. */
const withoutChip = <Row,>(parts: SearchParts<Row>, index: number) => joinSearch(chipTexts(parts.chips.filter((_, at) => at !== index)), parts.rest);

export interface FilterChipsProps<Row> {
  parts: SearchParts<Row>;
  setQuery(query: string): void;
  vocabulary: Parameters<typeof completionAt<Row>>[2];
  /** the search field, which takes the keyboard back when a chip is removed */
  input: RefObject<HTMLInputElement | null>;
}

/** The search's filters as chips, under the toolbar: "Status: Missing ×", "Base: not Porto ×". */
export function FilterChips<Row>({ parts, setQuery, vocabulary, input }: FilterChipsProps<Row>) {
  const intl = useIntl();
  if (parts.chips.length === 0) return null;
  const chipLabel = (chip: ResolvedFilter<Row>) =>
    intl.formatMessage(
      { id: chip.negated ? 'filters.chipNot' : 'filters.chip' },
      { filter: vocabulary.fields.find((words) => words.field === chip.field)?.title ?? chip.field.key, value: chip.choice?.label ?? chip.token.text },
    );
  return (
    <ul className="kr-filters" aria-label={intl.formatMessage({ id: 'filters.label' })}>
      {parts.chips.map((chip, index) => {
        const text = chipLabel(chip);
        return (
          <li key={`${index}-${chip.token.text}`} className="kr-filter-chip">
            <span>{text}</span>
            <button
              type="button"
              className="kr-filter-remove"
              aria-label={intl.formatMessage({ id: 'filters.remove' }, { filter: text })}
              onClick={() => {
                setQuery(withoutChip(parts, index));
                input.current?.focus();
              }}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
