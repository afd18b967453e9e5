// The fuzzy part of the palette's match, tried on a title when a token is not in it as it was typed: the token's
// characters in order, starting at a word start, each one either right after the last, or at a later word start
// (initials: "cs" in "Change status", "chst"), or within the same word after at most MAX_GAP skipped characters
// (a subsequence: "scn" in "Scanline", "hnd" in "Handheld"; a digit is never skipped). Anchored at word starts and with short gaps, it never
// lets a few letters match any long text (100 000 serial numbers), and it runs only over titles.
//
// Greedy and deterministic: the choice for each character depends only on where the last one was taken, so the
// match of a longer token extends the match of its prefix. A query that grows therefore only loses entries, which
// narrowingSearch.ts relies on.
import { isSeparatorCode } from './words';

/** Characters a subsequence may skip within a word between two of the token's characters. */
export const MAX_GAP = 2;
const DIGIT_0 = 48;
const DIGIT_9 = 57;

export const NO_MATCH = 0;
/** some characters were found after a gap within a word */
export const SUBSEQUENCE = 1;
/** every character right after the last or at a word start, some words skipped ("cs" in "Change base of SCANNER") */
export const SCATTERED_INITIALS = 2;
/** every character right after the last or at the start of the next word ("cs" in "Change status") */
export const INITIALS = 3;
export type FuzzyKind = typeof NO_MATCH | typeof SUBSEQUENCE | typeof SCATTERED_INITIALS | typeof INITIALS;

function matchFrom(text: string, from: number, end: number, token: string, positions: number[] | undefined): FuzzyKind {
  if (positions) {
    positions.length = 0;
    positions.push(from);
  }
  let at = from;
  let gapped = false;
  let skippedWords = false;
  for (let index = 1; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    let next = -1;
    if (at + 1 < end && text.charCodeAt(at + 1) === code) next = at + 1;
    else {
      let wordsPassed = 0;
      for (let position = at + 2; position < end; position += 1) {
        if (!isSeparatorCode(text.charCodeAt(position - 1)) || isSeparatorCode(text.charCodeAt(position))) continue;
        if (text.charCodeAt(position) === code) {
          next = position;
          break;
        }
        wordsPassed += 1;
      }
      if (next >= 0 && wordsPassed > 0) skippedWords = true;
      if (next < 0) {
        for (let position = at + 1; position <= at + 1 + MAX_GAP && position < end; position += 1) {
          const found = text.charCodeAt(position);
          if (isSeparatorCode(found)) break;
          if (found === code) {
            next = position;
            gapped = true;
            break;
          }
          // digits are never skipped: "0001" must not find 00101 and 00021 among thousands of numbered names
          if (found >= DIGIT_0 && found <= DIGIT_9) break;
        }
      }
    }
    if (next < 0) return NO_MATCH;
    at = next;
    positions?.push(next);
  }
  return gapped ? SUBSEQUENCE : skippedWords ? SCATTERED_INITIALS : INITIALS;
}

/**
 * How `token` (folded, two characters or more) matches `text` between `start` and `end` (exclusive) fuzzily, trying
 * each word start that begins with its first character in turn; `positions`, when given, receives the offsets of
 * the characters it used (for highlighting).
 */
export function fuzzyMatch(text: string, start: number, end: number, token: string, positions?: number[]): FuzzyKind {
  if (token.length < 2 || end - start < token.length) return NO_MATCH;
  const first = token.charCodeAt(0);
  for (let from = start; from <= end - token.length; from += 1) {
    if (text.charCodeAt(from) !== first || (from > start && !isSeparatorCode(text.charCodeAt(from - 1)))) continue;
    const kind = matchFrom(text, from, end, token, positions);
    if (kind !== NO_MATCH) return kind;
  }
  return NO_MATCH;
}
