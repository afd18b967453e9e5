// The same ranking as ranking.ts, over a columnar copy of a large index: every haystack in one string, offsets in
// typed arrays. A token is found with String#indexOf jumping from occurrence to occurrence through one contiguous
// string instead of visiting 100000 objects scattered over the heap (measured: the object walk is bound by memory
// latency, about 20-200 ns per entry). Entries are touched only for the top results; built from a list's rows, they
// are not even made until shown, so 100000 devices cost one string and two typed arrays on the heap, not 100000
// objects for the garbage collector to walk.
import { bucketOf, EXACT_TITLE_BONUS, fuzzyBonus, isSeparatorCode, MAX_SCORE_BUCKETS, otherFieldBonus, SUBSTRING_BONUS, TITLE_PREFIX_BONUS, WORD_START_BONUS, type PaletteEntry } from './ranking';

export interface SearchIndex<Entry extends PaletteEntry> {
  readonly size: number;
  /** entry i, made when first asked for where the index was built from rows: only shown results become objects */
  entryAt(position: number): Entry;
  /** every haystack, in entry order, separated by a newline (no token holds whitespace, so none spans two) */
  readonly text: string;
  /** where entry i's haystack starts in `text`; one more item, the end of the text plus one */
  readonly starts: Int32Array;
  /** where entry i's title ends in `text` (haystacks start with the title) */
  readonly titleEnds: Int32Array;
  readonly boosts: Float64Array | null;
}

/** What the index keeps of an entry: its folded haystack, the length of its title at its start, its boost. */
export type Searchable = Pick<PaletteEntry, 'haystack' | 'boost'> & { titleLength: number };

const HAYSTACKS_PER_CHUNK = 4096;

export interface SearchIndexBuilder<Entry extends PaletteEntry> {
  /** adds the next entry's text; cheap enough to call between yields of a sliced build */
  add(searchable: Searchable): void;
  finish(entryAt: (position: number) => Entry): SearchIndex<Entry>;
}

/** Builds the columnar copy entry by entry, joining haystacks in chunks so no single step copies the whole text. */
export function createSearchIndexBuilder<Entry extends PaletteEntry>(count: number): SearchIndexBuilder<Entry> {
  const starts = new Int32Array(count + 1);
  const titleEnds = new Int32Array(count);
  const chunks: string[] = [];
  let chunk: string[] = [];
  let boosts: Float64Array | null = null;
  let added = 0;
  let offset = 0;
  return {
    add({ haystack, titleLength, boost }) {
      starts[added] = offset;
      titleEnds[added] = offset + titleLength;
      if (boost) (boosts ??= new Float64Array(count))[added] = boost;
      chunk.push(haystack);
      offset += haystack.length + 1;
      added += 1;
      if (chunk.length === HAYSTACKS_PER_CHUNK) {
        chunks.push(chunk.join('\n'));
        chunk = [];
      }
    },
    finish(entryAt) {
      if (added !== count) throw new Error(`The index expected ${count} entries and got ${added}`);
      if (chunk.length) chunks.push(chunk.join('\n'));
      starts[count] = offset;
      return { size: count, entryAt, text: chunks.join('\n'), starts, titleEnds, boosts };
    },
  };
}

export const searchableOf = (entry: PaletteEntry): Searchable => ({ haystack: entry.haystack, titleLength: entry.titleFolded.length, boost: entry.boost });

/** The index of entries already made (commands, options): small lists, kept whole. */
export function buildSearchIndex<Entry extends PaletteEntry>(entries: readonly Entry[]): SearchIndex<Entry> {
  const builder = createSearchIndexBuilder<Entry>(entries.length);
  for (const entry of entries) builder.add(searchableOf(entry));
  return builder.finish((position) => entries[position] as Entry);
}

/** Entry `position` as the index stores it: to add it to another index without making the entry again. */
export function searchableAt(index: SearchIndex<PaletteEntry>, position: number): Searchable {
  const start = index.starts[position] as number;
  return { haystack: index.text.slice(start, (index.starts[position + 1] as number) - 1), titleLength: (index.titleEnds[position] as number) - start, boost: index.boosts?.[position] };
}

/** The entries (by index, ascending) that hold every token, with their scores as scoreEntry gives them. */
export interface IndexHits {
  indexes: Int32Array;
  scores: Float64Array;
}

/** Bonus of `token` first found at `at` in entry `entry`'s haystack: its best occurrence in the title counts. */
function titleBonus(index: SearchIndex<PaletteEntry>, entry: number, token: string, at: number): number {
  const titleStart = index.starts[entry] as number;
  if (at === titleStart) return TITLE_PREFIX_BONUS;
  const titleEnd = index.titleEnds[entry] as number;
  if (at + token.length > titleEnd) {
    const other = otherFieldBonus(index.text, token, at, (index.starts[entry + 1] as number) - 1);
    return Math.max(other, fuzzyBonus(index.text, titleStart, titleEnd, token));
  }
  if (isSeparatorCode(index.text.charCodeAt(at - 1))) return WORD_START_BONUS;
  // a later occurrence in the title may start a word: searched in a slice of the title, never past it
  const title = index.text.slice(titleStart, titleEnd);
  for (let position = title.indexOf(token, at - titleStart + 1); position > 0; position = title.indexOf(token, position + 1)) {
    if (isSeparatorCode(title.charCodeAt(position - 1))) return WORD_START_BONUS;
  }
  return Math.max(SUBSTRING_BONUS, fuzzyBonus(index.text, titleStart, titleEnd, token));
}

/** The bonus of `token` in entry `entry` that does not hold it as typed: its fuzzy match in the title, or 0. */
const fuzzyTitleBonus = (index: SearchIndex<PaletteEntry>, entry: number, token: string) =>
  token.length < 2 ? 0 : fuzzyBonus(index.text, index.starts[entry] as number, index.titleEnds[entry] as number, token);

/** Below this share of the entries spanned, candidates are searched one by one instead of in one pass. */
const SPARSE_SHARE = 1 / 16;

const EMPTY_HITS: IndexHits = { indexes: new Int32Array(0), scores: new Float64Array(0) };

/**
 * Scores the entries holding every token, among entries `from` to `to` (exclusive) or, with `candidates`
 * (ascending entry indexes: an earlier query's hits), among candidates `from` to `to`. Each token costs at most
 * one pass through the text those entries span (a candidate before the last occurrence found shares it instead
 * of searching again), or, for few candidates, one search in each candidate's haystack. Ranges let a caller
 * search a large index in slices.
 */
export function searchIndex<Entry extends PaletteEntry>(index: SearchIndex<Entry>, tokens: readonly string[], candidates: Int32Array | null, from = 0, to = candidates ? candidates.length : index.size): IndexHits {
  const { text, starts } = index;
  const initial = candidates ? candidates.subarray(from, to) : null;
  if (to <= from) return EMPTY_HITS;
  const firstEntry = initial ? (initial[0] as number) : from;
  const endEntry = initial ? (initial[initial.length - 1] as number) + 1 : to;
  const base = starts[firstEntry] as number;
  // searched in a slice of the text (V8 slices without copying) so that a miss never runs past the range
  const span = base === 0 && endEntry === index.size ? text : text.slice(base, starts[endEntry] as number);
  const find = (token: string, position: number) => {
    const found = span.indexOf(token, position - base);
    return found < 0 ? -1 : found + base;
  };
  let indexes = initial;
  let scores: Float64Array | null = null;
  for (let tokenIndex = 0; tokenIndex < tokens.length; tokenIndex += 1) {
    const token = tokens[tokenIndex] as string;
    const capacity = indexes ? indexes.length : to - from;
    const nextIndexes = new Int32Array(capacity);
    const nextScores = new Float64Array(capacity);
    let found = 0;
    const keep = (entry: number, bonus: number, previousScore: number) => {
      nextIndexes[found] = entry;
      nextScores[found] = previousScore + bonus;
      found += 1;
    };
    // a token of two characters or more may match a title fuzzily, so every entry is looked at; a shorter one
    // only where it occurs
    const fuzzy = token.length >= 2;
    if (indexes === null && !fuzzy) {
      let entry = from;
      for (let at = find(token, base); at >= 0; ) {
        while ((starts[entry + 1] as number) <= at) entry += 1;
        keep(entry, titleBonus(index, entry, token, at), 1);
        at = find(token, starts[entry + 1] as number);
      }
    } else if (indexes !== null && indexes.length < (endEntry - firstEntry) * SPARSE_SHARE) {
      for (let position = 0; position < indexes.length; position += 1) {
        const entry = indexes[position] as number;
        const start = starts[entry] as number;
        const previous = scores ? (scores[position] as number) : 1;
        const at = text.slice(start, (starts[entry + 1] as number) - 1).indexOf(token);
        const bonus = at >= 0 ? titleBonus(index, entry, token, start + at) : fuzzyTitleBonus(index, entry, token);
        if (at >= 0 || bonus > 0) keep(entry, bonus, previous);
      }
    } else {
      // one pass through the text: a candidate before the last occurrence found shares it instead of searching again
      const count = indexes ? indexes.length : to - from;
      let at = -2;
      for (let position = 0; position < count; position += 1) {
        const entry = indexes ? (indexes[position] as number) : from + position;
        const start = starts[entry] as number;
        if (at !== -1 && at < start) at = find(token, start);
        if (at === -1 && !fuzzy) break;
        const previous = scores ? (scores[position] as number) : 1;
        if (at >= 0 && at < (starts[entry + 1] as number)) keep(entry, titleBonus(index, entry, token, at), previous);
        else if (fuzzy) {
          const bonus = fuzzyTitleBonus(index, entry, token);
          if (bonus > 0) keep(entry, bonus, previous);
        }
      }
    }
    indexes = nextIndexes.subarray(0, found);
    scores = nextScores.subarray(0, found);
    if (found === 0) break;
  }
  if (indexes === null) return { indexes: Int32Array.from({ length: to - from }, (_, offset) => from + offset), scores: new Float64Array(to - from).fill(1) };
  scores ??= new Float64Array(indexes.length).fill(1);
  const query = tokens.join(' ');
  for (let position = 0; position < indexes.length; position += 1) {
    const entry = indexes[position] as number;
    const titleStart = starts[entry] as number;
    if ((index.titleEnds[entry] as number) - titleStart === query.length && text.startsWith(query, titleStart)) scores[position] = (scores[position] as number) + EXACT_TITLE_BONUS;
    const boost = index.boosts?.[entry];
    if (boost) scores[position] = Math.max(1, (scores[position] as number) + boost);
  }
  return { indexes, scores };
}

/** Joins the hits of consecutive ranges of one index. */
export function concatHits(parts: readonly IndexHits[]): IndexHits {
  if (parts.length === 1) return parts[0] as IndexHits;
  const length = parts.reduce((sum, part) => sum + part.indexes.length, 0);
  const joined = { indexes: new Int32Array(length), scores: new Float64Array(length) };
  let offset = 0;
  for (const part of parts) {
    joined.indexes.set(part.indexes, offset);
    joined.scores.set(part.scores, offset);
    offset += part.indexes.length;
  }
  return joined;
}

export interface SegmentHits<Entry extends PaletteEntry> {
  index: SearchIndex<Entry>;
  hits: IndexHits;
}

/**
 * The best `limit` hits over several indexes, best first; ties keep segment then index order, as rank() over the
 * indexes' entries one after the other would. Counts the buckets first so that only `limit` entries are collected.
 */
export function topEntries<Entry extends PaletteEntry>(results: readonly SegmentHits<Entry>[], limit: number): Entry[] {
  const counts = new Int32Array(MAX_SCORE_BUCKETS);
  for (const { hits } of results) {
    for (let position = 0; position < hits.scores.length; position += 1) {
      const bucket = bucketOf(hits.scores[position] as number);
      counts[bucket] = (counts[bucket] as number) + 1;
    }
  }
  let threshold = 0;
  let above = 0;
  for (let bucket = MAX_SCORE_BUCKETS - 1; bucket > 0; bucket -= 1) {
    const inBucket = counts[bucket] as number;
    if (above + inBucket >= limit) {
      threshold = bucket;
      break;
    }
    above += inBucket;
  }
  let roomAtThreshold = limit - above;
  const buckets: Entry[][] = [];
  for (const { index, hits } of results) {
    for (let position = 0; position < hits.indexes.length; position += 1) {
      const bucket = bucketOf(hits.scores[position] as number);
      if (bucket < threshold || (bucket === threshold && roomAtThreshold <= 0)) continue;
      if (bucket === threshold) roomAtThreshold -= 1;
      (buckets[bucket] ??= []).push(index.entryAt(hits.indexes[position] as number));
    }
  }
  const ranked: Entry[] = [];
  for (let bucket = buckets.length - 1; bucket >= 0; bucket -= 1) {
    for (const entry of buckets[bucket] ?? []) ranked.push(entry);
  }
  return ranked.slice(0, limit);
}
