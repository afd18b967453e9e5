// @vitest-environment happy-dom
// Scan to select ends cleanly (issue 21 point 14): Escape in the empty search ends the scan with its rows still
// selected, shown among all the others; Escape in the grid (clear the selection) ends it too; neither leaves an
// empty grid under "Only selected".
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../src/app/table/DataTable';
import type { ScanSpec } from '../../src/app/table/scanCodes';
import { activeController, buttonNamed, cleanup, type Device, deviceTableProps, press, render, rowsIn, typeInto } from './tableHarness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const scan: ScanSpec<Device> = { codesOf: (device) => [device.name.replace(' ', '-')] };

function scanned(codes: string[]) {
  const view = render(<DataTable {...deviceTableProps({ scan })} />);
  const search = view.container.querySelector('input[type="search"]') as HTMLInputElement;
  for (const code of codes) {
    typeInto(search, code);
    press(search, 'Enter');
  }
  const onlySelected = () => buttonNamed(view.container, 'Only selected')?.getAttribute('aria-pressed');
  const panel = () => view.container.querySelector('.kr-scan')?.textContent ?? '';
  return { view, search, onlySelected, panel, rows: () => rowsIn(view.container).length };
}

describe('a scan to select', () => {
  it('ends on Escape in the empty search: the rows stay selected, shown among all', () => {
    const { view, search, onlySelected, panel, rows } = scanned(['Device-0003', 'Device-0007']);
    expect(onlySelected()).toBe('true');
    expect(rows()).toBe(2);
    expect(panel()).toContain('2 devices selected');
    press(search, 'Escape');
    expect(panel()).toBe('');
    expect(onlySelected()).toBe('false');
    expect(rows()).toBe(60);
    expect(view.container.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(2);
  });

  it('ends when its selection is cleared (Escape in the grid), never an empty grid under "Only selected"', () => {
    const { onlySelected, panel, rows } = scanned(['Device-0003']);
    expect(rows()).toBe(1);
    activeController().clearSelection();
    expect(panel()).toBe('');
    expect(onlySelected()).toBe('false');
    expect(rows()).toBe(60);
  });
});
