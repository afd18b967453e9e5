// @vitest-environment happy-dom
// The table's density (settings.density, issue 22): the rows the grid draws and the rows it reckons with (a page of
// rows for PageDown) are as tall as the density says, the stylesheet's tokens say the same, a new density lays the
// rows on screen out again with the cursor row still in view, and the row actions' column is sized for icons.
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings, type Density } from '../../src/app/state/settings';
import { DataTable } from '../../src/app/table/DataTable';
import { rowsInView, TABLE_METRICS } from '../../src/app/table/tableMetrics';
import type { DataTableProps } from '../../src/app/table/types';
import { activeController, cleanup, type Device, deviceTableProps, gridIn, render, rowsIn } from './tableHarness';

const table = activeController;
const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ onOpenRow: () => {}, ...overrides });

/** The rows rendered, by their offset from the top of the rows (the virtualizer's layout). */
const rowTops = (container: HTMLElement) => rowsIn(container).map((row) => Number(/translateY\((-?[\d.]+)px\)/.exec(row.style.transform)?.[1]));
const style = (container: HTMLElement, name: string) => gridIn(container).style.getPropertyValue(name);
const lastTrack = (container: HTMLElement) => style(container, '--kr-columns').split(' ').at(-1);

/** Chooses a density as the command does; valtio tells its subscribers after a microtask. */
async function choose(density: Density) {
  await act(async () => {
    settings.density = density;
  });
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await choose('compact');
});

describe('the density', () => {
  it('is compact unless chosen: rows of at most 28 px, 13-px text', () => {
    expect(settings.density).toBe('compact');
    expect(TABLE_METRICS.compact.rowHeight).toBeLessThanOrEqual(28);
    expect(TABLE_METRICS.compact.fontSize).toBe(13);
    expect(TABLE_METRICS.comfortable).toMatchObject({ rowHeight: 36, fontSize: 14 });
  });

  it('says in tokens.css what the grid reckons with, for each density', () => {
    const css = readFileSync(`${import.meta.dirname}/../../src/app/styles/tokens.css`, 'utf8');
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
    const token = (text: string, name: string) => Number(new RegExp(`--kr-${name}:\\s*(\\d+)px`).exec(text)?.[1]);
    for (const [density, text] of [['comfortable', block(':root')], ['compact', block(":root[data-density='compact']")]] as const) {
      const metrics = TABLE_METRICS[density];
      expect([token(text, 'row-height'), token(text, 'head-height'), token(text, 'text-table'), token(text, 'cell-padding')], density).toEqual([
        metrics.rowHeight,
        metrics.headHeight,
        metrics.fontSize,
        metrics.cellPadding,
      ]);
    }
  });

  for (const density of ['compact', 'comfortable'] as const) {
    it(`lays rows out and pages by them at the ${density} height`, async () => {
      await choose(density);
      const { rowHeight, headHeight } = TABLE_METRICS[density];
      const height = 600;
      const { container } = render(<DataTable {...props({ initialHeight: height })} />);
      expect(style(container, '--kr-row-height')).toBe(`${rowHeight}px`);
      expect(style(container, '--kr-head-height')).toBe(`${headHeight}px`);
      expect(rowTops(container).slice(0, 3)).toEqual([0, rowHeight, 2 * rowHeight]);
      // PageDown moves by the rows in view less one, so the last row of the page before stays in view
      const inView = Math.floor((height - headHeight) / rowHeight);
      expect(rowsInView(height, TABLE_METRICS[density])).toBe(inView);
      act(() => gridIn(container).focus());
      expect(table().focusedId()).toBe(60);
      table().moveCursorByPage(1);
      expect(table().focusedId()).toBe(60 - (inView - 1));
    });
  }

  it('lays the rows on screen out again when it changes, the cursor row still in view', async () => {
    const compact = TABLE_METRICS.compact;
    const comfortable = TABLE_METRICS.comfortable;
    const height = compact.headHeight + 10 * compact.rowHeight;
    // happy-dom has no layout: the grid's heights at the density in effect, and the scroll events a browser fires
    const metrics = () => TABLE_METRICS[settings.density];
    const gridOnly = (element: HTMLElement, value: number) => (element.getAttribute('role') === 'grid' ? value : 0);
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return gridOnly(this, height);
    });
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return gridOnly(this, metrics().headHeight + 60 * metrics().rowHeight);
    });
    const { container } = render(<DataTable {...props({ initialHeight: height })} />);
    const grid = gridIn(container);
    const scrolled = () => act(() => void grid.dispatchEvent(new Event('scroll')));
    act(() => grid.focus());
    // the cursor on the 31st row (id 30), scrolled into view at the bottom of the grid
    table().moveCursor(30);
    scrolled();
    expect(table().focusedId()).toBe(30);
    const cursorTop = () => rowTops(container)[rowsIn(container).findIndex((row) => row.getAttribute('aria-selected') !== null && row.classList.contains('is-cursor'))];
    expect(cursorTop()).toBe(30 * compact.rowHeight);
    const shown = (rowHeight: number, headHeight: number) => {
      const top = cursorTop() ?? -1;
      return top >= grid.scrollTop && top + rowHeight <= grid.scrollTop + height - headHeight;
    };
    expect(shown(compact.rowHeight, compact.headHeight)).toBe(true);

    // the virtualizer's own scrolling to the cursor row is over
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await choose('comfortable');
    scrolled();
    expect(style(container, '--kr-row-height')).toBe(`${comfortable.rowHeight}px`);
    expect(cursorTop()).toBe(30 * comfortable.rowHeight);
    expect(rowTops(container).every((top) => top % comfortable.rowHeight === 0)).toBe(true);
    expect(shown(comfortable.rowHeight, comfortable.headHeight)).toBe(true);
    // and a page of rows is now the comfortable one
    const inView = rowsInView(height, comfortable);
    table().moveCursorByPage(1);
    expect(table().focusedId()).toBe(30 - (inView - 1));
    client.mockRestore();
    scroll.mockRestore();
  });

  it('sizes the row actions’ column for its icons, the same in every language and at the density’s padding', async () => {
    const link = { label: 'nav.devices', href: (row: Device) => `https://example.com/${row.id}` } as const;
    const english = render(<DataTable {...props({ rowLink: link })} />);
    const widthInEnglish = lastTrack(english.container);
    english.unmount();
    const portuguese = render(<DataTable {...props({ rowLink: link, rowActionLabel: 'records.edit' })} />, { language: 'pt' });
    // two 24-px icon buttons, 4 px apart, in the cell's padding: no word is measured
    expect(widthInEnglish).toBe(`${2 * TABLE_METRICS.compact.cellPadding + 24 + 4 + 24}px`);
    expect(lastTrack(portuguese.container)).toBe(widthInEnglish);
    portuguese.unmount();
    await choose('comfortable');
    const comfortable = render(<DataTable {...props({ rowLink: link })} />);
    expect(lastTrack(comfortable.container)).toBe(`${2 * TABLE_METRICS.comfortable.cellPadding + 24 + 4 + 24}px`);
    // every row has the buttons, named; their icons, hidden from screen readers, are drawn on the row under the
    // pointer (and the cursor row), where they are shown
    const [first, second] = rowsIn(comfortable.container) as [HTMLElement, HTMLElement];
    const button = first.querySelector('.kr-row-action') as HTMLElement;
    expect(button.getAttribute('aria-label')).toBe('Open: Device 0060');
    expect(button.querySelector('svg')).toBeNull();
    act(() => void first.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(first.querySelectorAll('.kr-row-action svg')).toHaveLength(2);
    act(() => void first.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: second })));
    act(() => void second.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: first })));
    expect(button.querySelector('svg')).toBeNull();
    expect(second.querySelectorAll('.kr-row-action svg')).toHaveLength(2);
  });
});
