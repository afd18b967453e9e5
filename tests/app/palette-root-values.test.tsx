// @vitest-environment happy-dom
// Issue 13 point 9: with rows to act on, the values of a command's one listed argument are offered on the first page
// ("missing" → "Set 3 devices to Missing") and choosing one runs the command with it.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { deviceCommands } from '../../commands/devices';
import { eventCommands } from '../../commands/events';
import { createRegistry, defineCommand } from '../../commands/registry';
import { withTargets } from '../../commands/targets';
import { readRecent } from '../../src/app/palette/recent';
import { openPalette } from '../../src/app/state/paletteState';
import { contextFor, dialog, fakeApp, id, mountPalette, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';
import { targetsOf } from './targetsOf';

const spies = { status: vi.fn(), twoArgs: vi.fn(), searched: vi.fn(), language: vi.fn() };
const STATUSES = [{ value: 'available', label: 'Available' }, { value: 'missing', label: 'Missing', keywords: 'lost' }, { value: 'repairing', label: 'Repairing' }];

const registry = createRegistry([
  defineCommand<{ status: string }>({
    id: 'devices.changeStatus',
    title: id('test.changeStatus'),
    titleForSelection: id('test.changeStatus.selection'),
    titleForRow: 'command.devices.changeStatus.row',
    group: 'devices',
    scope: 'devices',
    when: withTargets,
    args: { status: { title: id('test.status.choose'), options: async () => STATUSES, valueTitle: { selection: 'command.devices.changeStatus.value.selection', row: 'command.devices.changeStatus.value.row' } } },
    run: (_context, args) => spies.status(args),
  }),
  // two arguments: its values need its pages
  defineCommand<{ status: string; base: string }>({
    id: 'devices.twoArgs',
    title: id('test.delete'),
    titleForSelection: id('test.delete.selection'),
    group: 'devices',
    scope: 'devices',
    when: withTargets,
    args: { status: { title: id('test.status.choose'), options: () => STATUSES }, base: { title: id('test.base.choose'), options: () => [{ value: 'x', label: 'Missing base' }] } },
    run: (_context, args) => spies.twoArgs(args),
  }),
  // searched on the server: never asked from the first page
  defineCommand<{ status: string }>({
    id: 'devices.searched',
    title: id('test.export'),
    titleForSelection: id('test.changeStatus.selection'),
    group: 'devices',
    scope: 'devices',
    when: withTargets,
    args: { status: { title: id('test.status.choose'), search: async () => { spies.searched(); return STATUSES; } } },
    run: () => undefined,
  }),
  // not about rows
  defineCommand<{ language: string }>({
    id: 'app.language',
    title: 'command.app.language',
    group: 'app',
    scope: 'global',
    args: { language: { title: 'command.app.language.choose', options: () => [{ value: 'pt', label: 'Missing language' }] } },
    run: (_context, args) => spies.language(args),
  }),
]);

let mounted: Mounted | null = null;
let app: ReturnType<typeof fakeApp>;

async function open(context: CommandContext, commands = registry) {
  mounted = await mountPalette({ registry: commands, context });
  await act(async () => openPalette());
  await settle();
}

async function typeAndSettle(text: string) {
  await type(text);
  await settle();
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  app = fakeApp();
  for (const spy of Object.values(spies)) spy.mockReset();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('argument values on the first page', () => {
  it('offers "Set 3 devices to Missing" for "missing" with 3 selected, first, and runs the command with it', async () => {
    await open(contextFor(app, { selectionCount: 3 }));
    await typeAndSettle('missing');
    expect(optionLabels()).toEqual(['Set 3 devices to Missing']);
    expect(options()[0]?.getAttribute('data-value')).toBe('values|value:devices.changeStatus:1');
    await press('Enter');
    await settle();
    expect(spies.status).toHaveBeenCalledWith({ status: 'missing' });
    expect(dialog()).toBeNull();
    expect(readRecent()[0]).toEqual({ kind: 'command', id: 'devices.changeStatus' });
    expect(spies.searched).not.toHaveBeenCalled();
    expect(spies.twoArgs).not.toHaveBeenCalled();
  });

  it('matches the value and its keywords, not the command words alone, and only from 3 characters', async () => {
    await open(contextFor(app, { selectionCount: 3 }));
    await typeAndSettle('lost');
    expect(optionLabels()).toEqual(['Set 3 devices to Missing']);
    await typeAndSettle('change');
    expect(optionLabels().some((label) => label.startsWith('Set 3 devices'))).toBe(false);
    await typeAndSettle('mi');
    expect(optionLabels().some((label) => label.startsWith('Set 3 devices'))).toBe(false);
    await typeAndSettle('missing change');
    expect(optionLabels()[0]).toBe('Set 3 devices to Missing');
  });

  it('names the row under the cursor when nothing is selected, and offers nothing without targets', async () => {
    await open({ ...contextFor(app), focusedId: 7, targets: targetsOf([], 7, 'SCANNER-0007') });
    // with only a cursor row, the query names the action too (issue 21 point 1: the value alone used to be offered)
    await typeAndSettle('status repairing');
    expect(optionLabels()).toEqual(['Set SCANNER-0007 to Repairing']);
    mounted?.unmount();
    await open(contextFor(app));
    await typeAndSettle('missing');
    expect(optionLabels()).toEqual([]);
  });

  it('offers the real base change and receive for "porto", in each command\'s words', async () => {
    // the commands whose options are constants (the others load lists from the server)
    const constantOptions = deviceCommands.filter((command) => ['devices.receive', 'devices.changeBase', 'devices.changeStatus'].includes(command.id));
    await open(contextFor(app, { selectionCount: 2 }), createRegistry(constantOptions));
    await typeAndSettle('porto');
    expect(optionLabels()).toEqual(['Receive 2 devices at Porto', 'Change base of 2 devices to Porto']);
    await typeAndSettle('missing');
    expect(optionLabels()).toEqual(['Set 2 devices to Missing']);
  });

  it('offers an event\'s live interactions on or off for the events selected, in the command\'s words', async () => {
    const live = eventCommands.filter((command) => command.id === 'events.liveInteractions');
    await open(contextFor(app, { route: '/events', scope: 'events', selectionCount: 2 }), createRegistry(live));
    // the value first (it carries its command's selection boost), the command with its page after it
    await typeAndSettle('disable');
    expect(optionLabels()).toEqual(['Live interactions of 2 events: Disabled', 'Set live interactions for 2 events…, Shortcut: L']);
  });
});
