// @vitest-environment happy-dom
// Argument pages whose options come a page at a time (`pages` instead of `options`): the first page when the page
// opens (a new walk each opening), the next only as the person reaches the end of the list, one request at a time,
// said while it loads and when it fails (and asked again), what is typed ranking every option loaded.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineCommand, type ArgumentOption, type OptionsPage } from '../../commands/registry';
import { openPalette } from '../../src/app/state/paletteState';
import { activeOption, contextFor, dialog, fakeApp, id, liveRegion, mountPalette, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';

interface Ask { walk: number; page: number; signal: AbortSignal; resolve(page: OptionsPage<number>): void; reject(error: unknown): void }

const asks: Ask[] = [];
let walks = 0;
const chosen = vi.fn();

const pageOf = (from: number, count: number, more: boolean): OptionsPage<number> => ({
  options: Array.from({ length: count }, (_, index): ArgumentOption<number> => ({ value: from + index, label: `Change ${from + index}`, detail: from + index === 3 ? 'by Bruno' : 'by Ana' })),
  more,
});

const registry = createRegistry([
  defineCommand<{ change: number }>({
    id: 'devices.openChange',
    title: id('test.changeStatus'),
    group: 'devices',
    scope: 'devices',
    args: {
      change: {
        title: id('test.status.choose'),
        words: { loadingMore: id('test.export'), moreFailed: id('test.fail'), empty: id('test.needsSelection') },
        pages() {
          walks += 1;
          const walk = walks;
          let page = 0;
          return { next: (signal) => new Promise((resolve, reject) => asks.push({ walk, page: (page += 1), signal, resolve, reject })) };
        },
      },
    },
    run: (_context, args) => chosen(args),
  }),
]);

let mounted: Mounted | null = null;

async function openOnPage() {
  mounted ??= await mountPalette({ registry, context: contextFor(fakeApp()) });
  await act(async () => openPalette('devices.openChange'));
  await settle();
}

async function answer(ask: Ask | undefined, page: OptionsPage<number>) {
  if (!ask) throw new Error('nothing was asked');
  await act(async () => ask.resolve(page));
  await settle();
}

const lastAsk = () => asks[asks.length - 1];

beforeEach(() => {
  localStorage.clear();
  asks.length = 0;
  walks = 0;
  chosen.mockReset();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('an argument paged on the server', () => {
  it('asks its first page on opening and the next only near the end of the list', async () => {
    await openOnPage();
    expect(asks.map((ask) => ask.page)).toEqual([1]);
    await answer(lastAsk(), pageOf(1, 20, true));
    // a window of them is rendered
    expect(options().length).toBeLessThan(20);
    expect(optionLabels()[0]).toBe('Change 1, by Ana');
    // moving through the first items asks nothing
    for (let step = 0; step < 10; step += 1) await press('ArrowDown');
    expect(asks).toHaveLength(1);
    await press('End');
    expect(asks.map((ask) => ask.page)).toEqual([1, 2]);
    expect(liveRegion()).toContain('Export devices');
    // one request at a time
    await press('ArrowUp');
    await press('ArrowDown');
    expect(asks).toHaveLength(2);
    await answer(lastAsk(), pageOf(21, 5, false));
    expect(liveRegion()).not.toContain('Export devices');
    await press('End');
    expect(activeOption()?.textContent).toContain('Change 25');
    // the last page is in: nothing more is asked
    expect(asks).toHaveLength(2);
    await press('Enter');
    await settle();
    expect(chosen).toHaveBeenCalledWith({ change: 25 });
    expect(dialog()).toBeNull();
  });

  it('ranks every option loaded by what is typed, the line under the title included', async () => {
    await openOnPage();
    await answer(lastAsk(), pageOf(1, 10, true));
    await type('bruno');
    await settle();
    expect(optionLabels()).toEqual(['Change 3, by Bruno']);
    // a search that leaves too few to scroll: ↓ at its end asks for older ones
    await press('ArrowDown');
    expect(asks.map((ask) => ask.page)).toEqual([1, 2]);
  });

  it('says when more failed and asks again from the end', async () => {
    await openOnPage();
    await answer(lastAsk(), pageOf(1, 3, true));
    await press('End');
    await act(async () => lastAsk()?.reject(new Error('offline')));
    await settle();
    expect(liveRegion()).toContain('Break something');
    expect(optionLabels()).toHaveLength(3);
    await press('ArrowUp');
    expect(asks.map((ask) => ask.page)).toEqual([1, 2, 3]);
    await answer(lastAsk(), pageOf(4, 1, false));
    expect(optionLabels()).toHaveLength(4);
  });

  it('walks again from the first page at each opening, and says when there is nothing at all', async () => {
    await openOnPage();
    const first = lastAsk();
    await press('Escape');
    expect(first?.signal.aborted).toBe(true);
    await openOnPage();
    expect(asks.map((ask) => [ask.walk, ask.page])).toEqual([[1, 1], [2, 1]]);
    await answer(lastAsk(), pageOf(1, 0, false));
    expect(document.querySelector('.kr-palette-empty')?.textContent).toBe('Select devices first');
  });
});
