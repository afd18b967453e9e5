// @vitest-environment happy-dom
// What the table renders: grid semantics, the virtual window, sort, search in chosen fields, "only selected",
// pages, the loading / error / empty states, and settings kept in localStorage.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/app/table/DataTable';
import type { DataTableProps } from '../../src/app/table/types';
import { buttonNamed, changeSelect, cleanup, click, type Device, deviceTableProps, gridIn, makeDevices, press, render, rowsIn, typeInto } from './tableHarness';

const HUNDRED_THOUSAND = makeDevices(100000);
const SIXTY = makeDevices(60);

const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ rows: SIXTY, defaultVisible: ['name', 'model', 'status', 'created'], ...overrides });

const headers = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="columnheader"]')];
const headerNamed = (container: HTMLElement, name: string) => headers(container).find((header) => header.textContent?.includes(name)) as HTMLElement;
const firstCells = (container: HTMLElement) => rowsIn(container).map((row) => row.querySelectorAll('[role="gridcell"]')[1]?.textContent);
const searchBox = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
const menuCheckbox = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLLabelElement>('.kr-menu-item')].find((item) => item.textContent === label)?.querySelector('input') as HTMLInputElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the data table', () => {
  it('is an ARIA grid: label, counts, sorted header, rows with index, selection and cells', () => {
    const { container } = render(<DataTable {...props()} />);
    const grid = gridIn(container);
    expect(grid.getAttribute('aria-label')).toBe('Devices');
    expect(grid.getAttribute('aria-rowcount')).toBe('61');
    expect(grid.getAttribute('aria-colcount')).toBe('6');
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    expect(grid.tabIndex).toBe(0);
    expect(headers(container).map((header) => header.getAttribute('aria-sort'))).toEqual([null, 'none', 'none', 'none', 'descending', null]);
    const [first] = rowsIn(container);
    expect(first?.getAttribute('aria-rowindex')).toBe('2');
    expect(first?.getAttribute('aria-selected')).toBe('false');
    expect(first?.querySelectorAll('[role="gridcell"]')).toHaveLength(6);
    expect(first?.querySelector('input[type="checkbox"]')?.getAttribute('aria-label')).toBe('Select Device 0060');
    expect(container.querySelector('.kr-table-counts')?.textContent).toContain('60 rows');
  });

  it('renders only a window of rows out of 100000, well under 1000 elements', () => {
    const { container } = render(<DataTable {...props({ rows: HUNDRED_THOUSAND, initialHeight: 600 })} />);
    const grid = gridIn(container);
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(rowsIn(container).length).toBeGreaterThan(10);
    expect(rowsIn(container).length).toBeLessThan(40);
    expect(grid.querySelectorAll('*').length).toBeLessThan(1000);
    expect(container.querySelectorAll('*').length).toBeLessThan(1000);
    expect(buttonNamed(container, 'Select all 100,000 matching')).toBeTruthy();
  });

  it('sorts by a header: ascending, then descending', () => {
    const { container } = render(<DataTable {...props()} />);
    click(headerNamed(container, 'Devices').querySelector('button') as HTMLButtonElement);
    expect(headerNamed(container, 'Devices').getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells(container).slice(0, 2)).toEqual(['Device 0001', 'Device 0002']);
    click(headerNamed(container, 'Devices').querySelector('button') as HTMLButtonElement);
    expect(headerNamed(container, 'Devices').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells(container)[0]).toBe('Device 0060');
  });

  it('searches the chosen fields only', () => {
    const { container } = render(<DataTable {...props()} />);
    typeInto(searchBox(container), 'gate');
    expect(gridIn(container).getAttribute('aria-rowcount')).toBe('21');
    expect(rowsIn(container).every((row) => row.textContent?.includes('Gate'))).toBe(true);

    click(buttonNamed(container, /^Search in/));
    click(menuCheckbox(container, 'Device models'));
    expect(gridIn(container).getAttribute('aria-rowcount')).toBe('1');
    expect(container.textContent).toContain('No rows match the search.');
    // the last field searched cannot be unchecked
    expect(menuCheckbox(container, 'Devices').disabled).toBe(true);

    typeInto(searchBox(container), 'device 0007');
    expect(firstCells(container)).toEqual(['Device 0007']);
    typeInto(searchBox(container), 'gate');
    expect(container.textContent).toContain('No rows match the search.');
    click(buttonNamed(container, /^Show all rows/));
    expect(searchBox(container).value).toBe('');
    expect(gridIn(container).getAttribute('aria-rowcount')).toBe('61');
  });

  it('lets the search box hand the keyboard to the grid: Enter goes to the rows, Escape clears then leaves', () => {
    const { container } = render(<DataTable {...props()} />);
    const input = searchBox(container);
    act(() => input.focus());
    typeInto(input, 'gate');
    press(input, 'Enter');
    expect(document.activeElement).toBe(gridIn(container));
    act(() => input.focus());
    press(input, 'Escape');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    press(input, 'Escape');
    expect(document.activeElement).toBe(gridIn(container));
  });

  it('shows only the selected rows on request', () => {
    const { container } = render(<DataTable {...props()} />);
    const [first, , third] = rowsIn(container);
    click(first?.querySelector('input') as HTMLInputElement);
    click(third?.querySelector('input') as HTMLInputElement);
    expect(container.querySelector('.kr-table-selected')?.textContent).toBe('2 selected');
    const onlySelected = buttonNamed(container, 'Only selected');
    click(onlySelected);
    expect(onlySelected.getAttribute('aria-pressed')).toBe('true');
    expect(firstCells(container)).toEqual(['Device 0060', 'Device 0058']);
    click(onlySelected);
    expect(rowsIn(container)).toHaveLength(60);
  });

  it('pages: rows per page, previous and next, page X of Y', () => {
    const { container } = render(<DataTable {...props()} />);
    const pageSize = container.querySelector<HTMLSelectElement>('.kr-table-pages select') as HTMLSelectElement;
    expect(pageSize.value).toBe('all');
    expect(container.textContent).toContain('Page 1 of 1');
    changeSelect(pageSize, '25');
    expect(rowsIn(container)).toHaveLength(25);
    expect(container.textContent).toContain('Page 1 of 3');
    expect(buttonNamed(container, 'Previous page').disabled).toBe(true);
    click(buttonNamed(container, 'Next page'));
    click(buttonNamed(container, 'Next page'));
    expect(container.textContent).toContain('Page 3 of 3');
    expect(rowsIn(container)).toHaveLength(10);
    expect(rowsIn(container)[0]?.getAttribute('aria-rowindex')).toBe('52');
    expect(buttonNamed(container, 'Next page').disabled).toBe(true);
    click(buttonNamed(container, 'Previous page'));
    expect(container.textContent).toContain('Page 2 of 3');
  });

  it('shows and hides columns from the column chooser, keeping at least one', () => {
    const { container } = render(<DataTable {...props({ defaultVisible: ['name'] })} />);
    click(buttonNamed(container, /^Columns/));
    expect(menuCheckbox(container, 'Devices').disabled).toBe(true);
    click(menuCheckbox(container, 'Devices by base'));
    expect(headers(container).map((header) => header.textContent)).toContain('Devices by base');
    expect(gridIn(container).getAttribute('aria-colcount')).toBe('4');
  });

  it('keeps columns, sort, search fields and page size per table, and restores them', () => {
    const first = render(<DataTable {...props()} />);
    click(headerNamed(first.container, 'Devices').querySelector('button') as HTMLButtonElement);
    click(buttonNamed(first.container, /^Columns/));
    click(menuCheckbox(first.container, 'Device models'));
    changeSelect(first.container.querySelector('.kr-table-pages select') as HTMLSelectElement, '50');
    expect(JSON.parse(localStorage.getItem('kitroom.table.devices') ?? '{}')).toEqual({
      visible: ['name', 'status', 'created'],
      sort: { column: 'name', direction: 'asc' },
      searchFields: ['name', 'model'],
      pageSize: 50,
    });
    first.unmount();

    const { container } = render(<DataTable {...props()} />);
    expect(headerNamed(container, 'Devices').getAttribute('aria-sort')).toBe('ascending');
    expect(headers(container).some((header) => header.textContent === 'Device models')).toBe(false);
    expect(container.querySelector<HTMLSelectElement>('.kr-table-pages select')?.value).toBe('50');
    expect(rowsIn(container)).toHaveLength(50);
  });

  it('ignores bad stored settings', () => {
    localStorage.setItem('kitroom.table.devices', '{"visible": ["nope", "base"], "sort": 3, "pageSize": "many"');
    const corrupt = render(<DataTable {...props()} />);
    expect(headers(corrupt.container)).toHaveLength(6);
    corrupt.unmount();
    localStorage.setItem('kitroom.table.devices', JSON.stringify({ visible: ['nope', 'base'], sort: { column: 'nope', direction: 'asc' }, pageSize: 'many' }));
    const { container } = render(<DataTable {...props()} />);
    expect(headers(container).map((header) => header.textContent)).toEqual(['Selected', 'Devices by base', 'Actions']);
    expect(container.querySelector<HTMLSelectElement>('.kr-table-pages select')?.value).toBe('all');
  });

  it('says when it is loading, when it failed (with retry), and when there is nothing', () => {
    const onRefresh = vi.fn();
    const view = render(<DataTable {...props({ rows: [], status: 'loading', onRefresh })} />);
    expect(view.container.querySelector('.kr-table-message [role="status"]')?.textContent).toBe('Loading the list…');
    expect(gridIn(view.container).getAttribute('aria-busy')).toBe('true');

    view.rerender(<DataTable {...props({ rows: [], status: 'error', error: 'Server down', onRefresh })} />);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('The list could not be loaded: Server down');
    click(buttonNamed(view.container, /^Try again/));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    view.rerender(<DataTable {...props({ rows: [], status: 'loaded', emptyMessage: 'dashboard.noDevices', onRefresh })} />);
    expect(view.container.textContent).toContain('There are no devices yet.');

    view.rerender(<DataTable {...props({ status: 'error', error: 'Timeout', onRefresh })} />);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Timeout');
    expect(rowsIn(view.container)).toHaveLength(60);

    click(buttonNamed(view.container, 'Refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
