// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineCommand } from '../../commands/registry';
import type { Space, User } from '../../src/contract/entities';
import { topLayer } from '../../src/app/keys/focusStack';
import { closePalette, openPalette } from '../../src/app/state/paletteState';
import { readRecent } from '../../src/app/palette/recent';
import type { PaletteSearch } from '../../src/app/palette/serverSearch';
import type { PaletteLists } from '../../src/app/palette/useListIndex';
import { accessibleText, activeOption, contextFor, device, dialog, event, fakeApp, id, input, listsOf, liveRegion, mountPalette, noServerSearch, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';

const registry = createRegistry([defineCommand({ id: 'devices.export', title: id('test.export'), group: 'devices', scope: 'devices', run: () => {} })]);
const space = (spaceId: number, name: string): Space => ({
  id: spaceId, name, slug: name.toLowerCase(), capacity: 10, current: 0, website: null, facebook: null, phone_number: null, user_email: 'owner@kitroom.pt', updated_at: '2025-01-01T00:00:00.000Z', premium: false,
});
const user = (userId: number, name: string, email: string): User => ({ id: userId, name, email, phone_number: null, is_admin: false, role: null });

let mounted: Mounted | null = null;
let app: ReturnType<typeof fakeApp>;

async function open(lists: PaletteLists, search: PaletteSearch = noServerSearch()) {
  mounted = await mountPalette({ registry, context: contextFor(app), lists, search });
  await act(async () => openPalette());
  await settle(20);
}

const positionOf = (option: HTMLElement | null) => Number(option?.getAttribute('aria-posinset'));

beforeEach(() => {
  localStorage.clear();
  app = fakeApp();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('keyboard', () => {
  it('walks the whole ranked list while only a window of it is mounted', async () => {
    await open(listsOf({ devices: Array.from({ length: 300 }, (_, index) => device(index + 1)) }));
    await type('counter');
    expect(options().length).toBeLessThanOrEqual(30);
    expect(options()[0]?.getAttribute('aria-setsize')).toBe('300');
    for (let step = 0; step < 50; step += 1) {
      await press('ArrowDown');
      expect(options().length).toBeLessThanOrEqual(30);
    }
    const active = activeOption();
    expect(accessibleText(active)).toMatch(/^Counter 0051,/);
    expect(positionOf(active)).toBe(51);
    expect(input()?.getAttribute('aria-activedescendant')).toBe(active?.id);

    await press('End');
    expect(accessibleText(activeOption())).toMatch(/^Counter 0300,/);
    expect(input()?.getAttribute('aria-activedescendant')).toBe(activeOption()?.id);
    await press('Home');
    expect(positionOf(activeOption())).toBe(1);
    await press('ArrowUp');
    expect(positionOf(activeOption())).toBe(1);
    await press('PageDown');
    const page = positionOf(activeOption()) - 1;
    expect(page).toBeGreaterThan(1);
    await press('PageDown');
    expect(positionOf(activeOption())).toBe(1 + 2 * page);
    await press('PageUp');
    expect(positionOf(activeOption())).toBe(1 + page);
  });

  it('chooses the active device with Enter: opens its edit panel and records it as recent', async () => {
    await open(listsOf({ devices: Array.from({ length: 60 }, (_, index) => device(index + 1)) }));
    await type('#counter');
    for (let step = 0; step < 50; step += 1) await press('ArrowDown');
    await press('Enter');
    expect(app.navigate).toHaveBeenCalledWith('/devices/edit/51');
    expect(dialog()).toBeNull();
    expect(readRecent()[0]).toEqual({ kind: 'device', id: 51, title: 'Counter 0051', subtitle: 'SN-51 · Gate X · Available', path: '/devices/edit/51' });

    await act(async () => openPalette());
    await settle();
    expect(optionLabels()[0]).toBe('Device, Counter 0051, SN-51 · Gate X · Available');
  });

  it('closes with Escape, and gives the focus back', async () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    await open(listsOf());
    expect(document.activeElement).toBe(input());
    expect(topLayer()).toBe('palette');
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(topLayer()).toBe('page');
    expect(document.activeElement).toBe(before);
    before.remove();
  });
});

describe('entities', () => {
  const lists = () => listsOf({
    devices: [device(1, { name: 'Summit gate' })],
    events: [event(4, 'Summit 2025')],
    models: [{ id: 2, name: 'Summit counter', description: '', category: null }],
    categories: [{ id: 3, name: 'Summit kits', description: '' }],
  });

  it.each([
    ['!summit', '/events?focus=4'],
    ['summit counter', '/devices/models/edit/2'],
    ['summit kits', '/devices/categories/edit/3'],
  ])('%s opens %s', async (query, path) => {
    await open(lists());
    await type(query);
    await press('Enter');
    expect(app.navigate).toHaveBeenCalledWith(path);
  });

  it('narrows to one kind with a scope prefix', async () => {
    await open(lists());
    await type('>');
    expect(optionLabels()).toEqual(['Export devices']);
    await type('#summit');
    expect(optionLabels()).toEqual(['Summit gate, SN-1 · Gate X · Available']);
    await type('!');
    expect(optionLabels()[0]).toMatch(/^Summit 2025, Lisbon/);
    expect(options()).toHaveLength(1);
  });
});

describe('spaces and users, searched on the server', () => {
  it('shows them in their own groups, says it is searching meanwhile, and opens their screen', async () => {
    const search: PaletteSearch = {
      spaces: vi.fn(async (text: string) => (text === 'sum' ? [space(9, 'Summer hall')] : [])),
      users: vi.fn(async () => [user(5, 'Sumi Ito', 'sumi@kitroom.pt')]),
    };
    await open(listsOf(), search);
    await type('sum');
    expect(document.querySelector('.kr-palette-status')?.textContent).toBe('Searching…');
    expect(liveRegion()).toContain('Spaces: Searching…');
    await settle(200);
    expect(search.spaces).toHaveBeenCalledTimes(1);
    expect(search.spaces).toHaveBeenCalledWith('sum', expect.any(AbortSignal));
    expect(optionLabels()).toEqual(['Summer hall, owner@kitroom.pt · summer hall', 'Sumi Ito, sumi@kitroom.pt']);
    expect(document.querySelector('.kr-palette-status')).toBeNull();
    await press('ArrowDown');
    await press('Enter');
    // narrowed to the user on the server's paged list, with the cursor on them
    expect(app.navigate).toHaveBeenCalledWith('/users?search=sumi%40kitroom.pt&focus=5');
  });

  it('drops an answer that comes back after a newer one', async () => {
    const answers: Array<(rows: User[]) => void> = [];
    const search: PaletteSearch = {
      spaces: vi.fn(async () => []),
      users: vi.fn((_text: string, _signal: AbortSignal) => new Promise<User[]>((resolve) => answers.push(resolve))),
    };
    await open(listsOf(), search);
    await type('@an');
    await settle(200);
    await type('@ana');
    await settle(200);
    expect(answers).toHaveLength(2);
    await act(async () => answers[1]?.([user(1, 'Ana Lima', 'ana@kitroom.pt')]));
    await act(async () => answers[0]?.([user(2, 'Andre Sousa', 'andre@kitroom.pt')]));
    await settle();
    expect(optionLabels()).toEqual(['Ana Lima, ana@kitroom.pt']);
  });
});

describe('accessibility', () => {
  it('is a named modal dialog with a combobox, labelled groups and a live count', async () => {
    await open(listsOf({ devices: [device(1), device(2)] }));
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Command palette');
    const combobox = input();
    expect(combobox?.getAttribute('role')).toBe('combobox');
    const listbox = document.getElementById(combobox?.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(document.getElementById(combobox?.getAttribute('aria-labelledby') ?? '')?.textContent).toMatch(/^Search commands/);
    await type('counter');
    expect(liveRegion()).toBe('2 results, Spaces: Searching…, Users: Searching…');
    await settle(200);
    expect(liveRegion()).toBe('2 results');
    const group = document.querySelector('[role="group"]');
    expect(document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Devices');
    await type('nothing like it');
    await settle(200);
    expect(liveRegion()).toBe('No results');
    expect(document.querySelector('.kr-palette-empty')?.textContent).toBe('No results for “nothing like it”');
    await act(async () => closePalette());
    expect(dialog()).toBeNull();
  });
});
