// @vitest-environment node
// Home's card of the team's latest changes (issue 23) against a real server: the latest few, each who · what · when,
// a link to its record or its operation's page; asked again, once per burst, when the lists the live stream keeps in
// step change and when the window gets the focus back; its empty and failed states.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { TeamChangesCard } from '../../src/app/history/TeamChangesCard';
import { LATEST_CHANGES_QUIET_MS } from '../../src/app/history/recentChangesLive';
import { paths } from '../../src/app/paths';
import { devices } from '../../src/app/services/lists';
import { newestEntry, staffMember } from '../server/historyHelpers';
import { api } from './liveApi';
import { startLiveServer } from './liveServer';
import { cleanupScreens, renderScreen } from './screenHarness';
import { buttonNamed, click, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '40' });
let bruno: { id: number; token: string; name: string };
let fleet: { id: number; name: string; status: string }[];

beforeAll(async () => {
  bruno = await staffMember(server, 'Bruno Costa');
  fleet = (await server.call('GET', '/api/admin/devices?page_size=40')).body.results;
  await devices.load();
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const lines = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('.kr-team-changes-list a')];
const edit = (device: { id: number; name: string }, comment: string, token?: string) =>
  server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: device.name, comment }, ...(token ? { token } : {}) });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the team’s latest changes on Home', () => {
  it('shows the latest few, each who · what · when, linking to the record or the operation', async () => {
    const [first, second] = fleet.slice(0, 2) as [(typeof fleet)[number], (typeof fleet)[number]];
    expect((await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { token: bruno.token, body: { ids: [first.id, second.id], status: 'missing' } })).status).toBe(200);
    const bulk = (await newestEntry(server)) as HistoryEntry;
    expect((await edit(first, 'seen')).status).toBe(200);
    const { container } = renderScreen('/', <TeamChangesCard limit={3} />, { language: 'pt' });
    await settle(() => expect(lines(container)).toHaveLength(3));
    const [newest, older] = lines(container) as [HTMLAnchorElement, HTMLAnchorElement];
    expect(newest.textContent ?? '').toBe(`Admin · Dispositivo editado: ${first.name} · agora`);
    expect(newest.getAttribute('href')).toBe(paths.devices.edit(first.id));
    expect(older.textContent ?? '').toBe('Bruno Costa · Estado de 2 dispositivos alterado · agora');
    expect(older.getAttribute('href')).toBe(paths.historyOperation(bulk.id));
    expect(container.querySelector('h2')?.textContent).toBe('As últimas alterações da equipa');
    expect(buttonNamed(container, /Alterações recentes/)).toBeDefined();
  });

  it('asks again once per burst of changes to the lists, and when the window gets the focus back', async () => {
    const { container } = renderScreen('/', <TeamChangesCard />);
    await settle(() => expect(lines(container).length).toBeGreaterThan(0));
    const list = vi.spyOn(api.history, 'list');
    const device = fleet[7] as { id: number; name: string };
    expect((await edit(device, 'changed elsewhere', bruno.token)).status).toBe(200);
    // the stream makes the devices list catch up; a burst of three is one ask
    await act(async () => {
      await devices.refresh();
      await devices.refresh();
      await devices.refresh();
    });
    await settle(() => expect(lines(container)[0]?.textContent ?? '').toBe(`Bruno Costa · Device edited: ${device.name} · now`));
    expect(list).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    await pause(LATEST_CHANGES_QUIET_MS + 100);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing yet, and when it could not load, with a retry', async () => {
    vi.spyOn(api.history, 'list').mockResolvedValueOnce({ results: [], next: null });
    const empty = renderScreen('/', <TeamChangesCard />);
    await settle(() => expect(empty.container.textContent).toContain('No changes yet'));
    cleanupScreens();

    vi.spyOn(api.history, 'list').mockRejectedValueOnce(new Error('offline'));
    const { container } = renderScreen('/', <TeamChangesCard />);
    await settle(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('Could not load the latest changes: offline'));
    click(buttonNamed(container, 'Try again') as HTMLElement);
    await settle(() => expect(lines(container).length).toBeGreaterThan(0));
  });
});
