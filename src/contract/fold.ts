// The one text folding of every search, server and app alike: accents and case do not matter ("sao" finds "São",
// "Évora" finds "évora", "strasse" finds "Straße"). The server stores a folded copy of each searched field and
// folds the search the same way, so the index can be used; the app folds its own rankings with the same function.

const MARKS = /\p{M}+/gu;
const ASCII = /^[\x00-\x7f]*$/;

const stripMarks = (text: string) => text.normalize('NFD').replace(MARKS, '');

/**
 * Canonical decomposition (NFD) with every combining mark dropped, then case folding: upper- then lower-casing
 * folds what lower-casing alone keeps apart (ß and ss, ς and σ, ﬁ and fi), and marks that case mapping brings
 * back (ǰ → J̌) are dropped again.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return stripMarks(stripMarks(text).toUpperCase().toLowerCase());
}
