// @vitest-environment happy-dom
// Issue 21 point 6: a record found in the palette has secondary actions (Tab, or → at the end of the input, as in
// Raycast): its section's registered commands about one row, each with its key, run on that record wherever the
// palette was opened.
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { openPalette } from '../../src/app/state/paletteState';
import { act } from 'react';
import { contextFor, device, event, fakeApp, input, listsOf, mountPalette, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const lists = () => listsOf({ devices: [device(1, { name: 'Gate one' })], events: [event(4, 'Summit 2025')] });

async function openOnHome(app = fakeApp()) {
  mounted = await mountPalette({ registry, context: contextFor(app, { route: '/', scope: 'global' }), lists: lists() });
  await act(async () => openPalette());
  await settle(20);
  return app;
}

async function findFirst(text: string, expected: string) {
  await type(text);
  await settle(30);
  expect(optionLabels()[0]).toContain(expected);
}

describe('the actions of a record found in the palette', () => {
  it('Tab on a device offers its edit, its event and its status, each with its key, edit first', async () => {
    await openOnHome();
    await findFirst('gate one', 'Gate one');
    await press('Tab');
    const labels = optionLabels();
    expect(labels[0]).toMatch(/^Edit/);
    expect(labels.some((label) => /Assign Gate one/.test(label))).toBe(true);
    expect(labels.some((label) => /status of Gate one/i.test(label))).toBe(true);
    expect(labels.some((label) => /^Create/.test(label))).toBe(false);
    expect(options().some((option) => option.querySelector('kbd'))).toBe(true);
    expect(document.querySelector('.kr-palette-page-title')?.textContent).toBe('Gate one');
  });

  it('choosing Edit opens the device’s edit panel from Home', async () => {
    const app = await openOnHome();
    await findFirst('gate one', 'Gate one');
    await press('Tab');
    await press('Enter');
    await settle(10);
    expect(app.navigate).toHaveBeenCalledWith('/devices/edit/1');
  });

  it('an action that asks more opens its page about that record, and Backspace comes back to the actions', async () => {
    await openOnHome();
    await findFirst('gate one', 'Gate one');
    await press('Tab');
    const status = optionLabels().findIndex((label) => /status of Gate one/i.test(label));
    for (let step = 0; step < status; step += 1) await press('ArrowDown');
    await press('Enter');
    await settle(20);
    expect(optionLabels()).toEqual(expect.arrayContaining([expect.stringMatching(/^Missing/)]));
    await press('Backspace');
    await settle(10);
    expect(optionLabels()[0]).toMatch(/^Edit/);
  });

  it('→ opens them only with the caret at the end of what is typed; an event offers its booklet and managers', async () => {
    await openOnHome();
    await findFirst('summit', 'Summit 2025');
    const field = input()!;
    field.setSelectionRange(0, 0);
    await press('ArrowRight');
    expect(optionLabels()[0]).toContain('Summit 2025');
    field.setSelectionRange(field.value.length, field.value.length);
    await press('ArrowRight');
    const labels = optionLabels();
    expect(labels[0]).toMatch(/^Edit/);
    expect(labels.some((label) => /booklet/i.test(label))).toBe(true);
    expect(labels.some((label) => /manager/i.test(label))).toBe(true);
  });

  it('a command has no actions: Tab on it changes nothing', async () => {
    await openOnHome();
    await type('>log out');
    await settle(20);
    const before = optionLabels();
    await press('Tab');
    expect(optionLabels()).toEqual(before);
  });
});
