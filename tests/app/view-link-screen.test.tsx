// @vitest-environment node
// A list opened by a view's link takes the link's sort and columns as its table's settings, kept like a choice made
// in the table, and the address keeps only the list's own query; a list already on screen is made again with them.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { startLiveServer } from './liveServer';
import { cleanupScreens, renderScreen } from './screenHarness';
import { settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
const NAMES = ['Alpha scanners', 'Beta printers', 'Gamma tablets'];
let screen: { RecordsScreen: typeof import('../../src/app/records/RecordsScreen')['RecordsScreen']; section: typeof import('../../src/app/sections/categories')['categoriesSection'] };

beforeAll(async () => {
  for (const name of NAMES) {
    expect((await server.call('POST', '/api/admin/device-categories', { body: { name, description: `${name} described` } })).status).toBe(201);
  }
  screen = { RecordsScreen: (await import('../../src/app/records/RecordsScreen')).RecordsScreen, section: (await import('../../src/app/sections/categories')).categoriesSection };
});
afterEach(() => cleanupScreens());

// the data columns: those that sort (not the selection's or the row actions')
const headers = () => [...document.querySelectorAll('[role="columnheader"][aria-sort]')].map((header) => [header.textContent?.replace(/[▲▼↑↓]/g, '').trim(), header.getAttribute('aria-sort')]);
/** the made categories in the order the rows show them */
const firstCells = () => [...document.querySelectorAll('[role="row"]')].slice(1).map((row) => NAMES.find((name) => row.textContent?.includes(name))).filter(Boolean);

describe("a view's link", () => {
  it('sets the sort and columns, keeps them, and leaves the address with the list’s own query', async () => {
    localStorage.clear();
    renderScreen('/devices/categories?page=1&sort=-name&columns=name', <screen.RecordsScreen section={screen.section} />);
    await settle(() => expect(firstCells()).toEqual(['Gamma tablets', 'Beta printers', 'Alpha scanners']));
    expect(headers()).toEqual([['Name', 'descending']]);
    await settle(() => expect(window.location.search).toBe('?page=1'));
    expect(JSON.parse(localStorage.getItem('kitroom.table.categories') ?? '{}')).toMatchObject({ sort: { column: 'name', direction: 'desc' }, visible: ['name'] });
  });

  it('remakes a table already on screen with another link’s settings', async () => {
    localStorage.clear();
    renderScreen('/devices/categories', <screen.RecordsScreen section={screen.section} />);
    await settle(() => expect(firstCells().length).toBeGreaterThan(2));
    expect(headers().map(([title]) => title)).toEqual(['ID', 'Name', 'Description']);
    act(() => navigate('/devices/categories?sort=description&columns=description,name'));
    await settle(() => expect(headers()).toEqual([['Name', 'none'], ['Description', 'ascending']]));
    await settle(() => expect(window.location.search).toBe(''));
  });
});
