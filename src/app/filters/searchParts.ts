// The search field's two parts: the filters already accepted, shown as chips, and the text still being typed. A
// filter naming exactly one value becomes a chip once something follows it (a space, another word); the text is
// always the chips' canonical form followed by the rest, so the field and the URL never disagree.
import { tokenize } from './filterSyntax';
import { resolveToken, type ResolvedFilter, type Vocabulary } from './filterVocabulary';

export interface SearchParts<Row> {
  chips: readonly ResolvedFilter<Row>[];
  /** what the input shows */
  rest: string;
}

export function splitSearch<Row>(text: string, vocabulary: Vocabulary<Row>): SearchParts<Row> {
  const chips: ResolvedFilter<Row>[] = [];
  const rest: string[] = [];
  for (const token of tokenize(text)) {
    const filter = resolveToken(token, vocabulary);
    if (filter?.choice && token.end < text.length) chips.push(filter);
    else rest.push(token.text);
  }
  const trailing = rest.length > 0 && /\s$/.test(text) ? ' ' : '';
  return { chips, rest: rest.join(' ') + trailing };
}

/** The whole text from its chips (their canonical texts) and the input's text (kept as typed, its spaces included). */
export function joinSearch(chips: readonly string[], rest: string): string {
  const head = chips.join(' ');
  if (!head) return rest;
  return rest.trim() ? `${head} ${rest.trimStart()}` : `${head} `;
}
