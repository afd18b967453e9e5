// The search index of a list's rows, built once per rows array, in slices that yield to the browser so indexing
// never makes a long task. The list stores replace the array on every change but keep the unchanged row objects:
// a row already in the last index has its text copied from there, so after editing one device of 100000 only
// one entry is made again. Entries themselves are made only for the results shown.
import type { PaletteEntry } from './ranking';
import { createSearchIndexBuilder, searchableAt, searchableOf, type SearchIndex } from './searchIndex';

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
const ROWS_BETWEEN_CLOCK_READS = 256;

interface Scheduler { yield(): Promise<void> }

/** `scheduler.yield()` where the browser has it (the rest keeps its priority), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
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
    const made = new Map<number, Entry>();
    const built = builder.finish((position) => {
      let entry = made.get(position);
      if (entry === undefined) {
        entry = toEntry(rows[position] as Row);
        made.set(position, entry);
      }
      return entry;
    });
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
