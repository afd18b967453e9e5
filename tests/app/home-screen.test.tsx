// @vitest-environment node
// Home, a keyboard user's start page, against a real server with demo data, in Portuguese: each main action shows
// the keys that run it from Home as the registry has them (its own where they act there, else its section's `g`
// keys then its own), each section how many records the server holds and its `g` keys, and the commands last run
// from the palette.
import './deviceRecordsDom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyCaps } from '../../src/app/keys/keyLabels';
import { RECENT_KEY } from '../../src/app/palette/recent';
import { SECTION_IDS, SECTIONS } from '../../src/app/sections/declared';
import { command } from './appCommand';
import { startLiveServer } from './liveServer';
import { MESSAGES } from './messages';
import { cleanupScreens, renderScreen } from './screenHarness';
import { settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '40' });
const pt = MESSAGES.pt;
let HomeScreen: typeof import('../../src/app/screens/home/HomeScreen')['HomeScreen'];

beforeAll(async () => {
  HomeScreen = (await import('../../src/app/screens/home/HomeScreen')).HomeScreen;
});
afterEach(() => {
  cleanupScreens();
  localStorage.clear();
});

const capsOf = (element: Element) => [...element.querySelectorAll('kbd')].map((cap) => cap.textContent);
const capsOfKeys = (keys: string) => keyCaps(keys).flat();
const firstKeys = (id: string) => {
  const keys = command(id).keys?.[0];
  if (!keys) throw new Error(`${id} has no key`);
  return keys;
};
const tileOf = (id: string) => document.querySelector(`.kr-home-actions [data-command="${id}"]`) as HTMLElement;
const sectionLink = (id: string) => document.querySelector(`[data-section="${id}"]`) as HTMLAnchorElement;

describe('Home', () => {
  it('shows each main action with the keys that run it from Home, read from the registry', () => {
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    // a global command: its own keys
    expect(tileOf('app.palette').textContent).toContain(pt['command.app.palette']);
    expect(capsOf(tileOf('app.palette'))).toEqual(capsOfKeys(firstKeys('app.palette')));
    expect(capsOf(tileOf('app.help'))).toEqual(capsOfKeys(firstKeys('app.help')));
    // a section's command: the section's g keys, then its own
    expect(capsOf(tileOf('events.create'))).toEqual(capsOfKeys(`${firstKeys('navigation.events')} ${firstKeys('events.create')}`));
    expect(capsOf(tileOf('devices.import'))).toEqual(capsOfKeys(`${firstKeys('navigation.devices')} ${firstKeys('devices.import')}`));
    // every tile has an icon
    expect(document.querySelectorAll('.kr-home-actions .kr-tile svg').length).toBe(document.querySelectorAll('.kr-home-actions .kr-tile').length);
  });

  it('shows every section with the server’s record count and its g keys', async () => {
    const total = async (path: string) => (await server.call('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=1`)).body.count as number;
    const expected = {
      devices: await total('/api/admin/devices'),
      events: await total('/api/v1/events'),
      spaces: await total('/api/v2/spaces'),
      users: await total('/api/v2/beamian-users'),
    };
    expect(Object.values(expected).every((count) => count > 0)).toBe(true);
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    for (const section of SECTION_IDS) {
      expect(sectionLink(section).getAttribute('href')).toBe(SECTIONS[section].list);
      expect(sectionLink(section).textContent).toContain(pt[`nav.${section}`]);
      expect(capsOf(sectionLink(section))).toEqual(capsOfKeys(firstKeys(`navigation.${section}`)));
    }
    const countOf = (section: string) => sectionLink(section).querySelector('.kr-home-count')?.textContent;
    await settle(() => {
      for (const [section, count] of Object.entries(expected)) expect(countOf(section), section).toBe(new Intl.NumberFormat('pt-PT').format(count));
    });
  });

  it('lists the commands last run from the palette, with their keys; none yet says where they come from', () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify([{ kind: 'command', id: 'app.help' }, { kind: 'device', id: 3, title: 'X', path: '/devices/edit/3' }, { kind: 'command', id: 'devices.create' }]));
    const first = renderScreen('/', <HomeScreen />, { language: 'pt' });
    const recent = [...document.querySelectorAll('.kr-home-recent .kr-tile')];
    expect(recent.map((tile) => tile.querySelector('.kr-tile-title')?.textContent)).toEqual([pt['command.app.help'], pt['command.devices.create']]);
    expect(capsOf(recent[1] as Element)).toEqual(capsOfKeys(`${firstKeys('navigation.devices')} ${firstKeys('devices.create')}`));
    first.unmount();

    localStorage.removeItem(RECENT_KEY);
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    const empty = document.querySelector('.kr-home-recent .kr-state') as HTMLElement;
    expect(empty.textContent).toContain(pt['home.recentEmpty']?.split('(')[0]);
    expect(capsOf(empty)).toEqual(capsOfKeys(firstKeys('app.palette')));
  });
});
