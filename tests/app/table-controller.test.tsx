// @vitest-environment happy-dom
// The TableController a table registers while mounted: cursor, extension, toggles and ranges, select-all,
// clear, selected ids against the filter, pages, search focus, refresh and the row action.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeTable, subscribeActiveTable } from '../../src/app/table/activeTable';
import { DataTable } from '../../src/app/table/DataTable';
import { TABLE_METRICS } from '../../src/app/table/tableMetrics';
import { EMPTY_SELECTION } from '../../src/app/table/selection';
import type { Column, DataTableProps } from '../../src/app/table/types';
import { activeController, cleanup, click, type Device, deviceColumns, deviceTableProps, gridIn, makeDevices, render, rowsIn, typeInto } from './tableHarness';

const SIXTY = makeDevices(60);
const HUNDRED_THOUSAND = makeDevices(100000);

const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ rows: SIXTY, ...overrides });

const table = activeController;

const selectedIdsSorted = () => table().selectedIds().sort((a, b) => b - a);
const rowById = (container: HTMLElement, id: number) => rowsIn(container).find((row) => row.id.endsWith(`-row-${id}`)) as HTMLElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the active table', () => {
  it('registers on mount and unregisters on unmount, without clearing a newer table', () => {
    const first = render(<DataTable {...props()} />);
    const firstController = activeTable();
    expect(firstController?.id).toBe('devices');
    const second = render(<DataTable {...props({ id: 'spaces' })} />);
    expect(activeTable()?.id).toBe('spaces');
    first.unmount();
    expect(activeTable()?.id).toBe('spaces');
    second.unmount();
    expect(activeTable()).toBeNull();
  });

  it('tells subscribers when the selection or the cursor changes', () => {
    render(<DataTable {...props()} />);
    const listener = vi.fn();
    const stop = subscribeActiveTable(listener);
    table().moveCursor(1);
    table().selectAllMatching();
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(2);
    stop();
  });
});

describe('the cursor', () => {
  it('moves, stays within the rows, and is the grid’s outlined active descendant', () => {
    const { container } = render(<DataTable {...props()} />);
    expect(table().focusedId()).toBeNull();
    // the grid taking the keyboard puts the cursor on the first row in view
    act(() => gridIn(container).focus());
    expect(table().focusedId()).toBe(60);
    table().moveCursor(1);
    expect(table().focusedId()).toBe(59);
    table().moveCursor(-1);
    expect(table().focusedId()).toBe(60);
    table().moveCursor(1);
    expect(table().focusedId()).toBe(59);
    expect(gridIn(container).getAttribute('aria-activedescendant')).toBe(rowById(container, 59).id);
    expect(rowById(container, 59).classList.contains('is-cursor')).toBe(true);
    expect(rowById(container, 60).classList.contains('is-cursor')).toBe(false);
    table().moveCursor(-10);
    expect(table().focusedId()).toBe(60);
    table().moveCursorTo('last');
    expect(table().focusedId()).toBe(1);
    table().moveCursor(5);
    expect(table().focusedId()).toBe(1);
    table().moveCursorTo('first');
    expect(table().focusedId()).toBe(60);
  });

  it('scrolls far rows into view: the cursor row is rendered after a jump', () => {
    // the density unless chosen
    const compact = TABLE_METRICS.compact;
    // happy-dom has no layout: give grids a size, and fire the scroll event a browser would
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? compact.headHeight + compact.rowHeight * 100000 : 0;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? 600 : 0;
    });
    try {
      const { container } = render(<DataTable {...props({ rows: HUNDRED_THOUSAND, initialHeight: 600 })} />);
      const grid = gridIn(container);
      table().moveCursorTo('last');
      expect(table().focusedId()).toBe(1);
      expect(grid.scrollTop).toBeGreaterThan(compact.rowHeight * 99000);
      act(() => {
        grid.dispatchEvent(new Event('scroll'));
      });
      expect(rowById(container, 1)).toBeTruthy();
      expect(grid.getAttribute('aria-activedescendant')).toBe(rowById(container, 1).id);
      expect(rowsIn(container).length).toBeLessThan(40);
      table().moveCursorTo('first');
      expect(grid.scrollTop).toBe(0);
    } finally {
      heights.mockRestore();
      client.mockRestore();
    }
  });

  it('extends the selection from the anchor, and shrinks it moving back', () => {
    render(<DataTable {...props()} />);
    table().moveCursor(1);
    table().moveCursor(1, { extend: true });
    table().moveCursor(1, { extend: true });
    expect(selectedIdsSorted()).toEqual([60, 59, 58]);
    table().moveCursor(-1, { extend: true });
    expect(selectedIdsSorted()).toEqual([60, 59]);
    table().moveCursor(-2, { extend: true });
    expect(table().focusedId()).toBe(60);
    expect(selectedIdsSorted()).toEqual([60]);
  });
});

describe('toggling and ranges', () => {
  it('toggles the cursor row, and selects the range from the last toggled row', () => {
    const { container } = render(<DataTable {...props()} />);
    table().toggleFocused();
    expect(table().selectedCount()).toBe(0);
    table().moveCursor(1);
    table().toggleFocused();
    expect(selectedIdsSorted()).toEqual([60]);
    expect(rowById(container, 60).getAttribute('aria-selected')).toBe('true');
    table().moveCursor(3);
    table().toggleFocused({ range: true });
    expect(selectedIdsSorted()).toEqual([60, 59, 58, 57]);
    table().toggleFocused();
    expect(selectedIdsSorted()).toEqual([60, 59, 58]);
  });

  it('toggles by checkbox, and Shift+click selects the range from the anchor', () => {
    const { container } = render(<DataTable {...props()} />);
    click(rowById(container, 55).querySelector('input') as HTMLInputElement);
    click(rowById(container, 52).querySelector('input') as HTMLInputElement, { shiftKey: true });
    expect(selectedIdsSorted()).toEqual([55, 54, 53, 52]);
    expect(table().focusedId()).toBe(52);
    expect(document.activeElement).toBe(gridIn(container));
    click(rowById(container, 54).querySelector('input') as HTMLInputElement);
    expect(selectedIdsSorted()).toEqual([55, 53, 52]);
  });
});

describe('select all and clear', () => {
  it('selects all 100000 matching rows as a rule, without re-rendering cells', () => {
    let cellRenders = 0;
    const counted: Column<Device>[] = [
      { id: 'name', title: 'nav.devices', value: (row) => row.name, render: (row) => { cellRenders += 1; return row.name; } },
      ...deviceColumns.slice(1),
    ];
    const { container } = render(<DataTable {...props({ rows: HUNDRED_THOUSAND, columns: counted, defaultVisible: ['name'], initialHeight: 600 })} />);
    const rendered = cellRenders;
    table().selectAllMatching();
    const rule = table().selection();
    expect(rule.mode).toBe('allMatching');
    expect(rule.mode === 'allMatching' && rule.except.size).toBe(0);
    expect(table().selectedCount()).toBe(100000);
    expect(rowsIn(container).every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
    expect(cellRenders).toBe(rendered);
    expect(container.querySelector('.kr-table-selected')?.textContent).toBe('All 100,000 matching selected');

    table().moveCursor(1);
    table().toggleFocused();
    expect(table().selectedCount()).toBe(99999);
    expect(table().selectedIds()).toHaveLength(99999);
    expect(container.querySelector('.kr-table-selected')?.textContent).toBe('99,999 selected');

    table().clearSelection();
    expect(table().selectedCount()).toBe(0);
    expect(rowsIn(container).some((row) => row.getAttribute('aria-selected') === 'true')).toBe(false);
    expect(cellRenders).toBe(rendered);
  });

  it('resolves the selected ids against the current search', () => {
    const { container } = render(<DataTable {...props()} />);
    table().selectAllMatching();
    typeInto(container.querySelector('input[type="search"]') as HTMLInputElement, 'gate');
    expect(table().selectedCount()).toBe(20);
    expect(table().selectedIds()).toHaveLength(20);
    expect(table().selectedIds().every((id) => id % 3 === 2)).toBe(true);
    // chosen ids stay chosen while a search hides them
    table().setSelection({ mode: 'ids', ids: new Set([1, 2]) });
    expect(table().selectedIds().sort()).toEqual([1, 2]);
    table().setSelection(EMPTY_SELECTION);
    expect(table().selectedCount()).toBe(0);
  });

  it('forgets deleted rows from the selection', () => {
    const view = render(<DataTable {...props()} />);
    table().setSelection({ mode: 'ids', ids: new Set([1, 2, 500]) });
    view.rerender(<DataTable {...props({ rows: SIXTY.filter((row) => row.id !== 2) })} />);
    expect(table().selectedIds().sort()).toEqual([1, 500]);
  });
});

describe('the rest of the controller', () => {
  it('shows only the selected rows, focuses the search, refreshes and opens the row', () => {
    const onRefresh = vi.fn();
    const onOpenRow = vi.fn();
    const { container } = render(<DataTable {...props({ onRefresh, onOpenRow, rowActionLabel: 'help.close' })} />);
    table().moveCursor(1);
    table().toggleFocused();
    table().toggleOnlySelected();
    expect(rowsIn(container)).toHaveLength(1);
    table().toggleOnlySelected();
    expect(rowsIn(container)).toHaveLength(60);

    table().focusSearch();
    expect(document.activeElement).toBe(container.querySelector('input[type="search"]'));
    table().refresh();
    expect(onRefresh).toHaveBeenCalledTimes(1);

    table().openFocused();
    expect(onOpenRow).toHaveBeenLastCalledWith(SIXTY[59]);
    const actionButton = rowById(container, 58).querySelector('button') as HTMLButtonElement;
    // an icon button, named for screen readers, its tooltip the action and its key; its icon drawn on the cursor row
    expect(actionButton.textContent).toBe('');
    expect(actionButton.querySelector('svg')).toBeNull();
    expect(rowById(container, 60).querySelector('button svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(actionButton.getAttribute('aria-label')).toBe('Close: Device 0058');
    expect(actionButton.title).toBe('Close (Enter)');
    click(actionButton);
    expect(onOpenRow).toHaveBeenLastCalledWith(SIXTY[57]);
    act(() => {
      rowById(container, 50).querySelector('[role="gridcell"]:nth-child(2)')?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    expect(onOpenRow).toHaveBeenLastCalledWith(SIXTY[49]);
    expect(table().focusedId()).toBe(50);
  });

  it('turns pages, and the cursor follows across page boundaries', () => {
    localStorage.setItem('kitroom.table.devices', JSON.stringify({ pageSize: 25 }));
    const { container } = render(<DataTable {...props()} />);
    expect(rowsIn(container)).toHaveLength(25);
    table().nextPage();
    expect(container.textContent).toContain('Page 2 of 3');
    expect(table().focusedId()).toBe(35);
    table().previousPage();
    expect(table().focusedId()).toBe(60);
    table().moveCursor(24);
    expect(table().focusedId()).toBe(36);
    table().moveCursor(1);
    expect(container.textContent).toContain('Page 2 of 3');
    expect(table().focusedId()).toBe(35);
    table().moveCursorTo('last');
    expect(container.textContent).toContain('Page 3 of 3');
    table().nextPage();
    expect(container.textContent).toContain('Page 3 of 3');
  });
});
