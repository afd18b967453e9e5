// Which characters of a shown text matched the query, to mark them. The ranking compares folded text
// (src/contract/fold.ts), whose length may differ from what is shown ("ß" folds to "ss", "ã" typed as a + a
// combining tilde to "a"), so a match found in the folded text is mapped back to the original characters: "salon"
// marks all of "Salón", "ss" the one "ß". A token matched fuzzily (fuzzy.ts) marks the characters its match used,
// "scn" the S, c and n of "Scanline". Run only for the few rows rendered, never for the whole index.
import { foldWithSources, sourceRange, type FoldedText } from '../../contract/fold';
import { fuzzyMatch, NO_MATCH, SUBSEQUENCE } from './fuzzy';
import { isWordStart } from './words';

/** [start, end) in the original text, UTF-16 offsets. */
export type TextRange = readonly [start: number, end: number];

/**
 * Where `token` counts in `folded`, as the ranking scores it: its first occurrence that starts a word (a prefix of
 * the text included), else its first occurrence; -1 when absent.
 */
function occurrenceOf(folded: string, token: string): number {
  const first = folded.indexOf(token);
  for (let at = first; at >= 0; at = folded.indexOf(token, at + 1)) {
    if (isWordStart(folded, at)) return at;
  }
  return first;
}

/** Sorted, without overlaps: touching or overlapping ranges become one. */
function merged(ranges: TextRange[]): TextRange[] {
  ranges.sort((a, b) => a[0] - b[0]);
  const result: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = result[result.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

export interface Highlights {
  /** the ranges of `text` to mark, sorted and apart */
  ranges: readonly TextRange[];
  /** the tokens found in the text */
  found: ReadonlySet<string>;
}

const NONE: Highlights = { ranges: [], found: new Set() };

/**
 * Where `token` matched `folded`, as the ranking scores it: an occurrence starting a word, else its initials, else
 * any occurrence, else a subsequence from a word start (only where the ranking tries one: `fuzzy`); [] when absent.
 */
function matchOf(folded: FoldedText, token: string, fuzzy: boolean): TextRange[] {
  const at = occurrenceOf(folded.folded, token);
  if (at >= 0 && isWordStart(folded.folded, at)) return [sourceRange(folded, at, at + token.length)];
  const positions: number[] = [];
  const kind = fuzzy ? fuzzyMatch(folded.folded, 0, folded.folded.length, token, positions) : NO_MATCH;
  // initials outrank an occurrence inside a word; a subsequence does not
  if (at >= 0 && (kind === NO_MATCH || kind === SUBSEQUENCE)) return [sourceRange(folded, at, at + token.length)];
  return kind === NO_MATCH ? [] : positions.map((position) => sourceRange(folded, position, position + 1));
}

/**
 * The characters of `text` that `tokens` (folded, as tokensOf gives them) match, each token once; `fuzzy` for a
 * title, where the ranking matches initials and subsequences too.
 */
export function highlightsOf(text: string, tokens: readonly string[], fuzzy = false): Highlights {
  if (tokens.length === 0 || text === '') return NONE;
  const folded = foldWithSources(text);
  const ranges: TextRange[] = [];
  const found = new Set<string>();
  for (const token of tokens) {
    const matched = matchOf(folded, token, fuzzy);
    if (matched.length === 0) continue;
    found.add(token);
    ranges.push(...matched);
  }
  return { ranges: merged(ranges), found };
}

/** The text in runs, marked or not, in order: what a renderer wraps in <mark>. */
export function splitByRanges(text: string, ranges: readonly TextRange[]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let position = 0;
  for (const [start, end] of ranges) {
    if (start > position) parts.push({ text: text.slice(position, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    position = end;
  }
  if (position < text.length) parts.push({ text: text.slice(position), marked: false });
  return parts;
}
