// A date and time typed as text, dd/mm/yyyy HH:mm in every language of the app, instead of the browser's
// datetime-local (its format follows the browser's locale, not the app's, and it takes 6-digit years). The draft it
// feeds holds the wall clock once the text reads as one ("YYYY-MM-DDTHH:mm", i18n/typedDateTime.ts) and the text as
// typed until then; the text is written the app's way when the field loses the focus, and a text that is no date
// is refused there, beside the field.
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { draftOfTyped, formatWallClock, readTypedDateTime } from '../i18n/typedDateTime';
import { dateTimeRefusal } from './dateTimeRule';

export interface DateTimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** the draft: a wall clock, '' or the text as typed */
  value: string;
  onChange(value: string): void;
  /** the field's own refusal on leaving it (undefined when it is fine) */
  onRefusal(message: string | undefined): void;
}

export function DateTimeInput({ value, onChange, onRefusal, onBlur, ...rest }: DateTimeInputProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => formatWallClock(value));
  /** the draft this field last gave: another value comes from elsewhere (the latest values, "Use mine") */
  const given = useRef(value);

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(formatWallClock(value));
  }, [value]);

  const change = (typed: string) => {
    setText(typed);
    const draft = draftOfTyped(typed);
    given.current = draft;
    onChange(draft);
  };

  return (
    <input
      {...rest}
      type="text"
      value={text}
      autoComplete="off"
      spellCheck={false}
      placeholder={intl.formatMessage({ id: 'records.dateTime.format' })}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        const read = readTypedDateTime(text);
        // "3/5/2026 9:05" is written "03/05/2026 09:05" once the person is done with it
        if (read.kind === 'wallClock') setText(formatWallClock(read.wallClock));
        const refusal = dateTimeRefusal(draftOfTyped(text), (id, values) => intl.formatMessage({ id }, values));
        if (refusal) onRefusal(refusal);
        onBlur?.(event);
      }}
    />
  );
}
