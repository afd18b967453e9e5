// @vitest-environment happy-dom
// Per-row busy and failed states, set through the controller and shown on the row until replaced.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeTable } from '../../src/app/table/activeTable';
import { DataTable } from '../../src/app/table/DataTable';
import type { Column } from '../../src/app/table/types';
import { cleanup, type Device, deviceColumns, makeDevices, render, rowsIn } from './tableHarness';

const rows = makeDevices(60);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function setRowState(...args: Parameters<NonNullable<ReturnType<typeof activeTable>>['setRowState']>) {
  act(() => activeTable()?.setRowState(...args));
}

describe('row states', () => {
  it('shows a busy row, then a failed row with its message as the row’s description, until cleared', () => {
    let cellRenders = 0;
    const columns: Column<Device>[] = [
      { id: 'name', title: 'nav.devices', value: (row) => row.name, render: (row) => { cellRenders += 1; return row.name; } },
      ...deviceColumns.slice(1),
    ];
    localStorage.setItem('kitroom.table.devices', JSON.stringify({ pageSize: 25 }));
    const { container } = render(
      <DataTable<Device>
        id="devices"
        label="nav.devices"
        rows={rows}
        columns={columns}
        defaultVisible={['name', 'model']}
        defaultSort={{ column: 'name', direction: 'asc' }}
        searchable={['name']}
        status="loaded"
        onRefresh={() => {}}
        initialHeight={4000}
      />,
    );
    const row = (id: number) => rowsIn(container).find((element) => element.id.endsWith(`-row-${id}`)) as HTMLElement;
    const rendered = cellRenders;

    setRowState([1, 2], { kind: 'loading' });
    expect(row(1).getAttribute('aria-busy')).toBe('true');
    expect(row(2).textContent).toContain('Working…');
    expect(row(3).hasAttribute('aria-busy')).toBe(false);

    setRowState([1], { kind: 'error', message: 'Serial already in use' });
    expect(row(1).hasAttribute('aria-busy')).toBe(false);
    expect(row(1).classList.contains('is-error')).toBe(true);
    const description = document.getElementById(row(1).getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Serial already in use');
    expect(row(1).contains(description)).toBe(true);
    expect(row(2).getAttribute('aria-busy')).toBe('true');
    expect(cellRenders).toBe(rendered);

    // the state outlives the row leaving the DOM (another page) and coming back
    act(() => activeTable()?.nextPage());
    expect(row(1)).toBeUndefined();
    act(() => activeTable()?.previousPage());
    expect(row(1).getAttribute('aria-describedby')).toBeTruthy();

    setRowState([1, 2], null);
    expect(row(1).hasAttribute('aria-describedby')).toBe(false);
    expect(row(1).classList.contains('is-error')).toBe(false);
    expect(row(2).hasAttribute('aria-busy')).toBe(false);
    expect(row(2).textContent).not.toContain('Working…');
  });
});
