// @vitest-environment happy-dom
// Issue 13's keyboard and selection points on the table itself: what commands act on (the selection, else the
// cursor row with its name), selected rows the search hides (counted, said), the cursor moved a page at a time
// and kept on a row in view when the grid scrolls, Enter in the search putting the cursor on the first match, and
// arrows through the Columns and Search-in checklists.
import { NOTHING_HIDDEN } from '../../src/app/table/hiddenTargets';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../src/app/state/settings';
import { DataTable } from '../../src/app/table/DataTable';
import { TABLE_METRICS } from '../../src/app/table/tableMetrics';
import type { DataTableProps } from '../../src/app/table/types';
import { activeController, buttonNamed, cleanup, type Device, deviceTableProps, gridIn, makeDevices, press, render, typeInto } from './tableHarness';

const SIXTY = makeDevices(60);

const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ rows: SIXTY, ...overrides });

const table = activeController;

const searchIn = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const counts = (container: HTMLElement) => container.querySelector('.kr-table-counts')?.textContent ?? '';

/** happy-dom has no layout: a grid 40 px of header and `rows` rows of 36 px high. */
/** the rows' and header's heights at the density in effect (compact unless a test chose) */
const metrics = () => TABLE_METRICS[settings.density];

/** A grid showing `rows` whole rows: its height, as measured and as first assumed (`initialHeight`). */
function gridOfRows(rows: number) {
  const { headHeight, rowHeight } = metrics();
  const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'grid' ? headHeight + rowHeight * rows : 0;
  });
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'grid' ? headHeight + rowHeight * 60 : 0;
  });
  return () => {
    client.mockRestore();
    scroll.mockRestore();
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('what commands act on', () => {
  it('is nothing without a selection or a cursor, the cursor row by name with nothing selected, else the selection', () => {
    render(<DataTable {...props({ rowName: (row) => `${row.name} (${row.model})` })} />);
    expect(table().targets()).toEqual({ ids: [], source: 'none', name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN });
    table().moveCursor(1);
    expect(table().targets()).toEqual({ ids: [60], source: 'cursor', name: 'Device 0060 (Kiosk)', hidden: 0, hiddenBy: NOTHING_HIDDEN });
    table().toggleFocused();
    table().moveCursor(2);
    table().toggleFocused();
    // the cursor (on 58) does not join a selection: the selection is what is acted on
    table().moveCursor(1);
    expect(table().targets()).toMatchObject({ source: 'selection', name: null, hidden: 0 });
    expect([...table().targets().ids].sort((a, b) => b - a)).toEqual([60, 58]);
    table().selectAllMatching();
    expect(table().targets().ids).toHaveLength(60);
  });

  it('counts the selected rows the search hides, in the targets and beside the selection count', () => {
    const { container } = render(<DataTable {...props()} />);
    // Device 0060 and Device 0059
    table().moveCursor(1);
    table().toggleFocused();
    table().moveCursor(1);
    table().toggleFocused();
    expect(counts(container)).toContain('2 selected');
    expect(counts(container)).not.toContain('hidden');
    typeInto(searchIn(container), 'Device 0060');
    expect(counts(container)).toContain('2 selected');
    expect(counts(container)).toContain('(1 hidden by the search)');
    expect(table().targets()).toMatchObject({ source: 'selection', hidden: 1, hiddenBy: { ...NOTHING_HIDDEN, search: 1 } });
    expect([...table().targets().ids].sort()).toEqual([59, 60]);
    typeInto(searchIn(container), '');
    expect(counts(container)).not.toContain('hidden');
    expect(table().targets().hidden).toBe(0);
  });
});

describe('why selected rows are not shown', () => {
  it('blames the list’s filters, not the search, for selected rows the list it was given leaves out', async () => {
    const { hiddenTargets } = await import('../../src/app/table/hiddenTargets');
    const { matchRows } = await import('../../src/app/table/rowModel');
    const columns = props().columns;
    // a list that leaves rows out gives the table every row but 60; the search keeps Device 0058 only
    const filtered = SIXTY.filter((device) => device.id !== 60);
    const unsearched = matchRows(filtered, columns, { column: '', direction: 'asc' }, ['name'], '');
    const searched = matchRows(filtered, columns, { column: '', direction: 'asc' }, ['name'], 'Device 0058');
    expect(hiddenTargets([58, 59, 60], { searched: unsearched, query: '', server: false })).toEqual({ ...NOTHING_HIDDEN, filters: 1 });
    expect(hiddenTargets([58, 59, 60], { searched, query: 'Device 0058', server: false })).toEqual({ ...NOTHING_HIDDEN, search: 1, filters: 1 });
  });

  it('says "on other pages" for a server’s list without a search, and "not on this page" until the server says which with one', async () => {
    const { hiddenTargets, resolveNotOnThisPage } = await import('../../src/app/table/hiddenTargets');
    const { matchRows } = await import('../../src/app/table/rowModel');
    // the page on screen holds 41…60
    const page = matchRows(SIXTY.slice(40), [], { column: '', direction: 'asc' }, [], '');
    expect(hiddenTargets([1, 2, 59], { searched: page, query: '', server: true })).toEqual({ ...NOTHING_HIDDEN, otherPages: 2 });
    expect(hiddenTargets([1, 2, 59], { searched: page, query: 'kiosk', server: true })).toEqual({ ...NOTHING_HIDDEN, notOnThisPage: 2 });
    // the server's ids matching the search: 1 matches (another page of it), 2 does not (hidden by the search)
    expect(resolveNotOnThisPage([1, 2], [1, 59, 60])).toEqual({ ...NOTHING_HIDDEN, otherPages: 1, search: 1 });
  });
});

describe('the cursor and the page', () => {
  it('moves a page of rows at a time with the rows the grid shows, within the list', () => {
    const restore = gridOfRows(10);
    try {
      const { container } = render(<DataTable {...props({ initialHeight: metrics().headHeight + 10 * metrics().rowHeight })} />);
      act(() => gridIn(container).focus());
      expect(table().focusedId()).toBe(60);
      // 10 rows in view: a page is 9 rows, so the last row of the page before stays in view
      table().moveCursorByPage(1);
      expect(table().focusedId()).toBe(51);
      table().moveCursorByPage(1);
      expect(table().focusedId()).toBe(42);
      table().moveCursorByPage(-1);
      expect(table().focusedId()).toBe(51);
      for (let page = 0; page < 10; page += 1) table().moveCursorByPage(1);
      expect(table().focusedId()).toBe(1);
      for (let page = 0; page < 10; page += 1) table().moveCursorByPage(-1);
      expect(table().focusedId()).toBe(60);
    } finally {
      restore();
    }
  });

  it('keeps the cursor on a row in view when the grid scrolls by itself, so x never selects an unseen row', () => {
    const restore = gridOfRows(10);
    try {
      const { container } = render(<DataTable {...props({ initialHeight: metrics().headHeight + 10 * metrics().rowHeight })} />);
      const grid = gridIn(container);
      act(() => grid.focus());
      expect(table().focusedId()).toBe(60);
      // scrolled down 20 rows (a wheel, the scrollbar): the cursor comes to the first row wholly shown
      act(() => {
        grid.scrollTop = 20 * metrics().rowHeight;
        grid.dispatchEvent(new Event('scroll'));
      });
      expect(table().focusedId()).toBe(40);
      table().toggleFocused();
      expect(table().selectedIds()).toEqual([40]);
      // half a row further: row 20 is cut at the top, so the cursor goes to row 21
      act(() => {
        grid.scrollTop = 20 * metrics().rowHeight + metrics().rowHeight / 2;
        grid.dispatchEvent(new Event('scroll'));
      });
      expect(table().focusedId()).toBe(39);
      // scrolled back up: the cursor comes to the last row wholly shown
      act(() => {
        grid.scrollTop = 0;
        grid.dispatchEvent(new Event('scroll'));
      });
      expect(table().focusedId()).toBe(51);
    } finally {
      restore();
    }
  });
});

describe('the search', () => {
  it('puts the cursor on the first match and the keyboard on the grid with Enter, wherever the cursor was', () => {
    const { container } = render(<DataTable {...props()} />);
    table().moveCursorTo('last');
    expect(table().focusedId()).toBe(1);
    const search = searchIn(container);
    act(() => search.focus());
    typeInto(search, 'Kiosk');
    press(search, 'Enter');
    // Kiosk: devices 3, 6, …, 60; newest first
    expect(table().focusedId()).toBe(60);
    expect(document.activeElement).toBe(gridIn(container));
    expect(gridIn(container).getAttribute('aria-activedescendant')).toMatch(/-row-60$/);
  });
});

describe('the Columns and Search-in checklists', () => {
  it('move through their checkboxes with ↓, ↑, Home and End, and keep the arrows from the table', () => {
    const { container } = render(<DataTable {...props()} />);
    act(() => gridIn(container).focus());
    expect(table().focusedId()).toBe(60);
    const columns = buttonNamed(container, /^Columns/);
    act(() => columns.click());
    const boxes = () => [...container.querySelectorAll<HTMLInputElement>('.kr-menu-popup input')];
    const labelOf = (element: Element | null) => element?.closest('label')?.textContent;
    expect(document.activeElement).toBe(boxes()[0]);
    press(document.activeElement as Element, 'ArrowDown');
    expect(labelOf(document.activeElement)).toBe(labelOf(boxes()[1] ?? null));
    press(document.activeElement as Element, 'ArrowDown');
    press(document.activeElement as Element, 'ArrowUp');
    expect(document.activeElement).toBe(boxes()[1]);
    const end = press(document.activeElement as Element, 'End');
    expect(document.activeElement).toBe(boxes()[boxes().length - 1] ?? null);
    expect(end.defaultPrevented).toBe(true);
    press(document.activeElement as Element, 'Home');
    expect(document.activeElement).toBe(boxes()[0]);
    // the table's cursor did not move with the arrows
    expect(table().focusedId()).toBe(60);
  });
});
