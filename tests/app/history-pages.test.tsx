// @vitest-environment node
// The recent changes as palette pages (issue 23), against a real server: the team's lists every person's entries
// newest first, each with its title, who, when and its records, found by those words; mine only the session's
// person's; older entries load as the person reaches the end; Enter opens one record's panel, or the operation's page
// for several; each opening shows what is new.
import './deviceRecordsDom';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { registry } from '../../commands/all';
import { setIntl } from '../../src/app/i18n/intl';
import { paths } from '../../src/app/paths';
import { RECENT_CHANGES_PAGE_SIZE } from '../../src/app/history/recentChangesPages';
import { devices } from '../../src/app/services/lists';
import { auth } from '../../src/app/state/auth';
import { openPalette } from '../../src/app/state/paletteState';
import { historyPage, staffMember } from '../server/historyHelpers';
import { contextOf, recordingServices, type RecordingServices } from './commandContext';
import { apiFor } from './liveApi';
import { startLiveServer } from './liveServer';
import { MESSAGES, translator } from './messages';
import { input, mountPalette, optionLabels, options, press, settle, settleUntil, type, type Mounted } from './paletteHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '40' });
let bruno: { id: number; token: string; name: string };
let adminId: number;
let app: RecordingServices;
let mounted: Mounted | null = null;
const fleet: { id: number; name: string }[] = [];

const bulkStatus = (ids: readonly number[], status: string, token?: string) =>
  server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids, status }, ...(token ? { token } : {}) });
const comment = (device: { id: number; name: string }, text: string) => server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: device.name, comment: text } });

beforeAll(async () => {
  setIntl('en', MESSAGES.en);
  bruno = await staffMember(server, 'Bruno Costa');
  adminId = (await server.call('GET', '/api/v2/beamian-users?search=admin@example.com')).body.results[0].id;
  fleet.push(...(await server.call('GET', '/api/admin/devices?page_size=40')).body.results);
  await devices.load();
  auth.user = { id: adminId, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'admin' };
});
afterAll(() => {
  auth.user = null;
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function openPage(commandId: 'history.team' | 'history.mine'): Promise<void> {
  if (!mounted) {
    app = recordingServices({ t: translator('en'), api: apiFor(server) });
    mounted = await mountPalette({ registry, context: contextOf(app, { route: '/' }) });
  }
  await act(async () => openPalette(commandId));
  await settleUntil(() => options().length > 0);
}

/** The options' labels, a change made seconds ago said "now". */
const labels = () => optionLabels();

/** The whole list's length, as the options tell assistive technology (only a window of them is rendered). */
const listed = () => Number(options()[0]?.getAttribute('aria-setsize') ?? 0);

describe('the team’s recent changes', () => {
  it('lists every person’s entries newest first, with who, when and the records, and opens each where it lives', async () => {
    const [first, second, third] = fleet as [{ id: number; name: string }, { id: number; name: string }, { id: number; name: string }];
    expect((await bulkStatus([first.id, second.id, third.id], 'missing', bruno.token)).status).toBe(200);
    expect((await comment(first, 'checked')).status).toBe(200);
    await openPage('history.team');
    const [edit, bulk] = labels();
    expect(edit).toBe(`Device edited, Admin · now · ${first.name}`);
    expect(bulk).toBe('Status of 3 devices changed, Bruno Costa · now · 3 devices');
    expect(input()?.placeholder).toBe('Choose a change to open it');

    await press('Enter');
    expect(app.navigate).toHaveBeenCalledWith(paths.devices.edit(first.id));
    const newest: HistoryEntry[] = (await historyPage(server, 'page_size=2')).results;
    await openPage('history.team');
    await press('ArrowDown');
    await press('Enter');
    expect(app.navigate).toHaveBeenCalledWith(paths.historyOperation(newest[1]!.id));
  });

  it('finds entries by who made them, their title and their records', async () => {
    await openPage('history.team');
    await type('bruno');
    await settle();
    const found = optionLabels();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((label) => label.includes('Bruno'))).toBe(true);
    await type('status 3 devices');
    await settle();
    expect(optionLabels()[0]).toMatch(/^Status of 3 devices changed/);
  });

  it('shows what is new each time it opens', async () => {
    await openPage('history.team');
    await press('Escape');
    const device = fleet[5] as { id: number; name: string };
    expect((await comment(device, 'new since')).status).toBe(200);
    await openPage('history.team');
    expect(labels()[0]).toBe(`Device edited, Admin · now · ${device.name}`);
  });

  it('loads older entries as the person reaches the end of the list', async () => {
    const device = fleet[10] as { id: number; name: string };
    for (let count = 0; count < RECENT_CHANGES_PAGE_SIZE; count += 1) expect((await comment(device, `round ${count}`)).status).toBe(200);
    const total = (await historyPage(server, 'page_size=200')).results.length;
    expect(total).toBeGreaterThan(RECENT_CHANGES_PAGE_SIZE);
    await openPage('history.team');
    expect(listed()).toBe(RECENT_CHANGES_PAGE_SIZE);
    await press('End');
    await settleUntil(() => listed() > RECENT_CHANGES_PAGE_SIZE);
    expect(listed()).toBe(Math.min(total, 2 * RECENT_CHANGES_PAGE_SIZE));
  });
});

describe('my recent changes', () => {
  it('lists only the session’s person’s entries, without their name', async () => {
    const mine = (await historyPage(server, `user=${adminId}&page_size=${RECENT_CHANGES_PAGE_SIZE}`)).results;
    await openPage('history.mine');
    expect(listed()).toBe(mine.length);
    expect(optionLabels().some((label) => label.includes('Bruno Costa,'))).toBe(false);
    expect(labels()[0]).toMatch(/^Device edited, now · /);
  });

  it('words each entry in the person’s language', async () => {
    setIntl('pt', MESSAGES.pt);
    try {
      await openPage('history.mine');
      expect(labels()[0]).toMatch(/^Dispositivo editado, agora · /);
    } finally {
      setIntl('en', MESSAGES.en);
    }
  });
});
