// @vitest-environment node
// Issue 14 in the app, against the demo data of a real server: typed fast and without accents, "salon", "belem",
// "sao", "enologia" and "reparacao" ("Em reparação", a status in Portuguese) find their targets in the palette and
// in the table search, and accented queries find unaccented text.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceCommands } from '../../commands/devices';
import { createRegistry } from '../../commands/registry';
import type { Device, KitroomEvent } from '../../src/contract/entities';
import { devicesSection } from '../../src/app/sections/devices';
import { eventsSection } from '../../src/app/sections/events';
import { eventRow } from '../../src/app/services/eventRows';
import { openPalette } from '../../src/app/state/paletteState';
import { matchRows } from '../../src/app/table/rowModel';
import type { Column } from '../../src/app/table/types';
import { translator } from './messages';
import { startLiveServer } from './liveServer';
import { accessibleText, contextFor, fakeApp, listsOf, mountPalette, optionLabels, options, settleUntil, type, type Mounted } from './paletteHarness';

// the app's one API instance (behind the commands' list stores) is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const inPortuguese = translator('pt');

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '300' });

let demoEvents: KitroomEvent[];
let demoDevices: Device[];

async function all<Row>(list: string): Promise<Row[]> {
  const answer = await server.call('GET', `${list}?page_size=1000`);
  return Array.isArray(answer.body) ? answer.body : answer.body.results;
}

beforeAll(async () => {
  [demoEvents, demoDevices] = await Promise.all([all<KitroomEvent>('/api/v1/events'), all<Device>('/api/admin/devices')]);
});

const eventAt = (place: string) => demoEvents.find((event) => event.location.includes(place)) as KitroomEvent;
const eventNamed = (name: string) => demoEvents.find((event) => event.name === name) as KitroomEvent;

/** What each word finds, as the demo data has it. */
const targets = () => ({
  salon: eventNamed('Salón del Turismo Madrid 2026'),
  belem: eventAt('Belém'),
  sao: eventAt('São Francisco'),
  enologia: eventNamed('Congreso de Enología 2025'),
  // accented, for unaccented text: a Spanish speaker typing a Portuguese name
  'cardiología': eventNamed('Congresso de Cardiologia 2026'),
});

describe('the palette', () => {
  let mounted: Mounted | null = null;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('finds each event by a word typed without accents (or with them, for unaccented text)', async () => {
    mounted = await mountPalette({ registry: createRegistry([]), context: contextFor(fakeApp()), lists: listsOf({ events: demoEvents.map((row) => eventRow(row, null)), devices: demoDevices }) });
    await act(async () => openPalette());
    for (const [typed, target] of Object.entries(targets())) {
      expect(target, typed).toBeDefined();
      await type(typed);
      await settleUntil(() => optionLabels().some((label) => label.startsWith(`${target.name},`)));
      expect(optionLabels().filter((label) => label.startsWith(`${target.name},`)), typed).toHaveLength(1);
    }
  });

  it('finds "Em reparação" by "reparacao" on the status page of the change-status command, in Portuguese', async () => {
    const app = { ...fakeApp(), t: inPortuguese };
    mounted = await mountPalette({ registry: createRegistry(deviceCommands), context: contextFor(app, { selectionCount: 2 }), lists: listsOf() });
    await act(async () => openPalette('devices.changeStatus'));
    await settleUntil(() => options().length > 1);
    await type('reparacao');
    await settleUntil(() => options().length === 1);
    expect(optionLabels()).toEqual(['Em reparação']);
    expect([...(options()[0]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual(['reparação']);
    expect(accessibleText(options()[0])).toBe('Em reparação');
  });
});

describe('the table search', () => {
  const t = inPortuguese as Parameters<typeof devicesSection.table.columns>[0];

  it('finds the events by name or place typed without accents, and unaccented text from an accented query', () => {
    const columns = eventsSection.table.columns(t, 'pt') as Column<KitroomEvent>[];
    const { sort, searchable } = eventsSection.table;
    for (const [typed, target] of Object.entries(targets())) {
      const found = matchRows(demoEvents, columns, sort, searchable, typed).ids;
      expect(found, typed).toContain(target.id);
      for (const id of found) {
        const event = demoEvents.find((candidate) => candidate.id === id) as KitroomEvent;
        expect(`${event.name} ${event.location}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), typed).toContain(typed.normalize('NFD').replace(/\p{M}/gu, ''));
      }
    }
  });

  it('finds every device under repair by "reparacao", its status shown in Portuguese as "Em reparação"', () => {
    const columns = devicesSection.table.columns(t, 'pt');
    const { sort, searchable } = devicesSection.table;
    const repairing = demoDevices.filter((device) => device.status === 'repairing').map((device) => device.id).sort((a, b) => a - b);
    expect(repairing.length).toBeGreaterThan(0);
    for (const typed of ['reparacao', 'EM REPARACAO', 'reparação']) {
      expect([...matchRows(demoDevices, columns, sort, searchable, typed).ids].sort((a, b) => a - b), typed).toEqual(repairing);
    }
  });
});
