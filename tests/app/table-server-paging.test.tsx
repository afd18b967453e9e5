// @vitest-environment happy-dom
// The table over a list paged on the server: it shows the page it is given in the server's order, its search,
// page size and pages ask the server (through `paging`), Enter in the search waits for the server's answer to put
// the cursor on its first row, the selection outlives a page turn and says how many are selected elsewhere, and
// "select all matching" selects every id the server says matches.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/app/table/DataTable';
import type { DataTableProps, ServerPaging } from '../../src/app/table/types';
import { buttonNamed, cleanup, click, type Device, deviceColumns, makeDevices, press, render, rowsIn, typeInto } from './tableHarness';

const ALL = makeDevices(45);
const pageOf = (page: number) => ALL.slice(page * 20, page * 20 + 20);

function paging(overrides: Partial<ServerPaging> = {}): ServerPaging {
  return {
    page: 0, pageCount: 3, count: ALL.length, pageSize: 20, pageSizes: [20, 50, 100], query: '', settled: true,
    setQuery: vi.fn(), setPage: vi.fn(), setPageSize: vi.fn(), matchingIds: vi.fn(async () => ALL.map((device) => device.id)),
    ...overrides,
  };
}

function props(server: ServerPaging, rows: readonly Device[]): DataTableProps<Device> {
  return {
    id: 'paged', label: 'nav.devices', rows, columns: deviceColumns, defaultVisible: ['name', 'model'], defaultSort: { column: 'created', direction: 'desc' },
    searchable: ['name'], status: 'loaded', onRefresh: () => {}, initialHeight: 4000, paging: server,
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a table paged on the server', () => {
  it('shows the page as given, counts every match, and asks the server for the search, the size and the pages', () => {
    const server = paging();
    const { container } = render(<DataTable {...props(server, pageOf(0))} />);
    expect(rowsIn(container).map((row) => row.querySelectorAll('[role="gridcell"]')[1]?.textContent)).toEqual(pageOf(0).map((device) => device.name));
    expect(container.querySelector('.kr-table-counts')?.textContent).toContain('45 rows');
    expect(container.textContent).toContain('Page 1 of 3');
    // the server's order: the headers do not sort
    expect(container.querySelector('[role="columnheader"] button')).toBeNull();
    typeInto(container.querySelector('input[type="search"]') as HTMLInputElement, 'dev');
    expect(server.setQuery).toHaveBeenCalledWith('dev');
    click(buttonNamed(container, 'Next page') as HTMLElement);
    expect(server.setPage).toHaveBeenCalledWith(1);
    act(() => {
      const select = container.querySelector<HTMLSelectElement>('.kr-table-pages select') as HTMLSelectElement;
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(server.setPageSize).toHaveBeenCalledWith(50);
    expect(container.textContent).not.toContain('Search in');
  });

  it('keeps the selection across pages and says how many are on other pages', () => {
    const server = paging();
    const view = render(<DataTable {...props(server, pageOf(0))} />);
    click(rowsIn(view.container)[0]?.querySelector('input[type="checkbox"]') as HTMLElement);
    expect(view.container.textContent).toContain('1 selected');
    view.rerender(<DataTable {...props(paging({ page: 1 }), pageOf(1))} />);
    expect(view.container.textContent).toContain('1 selected');
    expect(view.container.textContent).toContain('(1 on other pages)');
    expect(rowsIn(view.container).every((row) => row.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('puts the cursor on the first row of the answer to the typed search after Enter, not on the rows before it', () => {
    const before = pageOf(0);
    const view = render(<DataTable {...props(paging({ query: 'dev 2', settled: false }), before)} />);
    press(view.container.querySelector('input[type="search"]') as HTMLInputElement, 'Enter');
    // the answer holds a row of the page before, lower down: the cursor still goes to its first row
    const answer = [ALL[20], before[0], before[1]] as Device[];
    view.rerender(<DataTable {...props(paging({ query: 'dev 2', settled: true, count: 3, pageCount: 1 }), answer)} />);
    const cursorName = () => view.container.querySelector('.kr-row.is-cursor')?.querySelectorAll('[role="gridcell"]')[1]?.textContent;
    expect(cursorName()).toBe(ALL[20]?.name);
  });

  it('shows the rows of an earlier answer as waiting (busy, dimmed) until the answer to the typed search is in', () => {
    const view = render(<DataTable {...props(paging({ query: 'dev 2', settled: false }), pageOf(0))} />);
    const grid = () => view.container.querySelector('[role="grid"]') as HTMLElement;
    // the store has its last answer ('loaded'), but it answers another search: never shown as this one's rows
    expect(grid().getAttribute('aria-busy')).toBe('true');
    view.rerender(<DataTable {...props(paging({ query: 'dev 2', settled: true, count: 1, pageCount: 1 }), [ALL[20] as Device])} />);
    expect(grid().getAttribute('aria-busy')).toBeNull();
  });

  it('selects every id the server says matches', async () => {
    const server = paging();
    const { container } = render(<DataTable {...props(server, pageOf(0))} />);
    await act(async () => {
      click(buttonNamed(container, 'Select all 45 matching') as HTMLElement);
    });
    expect(server.matchingIds).toHaveBeenCalledOnce();
    expect(container.textContent).toContain('All 45 matching selected');
    expect(rowsIn(container).every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
  });
});

describe('what a paged table says instead of rows', () => {
  it('says "Loading…" while the first page comes, never "0 rows", and "no rows match" (not "no rows yet") for a search that finds none', () => {
    const view = render(<DataTable {...props(paging({ count: 0, pageCount: 1 }), [])} status="loading" emptyMessage="dashboard.noDevices" />);
    expect(view.container.querySelector('.kr-table-counts')?.textContent).toBe('Loading…');
    expect(view.container.textContent).not.toContain('0 rows');
    view.rerender(<DataTable {...props(paging({ count: 0, pageCount: 1, query: 'zzz' }), [])} status="loaded" emptyMessage="dashboard.noDevices" />);
    expect(view.container.querySelector('.kr-table-message')?.textContent).toContain('No rows match the search.');
    expect(view.container.textContent).not.toContain('There are no devices yet.');
    expect(view.container.querySelector('.kr-table-counts')?.textContent).toContain('0 rows');
  });
});
