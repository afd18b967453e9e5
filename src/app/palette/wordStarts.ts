// The stricter match of what changes data (issue 21 points 1-2): a command, or a value of its argument offered on the
// first page, is reached when the person asks for it, by its words, never as a side effect of searching for a thing.
// So each token must start a word of its title or keywords ("sessão" for "ses", never "sao" inside "sessao"), or
// match its title fuzzily (fuzzy.ts, itself anchored at word starts: "cs" for "Change status"). The ranking
// (ranking.ts) still scores such an entry as any other; this only decides whether it is offered at all.
import { fuzzyMatch, NO_MATCH } from './fuzzy';
import type { PaletteEntry } from './ranking';
import { startsAWord } from '../../contract/wordStarts';

export { startsAWord };

/** Whether `token` starts a word of the entry's searched text or matches its title fuzzily. */
export function tokenAtWordStart(entry: Pick<PaletteEntry, 'haystack' | 'titleFolded'>, token: string): boolean {
  return startsAWord(entry.haystack, token) || fuzzyMatch(entry.titleFolded, 0, entry.titleFolded.length, token) !== NO_MATCH;
}

/** Whether every token starts a word of the entry (or matches its title fuzzily). */
export const holdsAtWordStarts = (entry: Pick<PaletteEntry, 'haystack' | 'titleFolded'>, tokens: readonly string[]): boolean =>
  tokens.every((token) => tokenAtWordStart(entry, token));
