// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { createRegistry, defineCommand } from '../../commands/registry';
import type { Undo } from '../../commands/context';
import { ApiFailure } from '../../src/app/api/errors';
import { keysText } from '../../src/app/keys/keyLabels';
import { openPalette } from '../../src/app/state/paletteState';
import { readRecent } from '../../src/app/palette/recent';
import { accessibleText, activeOption, contextFor, dialog, fakeApp, id, input, liveRegion, mountPalette, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';

const spies = { changeStatus: vi.fn(), exportDevices: vi.fn(), deleteDevices: vi.fn() };
const panel = document.createElement('button');
const undo: Undo = { summary: 'changed', run: async () => {}, redo: async () => {} };

const registry = createRegistry([
  defineCommand({ id: 'devices.export', title: id('test.export'), group: 'devices', scope: 'devices', keys: ['Shift+E'], run: () => spies.exportDevices() }),
  defineCommand<{ status: string; base: string }>({
    id: 'devices.changeStatus',
    title: id('test.changeStatus'),
    titleForSelection: id('test.changeStatus.selection'),
    group: 'devices',
    scope: 'devices',
    keys: ['s'],
    args: {
      status: {
        title: id('test.status.choose'),
        options: () => [{ value: 'available', label: 'Available' }, { value: 'repairing', label: 'Repairing', keywords: 'fix broken' }, { value: 'missing', label: 'Missing' }],
      },
      base: { title: id('test.base.choose'), options: async () => [{ value: 'lisbon', label: 'Lisbon' }, { value: 'oporto', label: 'Porto' }] },
    },
    run: (context, args, source) => spies.changeStatus(context, args, source),
  }),
  defineCommand({
    id: 'devices.delete',
    title: id('test.delete'),
    titleForSelection: id('test.delete.selection'),
    group: 'devices',
    scope: 'devices',
    when: (context) => (context.selectionCount > 0 ? true : { reason: id('test.needsSelection') }),
    run: () => {
      spies.deleteDevices();
      return undo;
    },
  }),
  defineCommand({ id: 'app.panel', title: id('nav.dashboard'), group: 'app', scope: 'global', run: () => panel.focus() }),
  defineCommand({
    id: 'app.fail',
    title: id('test.fail'),
    group: 'app',
    scope: 'global',
    run: () => {
      throw new ApiFailure(500, {}, 'The server broke');
    },
  }),
]);

let mounted: Mounted | null = null;
let app: ReturnType<typeof fakeApp>;
const onUndo = vi.fn();

async function open(context: CommandContext, commandId?: string) {
  mounted = await mountPalette({ registry, context, onUndo });
  await act(async () => openPalette(commandId));
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  app = fakeApp();
  for (const spy of [...Object.values(spies), onUndo]) spy.mockReset();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('commands in the palette', () => {
  it('lists the available commands of the screen on an empty query, with their keys', async () => {
    await open(contextFor(app));
    expect(optionLabels()).toEqual([`Export devices, Shortcut: ${keysText('Shift+E')}`, 'Change status, Shortcut: S', 'Dashboard', 'Break something']);
    // Shift+E and S: three key caps
    expect(document.querySelectorAll('[role="option"] kbd')).toHaveLength(3);
  });

  it('shows an unavailable command greyed with its reason, and does not run it', async () => {
    await open(contextFor(app));
    await type('delete');
    const option = options()[0];
    expect(accessibleText(option)).toBe('Delete devices, Unavailable: Select devices first');
    expect(option?.getAttribute('aria-disabled')).toBe('true');
    expect(option?.textContent).toContain('Select devices first');
    await press('Enter');
    option?.click();
    await settle();
    expect(spies.deleteDevices).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    expect(liveRegion()).toBe('Unavailable: Select devices first');
  });

  it('with a selection, puts the commands acting on it first, titled with its size', async () => {
    await open(contextFor(app, { selectionCount: 12 }));
    const heading = document.getElementById(document.querySelector('[role="group"]')?.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('For the 12 selected items');
    expect(optionLabels().slice(0, 2)).toEqual(['Change status of 12 devices…, Shortcut: S', 'Delete 12 devices']);
    await type('status');
    expect(optionLabels()[0]).toBe('Change status of 12 devices…, Shortcut: S');
  });

  it('counts a selection of one in the singular', async () => {
    await open(contextFor(app, { selectionCount: 1 }));
    expect(optionLabels()[0]).toBe('Change status of 1 device…, Shortcut: S');
  });

  it('runs a command without arguments and closes; a failure becomes an error toast; an undo is handed on', async () => {
    await open(contextFor(app, { selectionCount: 3 }));
    await type('delete');
    await press('Enter');
    await settle();
    expect(spies.deleteDevices).toHaveBeenCalledTimes(1);
    expect(onUndo).toHaveBeenCalledWith(undo);
    expect(dialog()).toBeNull();
    expect(readRecent()[0]).toEqual({ kind: 'command', id: 'devices.delete' });

    await act(async () => openPalette());
    await type('break');
    await press('Enter');
    await settle();
    expect(app.notify.error).toHaveBeenCalledWith('The server broke');
  });

  it('leaves the focus where a command put it', async () => {
    document.body.append(panel);
    await open(contextFor(app));
    await type('dashboard');
    await press('Enter');
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(panel);
    panel.remove();
  });
});

describe('argument pages', () => {
  it('asks for each argument on its own page, goes back with Backspace, and runs with every choice', async () => {
    await open(contextFor(app));
    await type('change st');
    await press('Enter');
    await settle();
    expect(input()?.placeholder).toBe('Choose a status');
    expect(document.querySelector('.kr-palette-page-title')?.textContent).toBe('Change status');
    expect(optionLabels()).toEqual(['Available', 'Repairing', 'Missing']);

    await type('fix');
    expect(optionLabels()).toEqual(['Repairing']);
    await type('');
    await press('Backspace');
    expect(input()?.value).toBe('change st');
    expect(accessibleText(activeOption())).toBe('Change status, Shortcut: S');

    await press('Enter');
    await settle();
    await press('ArrowDown');
    await press('Enter');
    await settle();
    expect(input()?.placeholder).toBe('Choose a base');
    expect(optionLabels()).toEqual(['Lisbon', 'Porto']);
    await press('Backspace');
    expect(input()?.placeholder).toBe('Choose a status');
    await press('Enter');
    await settle();
    await press('ArrowDown');
    await press('Enter');
    await settle();
    expect(spies.changeStatus).toHaveBeenCalledTimes(1);
    expect(spies.changeStatus.mock.calls[0]?.slice(1)).toEqual([{ status: 'repairing', base: 'oporto' }, 'palette']);
    expect(dialog()).toBeNull();
  });

  it('goes back one page with Escape, and closes from the first page', async () => {
    await open(contextFor(app));
    await type('change');
    await press('Enter');
    await settle();
    await press('Escape');
    expect(input()?.value).toBe('change');
    await press('Escape');
    expect(dialog()).toBeNull();
  });

  it('opens straight on the first argument page of the command it is opened for, and Esc there closes', async () => {
    await open(contextFor(app), 'devices.changeStatus');
    expect(input()?.placeholder).toBe('Choose a status');
    expect(optionLabels()).toEqual(['Available', 'Repairing', 'Missing']);
    // the user never was on the root page: Backspace and the back button do not lead there, Esc closes
    expect(document.querySelector('.kr-palette-back')).toBeNull();
    await press('Backspace');
    expect(input()?.placeholder).toBe('Choose a status');
    await press('Escape');
    expect(dialog()).toBeNull();
  });

  it('goes back from a later page of a command opened on its first page, but not below that page', async () => {
    await open(contextFor(app), 'devices.changeStatus');
    await press('ArrowDown');
    await press('Enter');
    await settle();
    expect(input()?.placeholder).toBe('Choose a base');
    expect(document.querySelector('.kr-palette-back')).not.toBeNull();
    await press('Escape');
    expect(input()?.placeholder).toBe('Choose a status');
    await press('Escape');
    expect(dialog()).toBeNull();
  });
});
