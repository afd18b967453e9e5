// @vitest-environment happy-dom
// The pure parts of the table: sorting and searching, stored settings, and the per-row store.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRows, searchTextOf, sortedOrder } from '../../src/app/table/rowModel';
import { RowStore } from '../../src/app/table/rowStore';
import { selectAllMatching, toggle } from '../../src/app/table/selection';
import { loadSettings, saveSettings, settingsKey } from '../../src/app/table/tableSettings';
import type { Column } from '../../src/app/table/types';

interface Item {
  id: number;
  name: string;
  city: string | null;
  size: number | null;
}

const columns: Column<Item>[] = [
  { id: 'name', title: 'app.name', value: (row) => row.name },
  { id: 'city', title: 'app.name', value: (row) => row.city },
  { id: 'size', title: 'app.name', value: (row) => row.size },
];
const nameColumn = columns[0] as Column<Item>;
const sizeColumn = columns[2] as Column<Item>;

const items: Item[] = [
  { id: 1, name: 'Óscar', city: 'São Paulo', size: 10 },
  { id: 2, name: 'ana', city: 'Lisboa', size: null },
  { id: 3, name: 'Bruno', city: null, size: 2 },
  { id: 4, name: 'bruno', city: 'Porto', size: 2 },
];

const idsOf = (order: ArrayLike<number>) => Array.from(order, (index) => items[index]?.id);

describe('sorting and searching', () => {
  it('folds the search text of each row as the product folds every search (src/contract/fold.ts)', () => {
    expect(searchTextOf(items, [nameColumn, columns[1] as Column<Item>])[0]).toBe('oscar\nsao paulo\n');
    expect(searchTextOf([{ id: 9, name: 'STRAẞE İzmir', city: null, size: null }], [nameColumn])).toEqual(['strasse izmir\n']);
  });

  it('sorts ignoring case and accents, ties in list order, empty values last both ways', () => {
    expect(idsOf(sortedOrder(items, nameColumn, 'asc'))).toEqual([2, 3, 4, 1]);
    expect(idsOf(sortedOrder(items, nameColumn, 'desc'))).toEqual([1, 3, 4, 2]);
    expect(idsOf(sortedOrder(items, sizeColumn, 'asc'))).toEqual([3, 4, 1, 2]);
    expect(idsOf(sortedOrder(items, sizeColumn, 'desc'))).toEqual([1, 3, 4, 2]);
  });

  it('sorts numbers as numbers', () => {
    const numbers = [{ id: 1, name: '', city: null, size: 10 }, { id: 2, name: '', city: null, size: 9 }];
    expect(Array.from(sortedOrder(numbers, sizeColumn, 'asc'))).toEqual([1, 0]);
  });

  it('computes sort keys and search text once per rows array', () => {
    const value = vi.fn((row: Item) => row.name);
    const counted: Column<Item> = { id: 'counted', title: 'app.name', value };
    const rows = [...items];
    sortedOrder(rows, counted, 'asc');
    sortedOrder(rows, counted, 'desc');
    expect(value).toHaveBeenCalledTimes(rows.length);
    expect(searchTextOf(rows, [counted])).toBe(searchTextOf(rows, [counted]));
    expect(value).toHaveBeenCalledTimes(rows.length * 2);
    // a new array (a reload) is a new cache
    sortedOrder([...rows], counted, 'asc');
    expect(value).toHaveBeenCalledTimes(rows.length * 3);
  });

  it('searches only the chosen fields, every word, ignoring accents', () => {
    const sort = { column: 'name', direction: 'asc' } as const;
    expect(matchRows(items, columns, sort, ['name'], 'bru').ids).toEqual([3, 4]);
    expect(matchRows(items, columns, sort, ['name'], 'porto').ids).toEqual([]);
    expect(matchRows(items, columns, sort, ['name', 'city'], 'porto').ids).toEqual([4]);
    expect(matchRows(items, columns, sort, ['name', 'city'], 'sao oscar').ids).toEqual([1]);
    // accented queries find unaccented text, decomposed input finds precomposed text
    expect(matchRows(items, columns, sort, ['name'], 'BRÚNO').ids).toEqual([3, 4]);
    expect(matchRows(items, columns, sort, ['city'], 'Sa\u0303o').ids).toEqual([1]);
    expect(matchRows(items, columns, sort, ['name'], '   ').ids).toEqual([2, 3, 4, 1]);
  });

  it('looks positions up by id and keeps only the selected rows on request', () => {
    const matching = matchRows(items, columns, { column: 'name', direction: 'asc' }, ['name'], '');
    expect(matching.positionOf(4)).toBe(2);
    expect(matching.positionOf(99)).toBe(-1);
    expect(matching.rowAt(0)?.name).toBe('ana');
    expect(matching.onlySelected(toggle(selectAllMatching(), 2)).ids).toEqual([3, 4, 1]);
  });
});

describe('stored table settings', () => {
  const defaults = { columnIds: ['name', 'city', 'size'], visible: ['name', 'city'], sort: { column: 'name', direction: 'asc' } as const, searchFields: ['name'] };
  afterEach(() => localStorage.clear());

  it('gives the defaults when nothing is stored, and "all" rows per page', () => {
    expect(loadSettings('t', defaults)).toEqual({ visible: ['name', 'city'], sort: { column: 'name', direction: 'asc' }, searchFields: ['name'], pageSize: 'all' });
  });

  it('round-trips what was saved', () => {
    const settings = { visible: ['size'], sort: { column: 'size', direction: 'desc' } as const, searchFields: ['city', 'name'], pageSize: 50 as const };
    saveSettings('t', settings);
    expect(JSON.parse(localStorage.getItem('kitroom.table.t') ?? '')).toEqual(settings);
    expect(loadSettings('t', defaults)).toEqual({ ...settings, searchFields: ['name', 'city'] });
  });

  it('ignores corrupt JSON, unknown columns and bad values', () => {
    localStorage.setItem(settingsKey('t'), '{not json');
    expect(loadSettings('t', defaults).visible).toEqual(['name', 'city']);
    localStorage.setItem(settingsKey('t'), JSON.stringify({ visible: ['gone', 'size'], sort: { column: 'gone', direction: 'asc' }, searchFields: 'name', pageSize: 7 }));
    expect(loadSettings('t', defaults)).toEqual({ visible: ['size'], sort: { column: 'name', direction: 'asc' }, searchFields: ['name'], pageSize: 'all' });
    localStorage.setItem(settingsKey('t'), JSON.stringify({ visible: ['gone'], sort: { column: 'size', direction: 'up' } }));
    expect(loadSettings('t', defaults)).toMatchObject({ visible: ['name', 'city'], sort: { column: 'name', direction: 'asc' } });
    localStorage.setItem(settingsKey('t'), JSON.stringify([1, 2]));
    expect(loadSettings('t', defaults).visible).toEqual(['name', 'city']);
  });
});

describe('the per-row store', () => {
  it('notifies only the rows whose own flag changed', () => {
    const store = new RowStore();
    const heard = new Map<number, number>();
    for (const id of [1, 2, 3]) store.subscribeRow(id, () => heard.set(id, (heard.get(id) ?? 0) + 1));
    store.setSelection(toggle(store.selection(), 2));
    expect([...heard]).toEqual([[2, 1]]);
    heard.clear();
    // row 2 was already selected: select-all changes rows 1 and 3 only
    store.setSelection(selectAllMatching());
    expect([...heard].sort()).toEqual([[1, 1], [3, 1]]);
    heard.clear();
    store.setCursor(3);
    store.setCursor(1);
    expect([...heard].sort()).toEqual([[1, 1], [3, 2]]);
    heard.clear();
    store.setRowState([2, 42], { kind: 'loading' });
    expect([...heard]).toEqual([[2, 1]]);
    expect(store.rowState(2)).toEqual({ kind: 'loading' });
  });

  it('tells table-wide listeners about every change, and stops when unsubscribed', () => {
    const store = new RowStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setSelection(selectAllMatching());
    store.setCursor(1);
    store.setRowState([1], null);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    store.setCursor(2);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
