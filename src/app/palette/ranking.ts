// The palette's own search: every token of the query must match an entry, in any order: as a substring anywhere
// in it, or, in its title only, fuzzily (fuzzy.ts: initials such as "cs" for "Change status", or a subsequence
// from a word start with short gaps, "scn" in "Scanline"). Title prefixes and word starts rank first, then a word
// start in another field (a token of 3 characters or more: the text names the entity), then initials, then other
// substrings of the title, then other fields, then subsequences. Linear in the index size, no
// sorting of the whole result. searchIndex.ts runs the same ranking over a columnar copy of the large lists.
// Entries and queries are compared folded (src/contract/fold.ts: accents and case do not matter), the entries once
// when they are made, the query once per keystroke; highlight.ts marks what matched in the text as shown.
import { foldText } from '../../contract/fold';
import { fuzzyMatch, INITIALS, SCATTERED_INITIALS, SUBSEQUENCE } from './fuzzy';
import { isWordStart } from './words';
import { SECTION_PREFIXES, type SectionEntityKind } from '../sections/declared';

export { isSeparatorCode, isWordStart } from './words';

/**
 * `option`: a choice on an argument page; `recent`: an entity opened earlier, as it was stored then; `value`: a
 * command run on its targets with one value of its argument, offered on the first page (rootValues.ts)
 */
export type EntryKind = 'command' | SectionEntityKind | 'option' | 'recent' | 'value';

export interface PaletteEntry {
  /** unique across the index, e.g. "device:42" or "command:devices.changeStatus" */
  key: string;
  kind: EntryKind;
  title: string;
  subtitle?: string;
  /** every searchable text of the entry, folded (foldText) once when the entry is made, the title first */
  haystack: string;
  /** the folded title, for prefix and word-start bonuses: a command's plain title, without the rows it is shown with */
  titleFolded: string;
  /** added to the score: selection-aware commands, recent items */
  boost?: number;
}

/**
 * `searchText`: the entry's other searched fields. Serial numbers and MAC addresses go through the same folding,
 * which leaves their ASCII exactly as typed apart from case: no separator is dropped or loosened.
 */
export function makeEntry(entry: Omit<PaletteEntry, 'haystack' | 'titleFolded'> & { searchText?: readonly (string | null | undefined)[] }): PaletteEntry {
  const titleFolded = foldText(entry.title);
  const extra = foldText((entry.searchText ?? []).filter(Boolean).join(' '));
  return { key: entry.key, kind: entry.kind, title: entry.title, subtitle: entry.subtitle, boost: entry.boost, titleFolded, haystack: extra ? `${titleFolded} ${extra}` : titleFolded };
}

/** The words of a query already folded. */
export const wordsOf = (folded: string): string[] => folded.split(/\s+/).filter(Boolean);

/** The query's words, folded as the entries are. */
export const tokensOf = (query: string): string[] => wordsOf(foldText(query));


// What a token adds to the base score of 1, best first (a bucket per integer: see bucketOf).
export const EXACT_TITLE_BONUS = 16;
export const TITLE_PREFIX_BONUS = 12;
export const WORD_START_BONUS = 8;
export const INITIALS_BONUS = 6;
export const SCATTERED_INITIALS_BONUS = 5;
/**
 * A token of three characters or more starting a word of another field ("sao" in an event's "São Bento"): the text
 * names the entity, which ranks above a title matched only loosely (initials: "Mostrar só as … ou todas"), below a
 * word of the title. Shorter tokens are what initials are typed as ("cs" for "Change status").
 */
export const OTHER_FIELD_WORD_BONUS = 7;
export const OTHER_FIELD_WORD_MIN = 3;
export const SUBSTRING_BONUS = 4;
export const OTHER_FIELD_BONUS = 2;
export const SUBSEQUENCE_BONUS = 1;

/** The bonus of `token` matched fuzzily in the title at `start`..`end` of `text` (fuzzy.ts), 0 when it is not. */
export function fuzzyBonus(text: string, start: number, end: number, token: string): number {
  const kind = fuzzyMatch(text, start, end, token);
  return kind === INITIALS ? INITIALS_BONUS : kind === SCATTERED_INITIALS ? SCATTERED_INITIALS_BONUS : kind === SUBSEQUENCE ? SUBSEQUENCE_BONUS : 0;
}

/**
 * The bonus of `token` found first at `at` of `text` past the title, in a haystack ending at `end`: a word's start
 * there (at `at` or later) for a token long enough, else any other field's.
 */
export function otherFieldBonus(text: string, token: string, at: number, end: number): number {
  if (token.length < OTHER_FIELD_WORD_MIN) return OTHER_FIELD_BONUS;
  for (let position = at; position >= 0 && position + token.length <= end; position = text.indexOf(token, position + 1)) {
    if (isWordStart(text, position)) return OTHER_FIELD_WORD_BONUS;
  }
  return OTHER_FIELD_BONUS;
}

/**
 * The bonus of a token found first at `at` of the haystack, which starts with the title: its best occurrence in
 * the title counts, not only its first ("abar bar" has "bar" as a word); when it is only in the other fields, its
 * initials or a subsequence in the title count if they rank higher.
 */
function titleBonus(entry: PaletteEntry, token: string, at: number): number {
  if (at === 0) return TITLE_PREFIX_BONUS;
  const title = entry.titleFolded;
  const lastStart = title.length - token.length;
  if (at > lastStart) return Math.max(otherFieldBonus(entry.haystack, token, at, entry.haystack.length), fuzzyBonus(title, 0, title.length, token));
  for (let position = at; position >= 0 && position <= lastStart; position = title.indexOf(token, position + 1)) {
    if (isWordStart(title, position)) return WORD_START_BONUS;
  }
  return Math.max(SUBSTRING_BONUS, fuzzyBonus(title, 0, title.length, token));
}

function scoreTokens(entry: PaletteEntry, tokens: readonly string[], query: string): number {
  let score = 1;
  let startsWithQuery = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    // one scan finds both whether the entry matches and where the token first sits in the title
    const at = entry.haystack.indexOf(token);
    if (at < 0) {
      const fuzzy = fuzzyBonus(entry.titleFolded, 0, entry.titleFolded.length, token);
      if (fuzzy === 0) return 0;
      score += fuzzy;
      continue;
    }
    if (index === 0) startsWithQuery = at === 0;
    score += titleBonus(entry, token, at);
  }
  if (startsWithQuery && entry.titleFolded === query) score += EXACT_TITLE_BONUS;
  // a boost never hides a match: rank drops only a score of 0
  return entry.boost ? Math.max(1, score + entry.boost) : score;
}

/** A score ≥ 1 when every token matches, else 0. */
export function scoreEntry(entry: PaletteEntry, tokens: readonly string[]): number {
  return scoreTokens(entry, tokens, tokens.join(' '));
}

export const MAX_SCORE_BUCKETS = 128;
export const bucketOf = (score: number) => Math.min(MAX_SCORE_BUCKETS - 1, Math.floor(score));

export interface Ranking<Entry extends PaletteEntry> {
  /** the best `limit` entries, best first; ties keep index order */
  ranked: Entry[];
  /** every entry that matched, in index order: the pool to narrow when the query grows */
  matches: readonly Entry[];
}

/**
 * Ranks and keeps every match. Bucketed by integer score, so that a one-letter query over 100000 entries costs
 * one pass and no sort.
 */
export function rankWithMatches<Entry extends PaletteEntry>(entries: readonly Entry[], tokens: readonly string[], limit: number): Ranking<Entry> {
  if (tokens.length === 0) return { ranked: entries.slice(0, limit), matches: entries };
  const buckets: Entry[][] = [];
  const matches: Entry[] = [];
  const query = tokens.join(' ');
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] as Entry;
    const score = scoreTokens(entry, tokens, query);
    if (score === 0) continue;
    matches.push(entry);
    const bucket = bucketOf(score);
    (buckets[bucket] ??= []).push(entry);
  }
  const ranked: Entry[] = [];
  for (let bucket = buckets.length - 1; bucket >= 0 && ranked.length < limit; bucket -= 1) {
    const entriesInBucket = buckets[bucket];
    if (!entriesInBucket) continue;
    for (const entry of entriesInBucket) {
      ranked.push(entry);
      if (ranked.length === limit) break;
    }
  }
  return { ranked, matches };
}

/** The best `limit` entries for `tokens`, best first; ties keep index order. */
export function rank<Entry extends PaletteEntry>(entries: readonly Entry[], tokens: readonly string[], limit: number): Entry[] {
  return rankWithMatches(entries, tokens, limit).ranked;
}

/** Scope prefixes typed at the start of the query. */
/** A query that starts with one of these searches only that kind: '>' commands, '#' devices… (sections/declared.ts). */
export const SCOPE_PREFIXES: Record<string, EntryKind> = { '>': 'command', ...Object.fromEntries(SECTION_PREFIXES.map(({ prefix, kind }) => [prefix, kind])) };

export function splitScope(query: string): { kind?: EntryKind; text: string } {
  const first = query.trimStart()[0];
  const kind = first ? SCOPE_PREFIXES[first] : undefined;
  return kind ? { kind, text: query.trimStart().slice(1) } : { text: query };
}
