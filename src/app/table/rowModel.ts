// Sorting and searching whole lists (up to 100000 rows) without work per keystroke beyond one pass:
// search text and sort keys are computed once per rows array and cached against its identity (and the
// locale, since a column's value may be a translated label). Accents and case do not matter when searching or
// sorting ("sao" finds "São"): both go through the product's one folding, foldText.
import { foldedWords, foldText, holdsEveryWord } from '../../contract/fold';
import { keepFiltered } from '../filters/filterRows';
import type { ResolvedFilter } from '../filters/filterVocabulary';
import { isSelected, type SelectionRule } from './selection';
import type { Column, SortState } from './types';

/** A column's sort keys: numbers when every value is a number, else folded text; null for empty. */
type SortKeys = { numeric: true; values: ReadonlyArray<number | null> } | { numeric: false; values: ReadonlyArray<string | null> };

function sortKeysOf<Row>(rows: readonly Row[], column: Column<Row>): SortKeys {
  const raw = rows.map((row) => column.value(row));
  if (raw.every((value) => value === null || value === '' || typeof value === 'number')) {
    return { numeric: true, values: raw.map((value) => (typeof value === 'number' && !Number.isNaN(value) ? value : null)) };
  }
  return { numeric: false, values: raw.map((value) => (value === null || value === '' ? null : foldText(String(value)))) };
}

/** Sorts the indices of rows with a key in place, with a comparator specialised to the keys' type. */
function sortFilled(keys: SortKeys, indices: number[], descending: boolean): void {
  const sign = descending ? -1 : 1;
  if (keys.numeric) {
    const values = keys.values as ReadonlyArray<number>;
    indices.sort((a, b) => sign * ((values[a] as number) - (values[b] as number)) || a - b);
    return;
  }
  const values = keys.values as ReadonlyArray<string>;
  indices.sort((a, b) => {
    const left = values[a] as string;
    const right = values[b] as string;
    return left < right ? -sign : left > right ? sign : a - b;
  });
}

interface RowsCache {
  searchText: Map<string, string[]>;
  sortKeys: Map<string, SortKeys>;
  order: Map<string, Int32Array>;
}

const caches = new WeakMap<readonly object[], RowsCache>();

function cacheFor(rows: readonly object[]): RowsCache {
  let cache = caches.get(rows);
  if (!cache) {
    cache = { searchText: new Map(), sortKeys: new Map(), order: new Map() };
    caches.set(rows, cache);
  }
  return cache;
}

/** One folded string per row holding the chosen fields, cached per rows and field set. */
export function searchTextOf<Row>(rows: readonly Row[], columns: readonly Column<Row>[], locale = ''): string[] {
  const cache = cacheFor(rows as readonly object[]);
  const key = [locale, ...columns.map((column) => column.id)].join('\u0000');
  let texts = cache.searchText.get(key);
  if (!texts) {
    texts = rows.map((row) => {
      let text = '';
      for (const column of columns) {
        const value = column.value(row);
        if (value !== null) text += `${foldText(String(value))}\n`;
      }
      return text;
    });
    cache.searchText.set(key, texts);
  }
  return texts;
}

/** Row indices in sort order; empty values last in both directions; ties keep the list's order. */
export function sortedOrder<Row>(rows: readonly Row[], column: Column<Row> | undefined, direction: SortState['direction'], locale = ''): Int32Array {
  const cache = cacheFor(rows as readonly object[]);
  const keysKey = `${column?.id ?? ''}\u0000${locale}`;
  const orderKey = `${keysKey}\u0000${direction}`;
  const cached = cache.order.get(orderKey);
  if (cached) return cached;
  let order: Int32Array;
  if (!column) {
    order = new Int32Array(rows.length);
    for (let index = 0; index < order.length; index += 1) order[index] = index;
  } else {
    let keys = cache.sortKeys.get(keysKey);
    if (!keys) {
      keys = sortKeysOf(rows, column);
      cache.sortKeys.set(keysKey, keys);
    }
    // empty values go last, in list order, whatever the direction
    const filled: number[] = [];
    const empty: number[] = [];
    keys.values.forEach((key, index) => (key === null ? empty : filled).push(index));
    sortFilled(keys, filled, direction === 'desc');
    order = Int32Array.from(filled.concat(empty));
  }
  cache.order.set(orderKey, order);
  return order;
}

/** Keeps the indices of `order` whose text holds every word of the query. */
export function filterByQuery(order: Int32Array | readonly number[], texts: readonly string[], query: string): readonly number[] | Int32Array {
  const words = foldedWords(query);
  if (words.length === 0) return order;
  const matching: number[] = [];
  for (const index of order) {
    if (holdsEveryWord(texts[index] ?? '', words)) matching.push(index);
  }
  return matching;
}

/** The filtered, sorted rows, with positions looked up by id (the lookup is built on first use). */
export class MatchingRows<Row extends { id: number }> {
  readonly ids: readonly number[];
  private positions: Map<number, number> | null = null;
  private listed: Set<number> | null = null;

  constructor(
    private readonly rows: readonly Row[],
    private readonly indices: Int32Array | readonly number[],
  ) {
    const ids = new Array<number>(indices.length);
    for (let position = 0; position < indices.length; position += 1) ids[position] = rows[indices[position] ?? 0]?.id ?? 0;
    this.ids = ids;
  }

  get count(): number {
    return this.ids.length;
  }

  rowAt(position: number): Row | undefined {
    const index = this.indices[position];
    return index === undefined ? undefined : this.rows[index];
  }

  /** the position of a row among the matching rows, -1 when it does not match */
  positionOf(id: number): number {
    if (!this.positions) {
      this.positions = new Map();
      this.ids.forEach((rowId, position) => this.positions?.set(rowId, position));
    }
    return this.positions.get(id) ?? -1;
  }

  /** whether the row is in the list at all, matching or not (a search hides it, rather than the list's filters) */
  isListed(id: number): boolean {
    if (!this.listed) this.listed = new Set(this.rows.map((row) => row.id));
    return this.listed.has(id);
  }

  /** only the selected rows, for "only selected" */
  onlySelected(rule: SelectionRule): MatchingRows<Row> {
    const kept: number[] = [];
    this.ids.forEach((id, position) => {
      if (isSelected(rule, id)) kept.push(this.indices[position] ?? 0);
    });
    return new MatchingRows(this.rows, kept);
  }
}

export function matchRows<Row extends { id: number }>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sort: SortState,
  searchFields: readonly string[],
  query: string,
  locale = '',
  filters: readonly ResolvedFilter<Row>[] = [],
): MatchingRows<Row> {
  const order = keepFiltered(rows, sortedOrder(rows, columns.find((column) => column.id === sort.column), sort.direction, locale), filters);
  if (query.trim() === '') return new MatchingRows(rows, order);
  const fields = columns.filter((column) => searchFields.includes(column.id));
  return new MatchingRows(rows, filterByQuery(order, searchTextOf(rows, fields, locale), query));
}
