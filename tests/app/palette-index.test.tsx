// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../commands/registry';
import type { Device } from '../../src/contract/entities';
import { formatDateTime } from '../../src/app/i18n/dates';
import { deviceEntry } from '../../src/app/palette/entityEntries';
import { createListIndexer } from '../../src/app/palette/listIndexer';
import { createNarrowingSearch } from '../../src/app/palette/narrowingSearch';
import { openPalette } from '../../src/app/state/paletteState';
import type { PaletteEntry } from '../../src/app/palette/ranking';
import type { SearchIndex } from '../../src/app/palette/searchIndex';
import { useListIndex, type ListIndexState } from '../../src/app/palette/useListIndex';
import { createListStore } from '../../src/app/state/listStore';
import { contextFor, device, dialog, event, fakeApp, listsOf, liveRegion, mountPalette, optionLabels, settle, settleUntil, type, type Mounted } from './paletteHarness';
import { rankWithMatches, tokensOf } from '../../src/app/palette/ranking';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => device(index + 1));
const keysFor = (index: SearchIndex<PaletteEntry>, query: string) => createNarrowingSearch<PaletteEntry>().search([index], query, 50).ranked.map((entry) => entry.key);

describe('the list indexer', () => {
  it('indexes a rows array once, and after a change makes only the changed rows again', async () => {
    const toEntry = vi.fn(deviceEntry);
    const indexer = createListIndexer(toEntry);
    const rows = rowsOf(1000);
    const [first, concurrent] = await Promise.all([indexer.build(rows), indexer.build(rows)]);
    expect(concurrent).toBe(first);
    expect(first.size).toBe(1000);
    expect(toEntry).toHaveBeenCalledTimes(1000);
    expect(await indexer.build(rows)).toBe(first);
    expect(indexer.peek(rows)).toBe(first);
    expect(toEntry).toHaveBeenCalledTimes(1000);

    const edited = rows.map((row) => (row.id === 500 ? { ...row, name: 'Renamed gate' } : row));
    const second = await indexer.build(edited);
    expect(second).not.toBe(first);
    expect(toEntry).toHaveBeenCalledTimes(1001);
    expect(second.text).toBe(first.text.replace('counter 0500', 'renamed gate'));
    expect(keysFor(first, 'renamed')).toEqual([]);
    // entries become objects only when a search shows them (the changed row's, made to patch the index, is kept)
    expect(keysFor(second, 'renamed')).toEqual(['device:500']);
    expect(keysFor(second, 'counter 0499')).toEqual(['device:499']);
    expect(toEntry).toHaveBeenCalledTimes(1002);
    expect(second.entryAt(499)).toBe(second.entryAt(499));
  });

  it('searches every field a device is found by: name, serial, MAC address and key tag', async () => {
    const index = await createListIndexer(deviceEntry).build([
      device(1, { name: 'Front gate', serial_id: 'SN-77AB', mac_address: 'a4:c1:38:00:11:22', key_tag: 'KT-9001' }),
      device(2, { name: 'Back gate', serial_id: null, mac_address: null, key_tag: '' }),
    ]);
    for (const query of ['front', 'sn-77ab', 'a4:c1:38', 'kt-9001']) expect(keysFor(index, query), query).toEqual(['device:1']);
    expect(keysFor(index, 'gate')).toEqual(['device:1', 'device:2']);
  });

  it('yields to the browser between slices, with the same result as one pass', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const rows = rowsOf(3000);
    const sliced = await createListIndexer(deviceEntry, { sliceMs: -1, yieldToMain: pause }).build(rows);
    expect(pause.mock.calls.length).toBeGreaterThan(5);
    const whole = await createListIndexer(deviceEntry, { sliceMs: Infinity }).build(rows);
    expect(sliced.text).toBe(whole.text);
    expect([...sliced.starts]).toEqual([...whole.starts]);
  });
});

describe('useListIndex', () => {
  it('indexes the store rows once per rows array: not again on a render without change, again after a change', async () => {
    let rows: Device[] = rowsOf(200);
    const store = createListStore(async () => rows, String);
    const toEntry = vi.fn(deviceEntry);
    const indexer = createListIndexer(toEntry);
    const seen: ListIndexState<PaletteEntry>[] = [];
    function Probe({ label }: { label: string }) {
      seen.push(useListIndex(store, indexer));
      return <span>{label}</span>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe label="a" />));
    expect(seen.at(-1)?.index).toBeNull();
    await act(async () => {
      await store.load();
    });
    await settle();
    const loaded = seen.at(-1)?.index;
    expect(loaded?.size).toBe(200);
    expect(seen.at(-1)?.indexing).toBe(false);
    expect(toEntry).toHaveBeenCalledTimes(200);

    await act(async () => root.render(<Probe label="b" />));
    expect(seen.at(-1)?.index).toBe(loaded);
    expect(toEntry).toHaveBeenCalledTimes(200);

    await act(async () => store.replace([{ ...(rows[9] as Device), name: 'Stage door' }]));
    await settle();
    const replaced = seen.at(-1)?.index;
    expect(replaced).not.toBe(loaded);
    expect(toEntry).toHaveBeenCalledTimes(201);
    expect(keysFor(replaced as SearchIndex<PaletteEntry>, 'stage door')).toEqual(['device:10']);
    rows = [];
    act(() => root.unmount());
  });
});

describe('the palette and the list stores', () => {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('loads idle lists when it opens and finds their entities, each kind in its group', async () => {
    const app = fakeApp();
    const lists = listsOf({
      devices: [device(1, { name: 'Summit gate' })],
      events: [event(4, 'Summit 2025')],
      models: [{ id: 2, name: 'Summit counter', description: '', category: { id: 3, name: 'Counters' } }],
      categories: [{ id: 3, name: 'Summit kits', description: 'Boxes' }],
    });
    mounted = await mountPalette({ registry: createRegistry([]), context: contextFor(app), lists });
    expect(lists.devices.state.status).toBe('idle');
    await act(async () => openPalette());
    await settle(20);
    expect(lists.devices.state.status).toBe('loaded');
    expect(lists.events.state.status).toBe('loaded');
    await type('summit');
    // past the server search's debounce: spaces and users answer nothing here
    await settle(250);
    // equal scores: the groups follow the sections' declared order (sections/declared.ts)
    expect(optionLabels()).toEqual([
      `Summit 2025, Lisbon · ${formatDateTime('2025-06-01T09:00:00.000Z', 'en')} – ${formatDateTime('2025-06-03T18:00:00.000Z', 'en')}`,
      'Summit gate, SN-1 · Gate X · Available',
      'Summit counter, Counters',
      'Summit kits, Boxes',
    ]);
    const groups = [...(dialog()?.querySelectorAll('[role="group"]') ?? [])].map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(groups).toEqual(['Events', 'Devices', 'Device models', 'Device categories']);
  });
  it('ranks a list too large to rank at once in slices, with the same results', async () => {
    const rows = Array.from({ length: 25_000 }, (_, index) => device(index + 1));
    const app = fakeApp();
    mounted = await mountPalette({ registry: createRegistry([]), context: contextFor(app), lists: listsOf({ devices: rows }) });
    await act(async () => openPalette());
    await settle(300);
    const expected = rankWithMatches(rows.map(deviceEntry), tokensOf('counter 12'), 500);
    const announced = `${expected.matches.length.toLocaleString('en-GB')} results, the first 500 shown`;
    // every clock read says a slice's time is up, so the ranking yields after each step whatever the machine's
    // speed (a fast, idle run could otherwise rank 25000 rows within one 6 ms slice)
    let clock = performance.now();
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 50));
    await type('#counter 12');
    // the ranking yields to the browser (timers here) before it is done: the earlier results stay meanwhile
    expect(liveRegion()).not.toBe(announced);
    now.mockRestore();
    // a loaded machine (CI runs test files side by side on two cores) indexes and ranks 25000 rows slowly
    await settleUntil(() => liveRegion() === announced, 20_000);
    expect(liveRegion()).toBe(announced);
    expect(optionLabels().slice(0, 3).map((label) => label.split(',')[0])).toEqual(expected.ranked.slice(0, 3).map((entry) => entry.title));
  });
});
