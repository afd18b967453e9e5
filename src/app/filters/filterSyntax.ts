// The text of a list's search, filters included (`status:missing -base:porto model:"Scanline H5" kiosk`): split into
// tokens with their places in the text, and written back. Knows no field: filterVocabulary.ts says which tokens
// are filters. The form is documented in docs/architecture.md ("Filters as text") and is what the URL holds.

export interface Token {
  /** the token as typed, quotes included */
  text: string;
  start: number;
  end: number;
  /** a `key:value` token: its key as typed, its value without quotes, and whether a `-` negates it */
  filter: { key: string; value: string; negated: boolean } | null;
}

const FILTER = /^(-?)([^\s:"-][^\s:"]*):(.*)$/s;

/** Splits on white space outside double quotes; an unclosed quote runs to the end (the person is typing it). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    while (index < text.length && /\s/.test(text[index] ?? '')) index += 1;
    if (index >= text.length) break;
    const start = index;
    let quoted = false;
    while (index < text.length && (quoted || !/\s/.test(text[index] ?? ''))) {
      if (text[index] === '"') quoted = !quoted;
      index += 1;
    }
    const raw = text.slice(start, index);
    const match = FILTER.exec(raw);
    tokens.push({
      text: raw,
      start,
      end: index,
      filter: match ? { negated: match[1] === '-', key: match[2] ?? '', value: (match[3] ?? '').replaceAll('"', '') } : null,
    });
  }
  return tokens;
}

/** A value as written in a filter: in double quotes when it holds white space (quotes inside are dropped). */
export function quoteValue(value: string): string {
  const plain = value.replaceAll('"', '');
  return /\s/.test(plain) ? `"${plain}"` : plain;
}

export function filterText(key: string, value: string, negated: boolean): string {
  return `${negated ? '-' : ''}${key}:${quoteValue(value)}`;
}

/** Joins parts with one space, none empty. */
export const joinQuery = (...parts: readonly string[]): string => parts.map((part) => part.trim()).filter(Boolean).join(' ');
