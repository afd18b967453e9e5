// Where words start in folded text, for every search that ranks word starts first, server and app alike: after one
// of these separators, or at the start. The app's palette (src/app/palette/words.ts) and the server's ranked search
// pages (kitroom_word_rank, server/db/sqlite.ts) read it so.
export const WORD_SEPARATORS = ' \t\n-_.:/(#@';
const IS_SEPARATOR = new Uint8Array(128);
for (const separator of WORD_SEPARATORS) IS_SEPARATOR[separator.charCodeAt(0)] = 1;

export const isSeparatorCode = (code: number): boolean => IS_SEPARATOR[code] === 1;
export const isWordStart = (text: string, at: number): boolean => at === 0 || isSeparatorCode(text.charCodeAt(at - 1));

/** Whether `word` (folded) starts a word somewhere in `text` (folded). */
export function startsAWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (isWordStart(text, at)) return true;
  }
  return false;
}

/**
 * How well a row's folded columns hold a search's folded words, best first: 0 when its first column (the name)
 * starts with the whole search ("rui" for "Rui Lopes"), 1 when every word starts a word of some column ("rui" for
 * "Diego Ruiz"), 2 when some word is only inside a word ("rui" for "Pedro Bruin").
 */
export function wordStartRank(words: readonly string[], columns: readonly string[]): 0 | 1 | 2 {
  return rankOfSearch(words.join(' '), words, columns);
}

/** wordStartRank with the search also given whole (its words joined by one space), as a ranked query calls it per row. */
export function rankOfSearch(whole: string, words: readonly string[], columns: readonly string[]): 0 | 1 | 2 {
  const [name = ''] = columns;
  if (name.startsWith(whole)) return 0;
  return words.every((word) => columns.some((column) => startsAWord(column, word))) ? 1 : 2;
}
