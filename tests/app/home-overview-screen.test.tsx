// @vitest-environment node
// Home's overview on screen, against a real server whose events and devices the test makes, in Portuguese (and
// Spanish for the words): each block says nothing is happening in the app's voice, then shows its figures; every
// number links to the devices list filtered to it and is named with what it counts; the chart draws the status
// tones with the same figures; j/k go from number to number; a device assigned elsewhere changes the figures
// without a reload. chart.js cannot draw in happy-dom: react-chartjs-2 is replaced by a recorder.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Device, KitroomEvent } from '../../src/contract/entities';
import { keyCaps } from '../../src/app/keys/keyLabels';
import { dayIn } from '../../src/app/screens/home/overview/calendarDays';
import { command } from './appCommand';
import { startLiveServer } from './liveServer';
import { MESSAGES, translator } from './messages';
import { cleanupScreens, renderScreen } from './screenHarness';
import { press, settle } from './tableHarness';

/** calendar days from the day of `from` to the day of `to` in `timeZone` */
const daysBetween = (from: number, to: number, timeZone: string) => dayIn(to, timeZone) - dayIn(from, timeZone);

vi.mock('../../src/app/services/api', () => import('./liveApi'));
const drawn = vi.hoisted(() => ({ bars: [] as unknown[] }));
vi.mock('react-chartjs-2', () => ({
  Bar: (props: unknown) => {
    drawn.bars.push(props);
    return null;
  },
}));

interface DrawnBar {
  data: { labels: string[]; datasets: Array<{ label: string; data: number[]; borderColor: string }> };
  options: { indexAxis: string; scales: { x: { stacked: boolean }; y: { stacked: boolean } } };
  plugins: Array<{ id: string }>;
}

const server = await startLiveServer();
const pt = translator('pt');
const DAY = 86_400_000;
let HomeScreen: typeof import('../../src/app/screens/home/HomeScreen')['HomeScreen'];
let lists: typeof import('../../src/app/services/lists');

beforeAll(async () => {
  HomeScreen = (await import('../../src/app/screens/home/HomeScreen')).HomeScreen;
  lists = await import('../../src/app/services/lists');
});
afterEach(() => cleanupScreens());

const iso = (time: number) => new Date(time).toISOString();
async function makeEvent(name: string, start: number, end: number, maxCapacity = 500): Promise<KitroomEvent> {
  const answer = await server.call('POST', '/api/events', { body: { name, start_date: iso(start), end_date: iso(end), timezone_id: 'Europe/Lisbon', max_capacity: maxCapacity } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as KitroomEvent;
}
async function makeDevice(name: string, values: Partial<Device> = {}): Promise<Device> {
  const answer = await server.call('POST', '/api/admin/devices', { body: { name, ...values } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Device;
}
async function loadLists() {
  await act(async () => {
    await Promise.all([lists.devices.load({ force: true }), lists.events.load({ force: true })]);
  });
}

const block = (area: string) => document.querySelector(`.kr-overview-${area}`) as HTMLElement;
const rowOf = (area: string, eventId: number) => block(area).querySelector(`[data-event-id="${eventId}"]`) as HTMLElement;
const numberIn = (element: Element | null) => element?.querySelector('a.kr-overview-number') as HTMLAnchorElement | null;
const figureOf = (base: string, column: number) => block('bases').querySelectorAll(`[data-base="${base}"] td`)[column] as HTMLElement;

describe('Home’s overview, nothing happening', () => {
  it('says so in each block in the app’s voice, the events’ with the way to create one and its keys from Home', async () => {
    await loadLists();
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(block('events').dataset.ready).toBe('true'));
    expect(block('events').querySelector('.kr-state')?.textContent).toContain(pt('home.events.empty', { days: 14 }));
    const step = block('events').querySelector('.kr-state button') as HTMLElement;
    expect(step.textContent).toContain(pt('command.events.create'));
    const caps = [...step.querySelectorAll('kbd')].map((cap) => cap.textContent);
    expect(caps).toEqual(keyCaps(`${command('navigation.events').keys?.[0]} ${command('events.create').keys?.[0]}`).flat());
    expect(block('receive').querySelector('.kr-state')?.textContent).toBe(pt('home.receive.empty'));
    expect(block('bases').querySelector('.kr-state')?.textContent).toBe(pt('home.bases.empty'));
    // the team's latest changes: its place and heading, for the history's card
    expect(block('team').querySelector('h2')?.textContent).toBe('As últimas alterações da equipa');
  });
});

describe('Home’s overview with events and devices', () => {
  const now = Date.now();
  let fair: KitroomEvent;
  let congress: KitroomEvent;
  let expo: KitroomEvent;
  let spare: Device;

  beforeAll(async () => {
    fair = await makeEvent('Feira Agora', now - DAY, now + 2 * DAY, 2200);
    congress = await makeEvent('Congresso Próximo', now + 3 * DAY, now + 4 * DAY);
    expo = await makeEvent('Expo Terminada', now - 6 * DAY, now - 2 * DAY);
    await makeEvent('Longe Demais', now + 30 * DAY, now + 31 * DAY);
    for (const index of [1, 2]) await makeDevice(`FEIRA-${index}`, { current_event_id: fair.id, status: 'in_use', base: 'lisbon' });
    for (const index of [1, 2, 3]) await makeDevice(`EXPO-${index}`, { current_event_id: expo.id, status: 'in_use', base: 'oporto' });
    for (const index of [1, 2, 3]) await makeDevice(`FALTA-PORTO-${index}`, { status: 'missing', base: 'oporto' });
    await makeDevice('REPARA-ANADIA', { status: 'repairing', base: 'anadia' });
    await makeDevice('FALTA-SEM-BASE', { status: 'missing' });
    spare = await makeDevice('LIVRE', { status: 'available', base: 'lisbon' });
    await loadLists();
  });

  it('lists the events on now and starting within 14 days, each with when, its devices against its capacity, linked', async () => {
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(rowOf('events', fair.id)).not.toBeNull());
    expect(block('events').querySelector('h2')?.textContent).toBe('Eventos agora e nos próximos 14 dias');
    const rows = [...block('events').querySelectorAll('tbody tr')].map((row) => row.querySelector('th')?.textContent);
    expect(rows).toEqual(['Feira Agora', 'Congresso Próximo']);

    const fairRow = rowOf('events', fair.id);
    expect(fairRow.querySelector('th a')?.getAttribute('href')).toBe(`/events?focus=${fair.id}`);
    expect(fairRow.querySelector('.kr-overview-when')?.textContent).toBe(pt('home.events.now', { days: daysBetween(now, Date.parse(fair.end_date), 'Europe/Lisbon') }));
    const assigned = numberIn(fairRow);
    expect(assigned?.textContent).toBe('2');
    expect(assigned?.getAttribute('href')).toBe('/devices?search=event:%22Feira+Agora%22');
    expect(assigned?.getAttribute('aria-label')).toBe('2 dispositivos atribuídos a Feira Agora — abrir a lista');
    expect(fairRow.querySelector('.kr-overview-capacity')?.textContent).toBe(`de ${new Intl.NumberFormat('pt-PT').format(2200)}`);
    expect(fairRow.querySelector('.kr-overview-flag')).toBeNull();

    // starting in 3 days with no device: flagged in words, its zero not a link to an empty list
    const congressRow = rowOf('events', congress.id);
    expect(congressRow.querySelector('.kr-overview-when')?.textContent).toBe(pt('home.events.startsIn', { days: daysBetween(now, Date.parse(congress.start_date), 'Europe/Lisbon') }));
    expect(congressRow.querySelector('.kr-overview-flag')?.textContent).toBe(pt('home.events.noDevices'));
    expect(congressRow.querySelector('.kr-overview-flag svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(numberIn(congressRow)).toBeNull();
    expect(congressRow.querySelector('.kr-overview-zero')?.textContent).toBe('0');
  });

  it('lists what is still out at ended events, with when each ended, and the total; says how to receive them', async () => {
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(rowOf('receive', expo.id)).not.toBeNull());
    const expoRow = rowOf('receive', expo.id);
    expect(expoRow.querySelector('.kr-overview-when')?.textContent).toBe(pt('home.receive.ended', { days: daysBetween(Date.parse(expo.end_date), now, 'Europe/Lisbon') }));
    expect(numberIn(expoRow)?.getAttribute('href')).toBe('/devices?search=event:%22Expo+Terminada%22');
    expect(numberIn(expoRow)?.getAttribute('aria-label')).toBe('3 dispositivos ainda em Expo Terminada — abrir a lista');
    const total = numberIn(block('receive').querySelector('tfoot .kr-overview-total'));
    expect(total?.textContent).toBe('3');
    expect(total?.getAttribute('href')).toBe(numberIn(expoRow)?.getAttribute('href'));
    const how = block('receive').querySelector('.kr-overview-note:last-child') as HTMLElement;
    expect([...how.querySelectorAll('kbd')].map((cap) => cap.textContent)).toEqual([...keyCaps(command('table.selectAll').keys?.[0] ?? ''), ...keyCaps(command('devices.receive').keys?.[0] ?? '')].flat());
  });

  it('counts the devices missing or in repair at each base, linked by status and base, and draws them in the chips’ tones', async () => {
    drawn.bars.length = 0;
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(block('bases').querySelector('[data-base="oporto"]')).not.toBeNull());
    const porto = numberIn(figureOf('oporto', 0));
    expect(porto?.textContent).toBe('3');
    expect(porto?.getAttribute('href')).toBe('/devices?search=status:missing+base:oporto');
    expect(porto?.getAttribute('aria-label')).toBe('3 dispositivos desaparecidos na base Porto — abrir a lista');
    expect(numberIn(figureOf('anadia', 1))?.getAttribute('aria-label')).toBe('1 dispositivo em reparação na base Anadia — abrir a lista');
    expect(numberIn(figureOf('none', 0))?.getAttribute('href')).toBe('/devices?search=status:missing+base:none');
    expect(numberIn(figureOf('none', 0))?.getAttribute('aria-label')).toBe('1 dispositivo desaparecido sem base — abrir a lista');
    expect(numberIn(figureOf('lisbon', 0))).toBeNull();
    const totals = block('bases').querySelectorAll('tfoot a.kr-overview-number');
    expect([...totals].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['4', '/devices?search=status:missing'], ['1', '/devices?search=status:repairing']]);
    // the column heads are the status chips, in the chart's tones
    expect([...block('bases').querySelectorAll('thead .kr-chip')].map((chip) => chip.className)).toEqual(['kr-chip kr-chip-missing', 'kr-chip kr-chip-repairing']);

    await settle(() => expect(drawn.bars.length).toBeGreaterThan(0));
    const bar = drawn.bars.at(-1) as DrawnBar;
    expect(bar.options.indexAxis).toBe('y');
    expect([bar.options.scales.x.stacked, bar.options.scales.y.stacked]).toEqual([true, true]);
    expect(bar.data.labels).toEqual(['Anadia', 'Porto', 'Lisboa', 'VisionVolt', 'Sem base']);
    expect(bar.data.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([
      ['Desaparecido', [0, 3, 0, 0, 1]],
      ['Em reparação', [1, 0, 0, 0, 0]],
    ]);
    // each part of a bar carries its number, so the chart reads without colour
    expect(bar.plugins.map((plugin) => plugin.id)).toContain('krValueLabels');
    expect(block('bases').querySelector('.kr-overview-chart')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('goes from number to number with j/k and the arrows, and leaves the keys to the links otherwise', async () => {
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(rowOf('events', fair.id)).not.toBeNull());
    const numbers = [...document.querySelectorAll<HTMLElement>('[data-overview-number]')];
    expect(numbers.length).toBeGreaterThan(4);
    numbers[0]?.focus();
    const j = press(numbers[0] as HTMLElement, 'j');
    expect(j.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(numbers[1]);
    press(numbers[1] as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(numbers[2]);
    press(numbers[2] as HTMLElement, 'k');
    expect(document.activeElement).toBe(numbers[1]);
    press(numbers[1] as HTMLElement, 'End');
    expect(document.activeElement).toBe(numbers.at(-1));
    // from an event's name, j goes to the number after it
    const name = rowOf('events', fair.id).querySelector('th a') as HTMLElement;
    name.focus();
    press(name, 'j');
    expect(document.activeElement).toBe(numberIn(rowOf('events', fair.id)));
    // with a modifier the key is the app's
    expect(press(document.activeElement as HTMLElement, 'k', { ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it('follows a device assigned elsewhere, without a reload', async () => {
    renderScreen('/', <HomeScreen />, { language: 'pt' });
    await settle(() => expect(numberIn(rowOf('events', fair.id))?.textContent).toBe('2'));
    // someone else assigns the spare device to the fair and takes one back from the expo: the live stream makes
    // the list catch up (refresh), as here
    expect((await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [spare.id], current_event_id: fair.id } })).status).toBe(200);
    await act(() => lists.devices.refresh());
    await settle(() => expect(numberIn(rowOf('events', fair.id))?.textContent).toBe('3'));
    expect(numberIn(rowOf('events', fair.id))?.getAttribute('aria-label')).toBe('3 dispositivos atribuídos a Feira Agora — abrir a lista');
    const expoDevice = lists.devices.state.rows.find((device) => device.current_event_id === expo.id) as Device;
    expect((await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [expoDevice.id], current_event_id: null } })).status).toBe(200);
    await act(() => lists.devices.refresh());
    await settle(() => expect(numberIn(rowOf('receive', expo.id))?.textContent).toBe('2'));
  });

  it('speaks Spanish in Spanish', async () => {
    renderScreen('/', <HomeScreen />, { language: 'es' });
    await settle(() => expect(rowOf('events', fair.id)).not.toBeNull());
    expect(block('receive').querySelector('h2')?.textContent).toBe(MESSAGES.es['home.receive.title']);
    expect(numberIn(figureOf('oporto', 0))?.getAttribute('aria-label')).toBe('3 dispositivos desaparecidos en la base Oporto: abrir la lista');
  });
});
