// The one text folding of every search, server and app alike: accents and case do not matter ("sao" finds "São",
// "Évora" finds "évora", "strasse" finds "Straße"). The server stores a folded copy of each searched field and
// folds the search the same way, so the index can be used; the app folds its own rankings with the same function,
// and maps what matched in the folded text back to the characters shown (foldWithSources).

/**
 * Bump when foldText answers differently for some text: the server then folds its search indexes again at start-up
 * (server/db/refold.ts), so that what it stored folds as a search does.
 */
export const FOLD_RULE_VERSION = 2;

const MARKS = /\p{M}+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const FINAL_SIGMA = /ς/g;

const stripMarks = (text: string) => text.normalize('NFD').replace(MARKS, '');

/**
 * Canonical decomposition (NFD) with every combining mark dropped, then case folding: lower-, upper- then
 * lower-casing folds what lower-casing alone keeps apart (ß, ẞ and ss, ſ and s, ﬁ and fi, ı, İ and i), marks that
 * case mapping brings back (ǰ → J̌) are dropped again, and the final sigma, which lower-casing writes by context, is
 * σ as in Unicode's case folding. So each character folds on its own: "οδυσ" typed so far still finds "Οδυσσευς".
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return stripMarks(stripMarks(text).toLowerCase().toUpperCase().toLowerCase()).replace(FINAL_SIGMA, 'σ');
}

/** A search's words, folded: every search, server and app alike, finds what holds each word, in any order. */
export function foldedWords(query: string): string[] {
  return foldText(query).split(/\s+/u).filter(Boolean);
}

/** Whether a folded text holds every one of `words` (foldedWords), wherever and in whatever order. */
export const holdsEveryWord = (folded: string, words: readonly string[]): boolean => words.every((word) => folded.includes(word));

/** A character with the combining marks after it (or a run of marks with nothing before them): what folds as one. */
const FOLD_UNITS = /\P{M}\p{M}*|\p{M}+/gu;

export interface FoldedText {
  /** foldText(text) */
  folded: string;
  /** for each code unit of `folded`, where the characters it comes from start in the original text */
  sourceStarts: Int32Array;
  /** …and end (exclusive): "ß" gives "ss", both of whose units come from the one "ß" */
  sourceEnds: Int32Array;
}

/**
 * The folded text and, for each of its code units, the original characters it comes from (a base character and
 * its marks, whole), so that a match found in the folded text marks the characters the user sees.
 */
export function foldWithSources(text: string): FoldedText {
  if (ASCII.test(text)) {
    const starts = new Int32Array(text.length);
    const ends = new Int32Array(text.length);
    for (let index = 0; index < text.length; index += 1) {
      starts[index] = index;
      ends[index] = index + 1;
    }
    return { folded: text.toLowerCase(), sourceStarts: starts, sourceEnds: ends };
  }
  const pieces: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (const unit of text.matchAll(FOLD_UNITS)) {
    const piece = foldText(unit[0]);
    pieces.push(piece);
    for (let index = 0; index < piece.length; index += 1) {
      starts.push(unit.index);
      ends.push(unit.index + unit[0].length);
    }
  }
  return { folded: pieces.join(''), sourceStarts: Int32Array.from(starts), sourceEnds: Int32Array.from(ends) };
}

/** The original range [start, end) that the folded range [foldedStart, foldedEnd) comes from; foldedEnd > foldedStart. */
export function sourceRange(text: FoldedText, foldedStart: number, foldedEnd: number): [number, number] {
  return [text.sourceStarts[foldedStart] as number, text.sourceEnds[foldedEnd - 1] as number];
}
