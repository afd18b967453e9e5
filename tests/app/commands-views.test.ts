// @vitest-environment node
// The saved views' commands against the real server: "Save this view…" keeps the list's path, its URL query and
// its table's sort and columns, offers the typed name and the views it could replace, and is undone; opening goes
// to the view's link; deleting is undone (the view made again); copying gives the whole link; none of the list-bound
// ones runs off a list.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Undo } from '../../commands/context';
import type { SaveChoice } from '../../commands/views';
import type { SavedView } from '../../src/contract/schemas/savedViews';
import { availabilityOf } from '../../commands/registry';
import { command } from './appCommand';

vi.mock('../../src/app/services/api', () => import('./liveApi'));
const { savedViews } = await import('../../src/app/views/savedViewsStore');
const { startCommandHarness } = await import('./commandHarness');
const { server, at } = await startCommandHarness({ route: '/devices' });

const stored = new Map<string, string>();
const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) });
vi.stubGlobal('window', { location: { search: '?status=missing&focus=12', origin: 'http://kitroom.test' } });
vi.stubGlobal('navigator', { clipboard });
afterAll(() => vi.unstubAllGlobals());

const DEVICE_SETTINGS = { visible: ['serial_id', 'status', 'base'], sort: { column: 'serial_id', direction: 'desc' }, searchFields: ['serial_id'], pageSize: 50 };
const views = async () => (await server.call('GET', '/api/admin/saved-views')).body.results as SavedView[];

beforeEach(async () => {
  stored.set('kitroom.table.devices', JSON.stringify(DEVICE_SETTINGS));
  await savedViews.load({ force: true });
});

describe('saved views from the keyboard', () => {
  it("saves the list on screen: its path, its query (not the cursor), its table's sort and columns; undone, it is gone", async () => {
    const scene = at({ route: '/devices' });
    const search = command('views.save').args!.name!.search!;
    expect((await search(scene.context, 'Missing in Porto', new AbortController().signal)).map((option) => option.label)).toEqual(['Save as “Missing in Porto”']);
    await scene.run('views.save', { name: { name: 'Missing in Porto' } satisfies SaveChoice });
    const [saved] = await views();
    expect(saved).toEqual({ id: expect.any(Number), name: 'Missing in Porto', path: '/devices', query: 'status=missing', sort: { column: 'serial_id', direction: 'desc' }, columns: ['serial_id', 'status', 'base'] });
    expect(savedViews.state.rows.map((view) => view.name)).toEqual(['Missing in Porto']);
    const undo = scene.success.mock.calls[0]![1] as Undo;
    expect(scene.success.mock.calls[0]![0]).toBe('View “Missing in Porto” saved');
    await undo.run();
    expect(await views()).toEqual([]);
    await undo.redo();
    expect((await views()).map((view) => view.name)).toEqual(['Missing in Porto']);
  });

  it('offers to replace a view of that name rather than make a second, and the replacement is undone', async () => {
    const scene = at({ route: '/devices' });
    const search = command('views.save').args!.name!.search!;
    const options = await search(scene.context, 'missing in', new AbortController().signal);
    expect(options.map((option) => option.label)).toEqual(['Save as “missing in”', 'Replace “Missing in Porto” with this view']);
    expect((await search(scene.context, 'MISSING IN PORTO', new AbortController().signal)).map((option) => option.label)).toEqual(['Replace “Missing in Porto” with this view']);
    stored.set('kitroom.table.devices', JSON.stringify({ ...DEVICE_SETTINGS, sort: { column: 'status', direction: 'asc' } }));
    await scene.run('views.save', { name: options[1]!.value });
    expect((await views()).map((view) => [view.name, view.sort?.column])).toEqual([['Missing in Porto', 'status']]);
    await (scene.success.mock.calls[0]![1] as Undo).run();
    expect((await views()).map((view) => [view.name, view.sort?.column])).toEqual([['Missing in Porto', 'serial_id']]);
  });

  it("opens a view at its link, its sort and columns in it; deletes one with undo", async () => {
    const scene = at({ route: '/' });
    const [view] = await command('views.open').args!.view!.options!(scene.context) as { value: SavedView; label: string; detail?: string }[];
    expect(view).toMatchObject({ label: 'Missing in Porto', detail: 'Devices' });
    await scene.run('views.open', { view: view!.value });
    expect(scene.navigate).toHaveBeenCalledWith('/devices?status=missing&sort=-serial_id&columns=serial_id,status,base');

    const undo = await scene.run<Undo>('views.remove', { view: view!.value });
    expect(await views()).toEqual([]);
    expect(savedViews.state.rows).toEqual([]);
    expect(scene.success).toHaveBeenCalledWith('View “Missing in Porto” deleted', undo);
    await undo.run();
    expect(await views()).toEqual([{ ...view!.value, id: expect.any(Number) }]);
    expect(savedViews.state.rows.map((row) => row.name)).toEqual(['Missing in Porto']);
    await undo.redo();
    expect(await views()).toEqual([]);
  });

  it('copies the whole link of the list on screen, sort and columns in it', async () => {
    const scene = at({ route: '/devices' });
    await scene.run('views.copyLink', {});
    const link = 'http://kitroom.test/devices?status=missing&sort=-serial_id&columns=serial_id,status,base';
    expect(clipboard.writeText).toHaveBeenCalledWith(link);
    expect(scene.success).toHaveBeenCalledWith(`Link copied: ${link}`);
  });

  it('says why saving or sharing a view needs a list on screen (Home, a panel, the views themselves)', () => {
    for (const route of ['/', '/devices/edit/3', '/views']) {
      const { context } = at({ route });
      for (const id of ['views.save', 'views.copyLink']) expect(command(id).when!(context), `${id} on ${route}`).toEqual({ reason: 'views.unavailable.notList' });
    }
    expect(command('views.save').when!(at({ route: '/spaces' }).context)).toBe(true);
  });

  it("offers a blank new view only on the views' own list: elsewhere a view is saved from its list", () => {
    expect(availabilityOf(command('views.create'), at({ route: '/devices' }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
    expect(availabilityOf(command('views.create'), at({ route: '/views' }).context)).toBe(true);
    expect(availabilityOf(command('events.create'), at({ route: '/devices' }).context)).toBe(true);
  });
});
