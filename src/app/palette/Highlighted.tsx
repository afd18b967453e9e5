// A text with the characters the query matched in <mark>: seen in bold (not by colour alone), read
// as one text (the option's accessible name stays the whole title).
import { Fragment } from 'react';
import { splitByRanges, type TextRange } from './highlight';

export function Highlighted({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  if (ranges.length === 0) return <>{text}</>;
  return (
    <>
      {splitByRanges(text, ranges).map((part, position) =>
        part.marked ? <mark key={position} className="kr-palette-match">{part.text}</mark> : <Fragment key={position}>{part.text}</Fragment>,
      )}
    </>
  );
}
