// Ranking per keystroke without rescanning the index: when the query only grows ("ab" → "abc", "ab" → "ab c"),
// every entry matching the new query matched the old one, so only the old hits are searched again. A large
// search can run in slices that yield to the browser (searchSliced), so that no keystroke makes a long task.
// Queries are compared folded, as the index holds its text: "sao" then "sao " narrows, and so does "São" after "sa".
import { foldText } from '../../contract/fold';
import type { PaletteEntry } from './ranking';
import { wordsOf } from './ranking';
import { concatHits, searchIndex, topEntries, type IndexHits, type SearchIndex } from './searchIndex';

export interface SearchResult<Entry extends PaletteEntry> {
  /** the best `limit` entries, best first */
  ranked: Entry[];
  /** how many entries matched in all */
  total: number;
}

export interface SliceOptions {
  /** how long a slice may run before yielding, in ms */
  sliceMs?: number;
  yieldToMain(): Promise<void>;
  /** an abandoned search stops at its next slice; its result is undefined */
  signal?: AbortSignal;
}

export interface NarrowingSearch<Entry extends PaletteEntry> {
  /** ranks the indexes' entries for `text`; narrows the previous hits when the indexes are the same and `text` extends the last */
  search(indexes: readonly SearchIndex<Entry>[], text: string, limit: number): SearchResult<Entry>;
  /** the same, in slices; undefined when aborted */
  searchSliced(indexes: readonly SearchIndex<Entry>[], text: string, limit: number, options: SliceOptions): Promise<SearchResult<Entry> | undefined>;
  /** how many entries a search for `text` would go through: a cue for searching in slices */
  workFor(indexes: readonly SearchIndex<Entry>[], text: string): number;
}

/** Entries (or candidates) searched between two looks at the clock. */
const CHUNK = 4096;
const SLICE_MS = 6;

const sameIndexes = <Entry extends PaletteEntry>(a: readonly SearchIndex<Entry>[], b: readonly SearchIndex<Entry>[]) =>
  a.length === b.length && a.every((index, position) => index === b[position]);

export function createNarrowingSearch<Entry extends PaletteEntry>(): NarrowingSearch<Entry> {
  let last: { indexes: readonly SearchIndex<Entry>[]; folded: string; limit: number; hits: IndexHits[]; result: SearchResult<Entry> } | null = null;

  function plan(indexes: readonly SearchIndex<Entry>[], text: string) {
    const folded = foldText(text);
    const same = last !== null && sameIndexes(last.indexes, indexes);
    // Each old token is then a substring of a new token, so a new match holds every old token.
    const previous = last && same && folded.startsWith(last.folded) ? last.hits : null;
    return { folded, same, candidates: indexes.map((_, position) => previous?.[position]?.indexes ?? null) };
  }

  /** Searches chunk by chunk, yielding after each one; the caller decides whether to pause there. */
  function* steps(indexes: readonly SearchIndex<Entry>[], text: string, limit: number): Generator<void, SearchResult<Entry>> {
    const { folded, same, candidates } = plan(indexes, text);
    if (last && same && last.limit === limit && last.folded === folded) return last.result;
    const tokens = wordsOf(folded);
    const hits: IndexHits[] = [];
    for (const [position, index] of indexes.entries()) {
      const within = candidates[position] ?? null;
      const size = within ? within.length : index.size;
      const parts: IndexHits[] = [];
      for (let from = 0; from < size || parts.length === 0; from += CHUNK) {
        parts.push(searchIndex(index, tokens, within, from, Math.min(size, from + CHUNK)));
        yield;
      }
      hits.push(concatHits(parts));
    }
    const result = {
      ranked: topEntries(indexes.map((index, position) => ({ index, hits: hits[position] as IndexHits })), limit),
      total: hits.reduce((sum, segment) => sum + segment.indexes.length, 0),
    };
    last = { indexes, folded, limit, hits, result };
    return result;
  }

  return {
    search(indexes, text, limit) {
      const run = steps(indexes, text, limit);
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
      }
    },
    async searchSliced(indexes, text, limit, { sliceMs = SLICE_MS, yieldToMain, signal }) {
      const run = steps(indexes, text, limit);
      let sliceStart = performance.now();
      for (;;) {
        const step = run.next();
        if (step.done) return step.value;
        if (performance.now() - sliceStart > sliceMs) {
          await yieldToMain();
          if (signal?.aborted) return undefined;
          sliceStart = performance.now();
        }
      }
    },
    workFor(indexes, text) {
      const { candidates } = plan(indexes, text);
      return indexes.reduce((sum, index, position) => sum + (candidates[position]?.length ?? index.size), 0);
    },
  };
}
