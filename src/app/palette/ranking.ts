// The palette's own search: every token of the query must appear in an entry; entries whose title starts with,
// or has a word starting with, a token rank first. Linear in the index size, no sorting of the whole result.
// searchIndex.ts runs the same ranking over a columnar copy of the large lists. Entries and queries are compared
// folded (src/contract/fold.ts: accents and case do not matter), the entries once when they are made, the query
// once per keystroke; highlight.ts marks what matched in the text as shown.
import { foldText } from '../../contract/fold';

/** `option`: a choice on an argument page; `recent`: an entity opened earlier, as it was stored then */
export type EntryKind = 'command' | 'device' | 'event' | 'model' | 'category' | 'space' | 'user' | 'option' | 'recent';

export interface PaletteEntry {
  /** unique across the index, e.g. "device:42" or "command:devices.changeStatus" */
  key: string;
  kind: EntryKind;
  title: string;
  subtitle?: string;
  /** every searchable text of the entry, folded (foldText) once when the entry is made, the title first */
  haystack: string;
  /** the folded title, for prefix and word-start bonuses */
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

const WORD_SEPARATORS = ' \t-_.:/(#@';
const IS_SEPARATOR = new Uint8Array(128);
for (const separator of WORD_SEPARATORS) IS_SEPARATOR[separator.charCodeAt(0)] = 1;
export const isSeparatorCode = (code: number) => IS_SEPARATOR[code] === 1;
export const isWordStart = (text: string, at: number) => at === 0 || isSeparatorCode(text.charCodeAt(at - 1));

export const TITLE_PREFIX_BONUS = 6;
export const WORD_START_BONUS = 4;
export const SUBSTRING_BONUS = 2;
export const EXACT_TITLE_BONUS = 8;

/**
 * The bonus of a token found first at `at` of the haystack, which starts with the title: its best occurrence in
 * the title counts, not only its first ("abar bar" has "bar" as a word); 0 when it is only in the other fields.
 */
function titleBonus(entry: PaletteEntry, token: string, at: number): number {
  if (at === 0) return TITLE_PREFIX_BONUS;
  const title = entry.titleFolded;
  const lastStart = title.length - token.length;
  if (at > lastStart) return 0;
  for (let position = at; position >= 0 && position <= lastStart; position = title.indexOf(token, position + 1)) {
    if (isWordStart(title, position)) return WORD_START_BONUS;
  }
  return SUBSTRING_BONUS;
}

function scoreTokens(entry: PaletteEntry, tokens: readonly string[], query: string): number {
  let score = 1;
  let startsWithQuery = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    // one scan finds both whether the entry matches and where the token first sits in the title
    const at = entry.haystack.indexOf(token);
    if (at < 0) return 0;
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

export const MAX_SCORE_BUCKETS = 64;
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
export const SCOPE_PREFIXES: Record<string, EntryKind> = { '>': 'command', '#': 'device', '@': 'user', '!': 'event', '*': 'space' };

export function splitScope(query: string): { kind?: EntryKind; text: string } {
  const first = query.trimStart()[0];
  const kind = first ? SCOPE_PREFIXES[first] : undefined;
  return kind ? { kind, text: query.trimStart().slice(1) } : { text: query };
}
