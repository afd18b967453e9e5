// Keeping the rows a search's filters name, over whole lists of up to 100 000 rows: each field's value per row is
// read once per rows array (cached against its identity), then a keystroke costs one pass of set look-ups.
import { foldedWords, foldText } from '../../contract/fold';
import { isCoded, type FilterField } from './filterField';
import type { ParsedSearch, ResolvedFilter } from './filterVocabulary';

const keysByRows = new WeakMap<readonly object[], Map<object, ReadonlyArray<string | null>>>();

/** Each row's value of a field as the filters compare it: its code, its folded name, or null. */
export function rowKeysOf<Row>(rows: readonly Row[], field: FilterField<Row>): ReadonlyArray<string | null> {
  let byField = keysByRows.get(rows as readonly object[]);
  if (!byField) {
    byField = new Map();
    keysByRows.set(rows as readonly object[], byField);
  }
  let keys = byField.get(field);
  if (!keys) {
    const coded = isCoded(field.values);
    keys = rows.map((row) => {
      const value = field.valueOf(row);
      if (value === null || value === '') return null;
      return coded ? value : foldText(value);
    });
    byField.set(field, keys);
  }
  return keys;
}

/** The indices of `order` (rows in sort order) that every filter keeps; `order` itself when no filter has a value. */
export function keepFiltered<Row>(rows: readonly Row[], order: Int32Array | readonly number[], filters: readonly ResolvedFilter<Row>[]): Int32Array | readonly number[] {
  const active = filters.filter((filter) => filter.keys !== null);
  if (active.length === 0) return order;
  const tests = active.map((filter) => ({ keys: rowKeysOf(rows, filter.field), wanted: filter.keys as ReadonlySet<string | null>, negated: filter.negated }));
  const kept: number[] = [];
  for (const index of order) {
    let keep = true;
    for (const test of tests) {
      if (test.wanted.has(test.keys[index] ?? null) === test.negated) {
        keep = false;
        break;
      }
    }
    if (keep) kept.push(index);
  }
  return kept;
}

/**
 * What a parsed search keeps, as a key: two texts with the same key keep the same rows (`status:` and ``,
 * `status:miss` and `status:missing`), so the table answers the second from the first without a pass.
 */
export function searchKeyOf<Row>(parsed: ParsedSearch<Row>): string {
  const filters = parsed.filters
    .filter((filter) => filter.keys !== null)
    .map((filter) => `${filter.negated ? '-' : ''}${filter.field.key}=${[...(filter.keys ?? [])].map((key) => key ?? '\u0001').sort().join('\u0002')}`)
    .sort();
  return [foldedWords(parsed.words).join(' '), ...filters].join('\u0000');
}

/** Each field's values per row read ahead (when the browser is idle after rows come), so no keystroke pays it. */
export function readRowKeysAhead<Row>(rows: readonly Row[], fields: readonly FilterField<Row>[]): void {
  for (const field of fields) rowKeysOf(rows, field);
}
