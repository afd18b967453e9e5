// The words of a row's "changed elsewhere" mark: who changed it ("Changed by Ana Silva", "Changed by you in another
// tab", several people named in the person's language), or "Changed elsewhere" when nobody is known. Worded once per
// change and language, whatever the number of rows it marked.
import type { IntlShape } from 'react-intl';
import type { RowAuthors } from './rowMarks';

/** More names than this are cut to this many and "n others". */
const NAMED = 3;

const worded = new WeakMap<RowAuthors, { locale: string; text: string }>();

function names(authors: RowAuthors, intl: IntlShape): string {
  if (authors.names.length <= NAMED) return intl.formatList(authors.names, { type: 'conjunction' });
  const shown = intl.formatList(authors.names.slice(0, NAMED), { type: 'unit' });
  return intl.formatMessage({ id: 'table.rowChangedNamesMore' }, { names: shown, count: authors.names.length - NAMED });
}

function wording(authors: RowAuthors, intl: IntlShape): string {
  if (authors.names.length === 0) return intl.formatMessage({ id: 'table.rowChangedByYou' });
  const id = authors.you ? 'table.rowChangedByOthersAndYou' : 'table.rowChangedBy';
  return intl.formatMessage({ id }, { names: names(authors, intl) });
}

export function rowMarkText(authors: RowAuthors | null, intl: IntlShape): string {
  if (authors === null) return intl.formatMessage({ id: 'table.rowChanged' });
  const known = worded.get(authors);
  if (known?.locale === intl.locale) return known.text;
  const text = wording(authors, intl);
  worded.set(authors, { locale: intl.locale, text });
  return text;
}
