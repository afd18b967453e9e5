// The search index of a list's rows, built once per rows array, in slices that yield to the browser so indexing
// never makes a long task. The list stores replace the array on every change but keep the unchanged row objects:
// a row already in the last index has its text copied from there, so after editing one device of 100000 only
// one entry is made again. A few rows changed, added or removed (a live change from elsewhere) patch the last
// index instead: runs of unchanged rows are copied as whole slices of its text, offsets shifted (measured at 100000
// devices and 10 changed rows: a build copying every row took about 350 ms, the patch a few ms). Entries themselves
// are made only for the results shown.
import type { PaletteEntry } from './ranking';
import { createSearchIndexBuilder, searchableAt, searchableOf, type Searchable, type SearchIndex } from './searchIndex';

export interface ListIndexer<Row extends object, Entry extends PaletteEntry> {
  /** the index of exactly this rows array, if already built */
  peek(rows: readonly Row[]): SearchIndex<Entry> | undefined;
  /** builds the index of this rows array in slices; concurrent calls for one array share the work */
  build(rows: readonly Row[]): Promise<SearchIndex<Entry>>;
}

export interface ListIndexerOptions {
  /** how long one slice may run before yielding, in ms */
  sliceMs?: number;
  yieldToMain?: () => Promise<void>;
}

const SLICE_MS = 8;
/** Above this share of rows not found in the last index, the index is built again rather than patched. */
const PATCH_SHARE = 1 / 8;
/** How far ahead in the last rows a row is looked for (rows deleted or replaced since shift it a little). */
const LOOK_AHEAD = 16;
const ROWS_BETWEEN_CLOCK_READS = 256;

interface Scheduler { yield(): Promise<void> }

/** `scheduler.yield()` where the browser has it (the rest keeps its priority), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where each row was in the last rows (its position, or -1 when new or changed), following the store's changes:
 * rows keep their order, new ones come first, some are replaced or dropped. Null when too many rows are new.
 */
function planPatch<Row>(previous: readonly Row[], rows: readonly Row[]): Int32Array | null {
  const plan = new Int32Array(rows.length);
  const limit = rows.length * PATCH_SHARE;
  let fresh = 0;
  let next = 0;
  for (let position = 0; position < rows.length; position += 1) {
    const row = rows[position];
    let found = -1;
    for (let ahead = next; ahead < Math.min(previous.length, next + LOOK_AHEAD); ahead += 1) {
      if (previous[ahead] === row) {
        found = ahead;
        break;
      }
    }
    plan[position] = found;
    if (found === -1) {
      fresh += 1;
      if (fresh > limit) return null;
    } else next = found + 1;
  }
  return plan;
}

/** The index of `rows` made from the last index and the plan: unchanged runs copied as slices of its text. */
function patchIndex<Entry extends PaletteEntry>(index: SearchIndex<Entry>, plan: Int32Array, searchableFor: (position: number) => Searchable, entryAt: (position: number) => Entry): SearchIndex<Entry> {
  const size = plan.length;
  const starts = new Int32Array(size + 1);
  const titleEnds = new Int32Array(size);
  let boosts: Float64Array | null = null;
  const pieces: string[] = [];
  let offset = 0;
  let position = 0;
  while (position < size) {
    const from = plan[position] as number;
    if (from === -1) {
      const searchable = searchableFor(position);
      starts[position] = offset;
      titleEnds[position] = offset + searchable.titleLength;
      if (searchable.boost) (boosts ??= new Float64Array(size))[position] = searchable.boost;
      pieces.push(searchable.haystack);
      offset += searchable.haystack.length + 1;
      position += 1;
      continue;
    }
    let end = position + 1;
    while (end < size && plan[end] === from + (end - position)) end += 1;
    const runLength = end - position;
    const shift = offset - (index.starts[from] as number);
    for (let step = 0; step < runLength; step += 1) {
      starts[position + step] = (index.starts[from + step] as number) + shift;
      titleEnds[position + step] = (index.titleEnds[from + step] as number) + shift;
    }
    if (index.boosts) {
      boosts ??= new Float64Array(size);
      boosts.set(index.boosts.subarray(from, from + runLength), position);
    }
    const textEnd = index.starts[from + runLength] as number;
    pieces.push(index.text.slice(index.starts[from] as number, textEnd - 1));
    offset += textEnd - (index.starts[from] as number);
    position = end;
  }
  starts[size] = offset;
  return { size, entryAt, text: pieces.join('\n'), starts, titleEnds, boosts };
}

export function createListIndexer<Row extends object, Entry extends PaletteEntry>(toEntry: (row: Row) => Entry, options: ListIndexerOptions = {}): ListIndexer<Row, Entry> {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const pause = options.yieldToMain ?? yieldToMain;
  const byRows = new WeakMap<readonly Row[], SearchIndex<Entry>>();
  const pending = new WeakMap<readonly Row[], Promise<SearchIndex<Entry>>>();
  let last: { rows: readonly Row[]; index: SearchIndex<Entry> } | null = null;

  async function buildSliced(rows: readonly Row[]): Promise<SearchIndex<Entry>> {
    let sliceStart = performance.now();
    // awaited only when due: an await per row would cost a microtask per row
    const due = (step: number) => step % ROWS_BETWEEN_CLOCK_READS === ROWS_BETWEEN_CLOCK_READS - 1 && performance.now() - sliceStart > sliceMs;
    const breathe = async () => {
      await pause();
      sliceStart = performance.now();
    };
    const previous = last;
    const made = new Map<number, Entry>();
    const entryAt = (position: number) => {
      let entry = made.get(position);
      if (entry === undefined) {
        entry = toEntry(rows[position] as Row);
        made.set(position, entry);
      }
      return entry;
    };
    const plan = previous ? planPatch(previous.rows, rows) : null;
    if (previous && plan) {
      const patched = patchIndex(previous.index, plan, (position) => searchableOf(entryAt(position)), entryAt);
      byRows.set(rows, patched);
      last = { rows, index: patched };
      return patched;
    }
    const positions = new Map<Row, number>();
    if (previous) {
      for (let position = 0; position < previous.rows.length; position += 1) {
        positions.set(previous.rows[position] as Row, position);
        if (due(position)) await breathe();
      }
    }
    const builder = createSearchIndexBuilder<Entry>(rows.length);
    for (let position = 0; position < rows.length; position += 1) {
      // the stores' arrays have no holes
      const row = rows[position] as Row;
      const before = positions.get(row);
      builder.add(previous && before !== undefined ? searchableAt(previous.index, before) : searchableOf(toEntry(row)));
      if (due(position)) await breathe();
    }
    const built = builder.finish(entryAt);
    byRows.set(rows, built);
    last = { rows, index: built };
    return built;
  }

  return {
    peek: (rows) => byRows.get(rows),
    build(rows) {
      const built = byRows.get(rows);
      if (built) return Promise.resolve(built);
      let promise = pending.get(rows);
      if (!promise) {
        promise = buildSliced(rows).finally(() => pending.delete(rows));
        pending.set(rows, promise);
      }
      return promise;
    },
  };
}
