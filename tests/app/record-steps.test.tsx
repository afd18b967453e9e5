// @vitest-environment node
// With a device's edit panel open (the real section routes over the real server, the real key bindings): j/k move to
// the next/previous device of the list's order without closing the panel, outside a text field; $mod+↓/↑ from a field
// too, the keyboard staying on that field; typed changes are never dropped silently (the discard guard asks); on the
// list, j still moves the cursor.
import './deviceRecordsDom';
import { Route } from 'wouter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from '../server/sheetHelpers';
import { startLiveServer } from './liveServer';
import { cleanupScreens, field, panel, renderScreen } from './screenHarness';
import { activeController, press, settle, typeInto } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let routes: typeof import('../../src/app/records/SectionRoutes');
let section: typeof import('../../src/app/sections/devices')['devicesSection'];
let unbind: () => void = () => undefined;
const ids: number[] = [];

beforeAll(async () => {
  for (const name of ['Step 1', 'Step 2', 'Step 3']) ids.push((await createDevice(server, { name })).id);
  routes = await import('../../src/app/records/SectionRoutes');
  section = (await import('../../src/app/sections/devices')).devicesSection;
  const { bindCommandKeys } = await import('../../src/app/keys/bindings');
  const { registry } = await import('../../commands/all');
  const { currentContext } = await import('../../src/app/services/appServices');
  unbind = bindCommandKeys(registry, currentContext, window);
});
afterEach(() => cleanupScreens());
afterAll(() => unbind());

const table = activeController;
const pathOf = (id: number) => `/devices/edit/${id}`;
const idOf = (name: string) => section.store.state.rows.find((row) => row.name === name)?.id ?? -1;

/** The devices list with the edit panel of `name` open over it, the cursor on its row. */
async function panelOf(name: string): Promise<void> {
  await section.store.load({ force: true });
  renderScreen(pathOf(idOf(name)), <Route path="/devices" nest><routes.SectionRoutes section={section} /></Route>);
  await settle(() => expect(field('Name', panel()).value).toBe(name));
  await settle(() => expect(table().showRow(idOf(name))).toBe(true));
}

describe('an edit panel', () => {
  it('moves to the next and previous record with j/k outside a field, the panel staying open', async () => {
    await panelOf('Step 3');
    // newest first: Step 3, Step 2, Step 1
    expect(table().rowBeside(idOf('Step 3'), 1)).toBe(idOf('Step 2'));
    const dialog = panel();
    dialog.focus();
    press(dialog, 'j');
    await settle(() => expect(window.location.pathname).toBe(pathOf(idOf('Step 2'))));
    await settle(() => expect(field('Name', panel()).value).toBe('Step 2'));
    expect(table().focusedId()).toBe(idOf('Step 2'));
    // the keyboard stays on the panel, so j and k go on browsing
    expect(document.activeElement).toBe(panel());
    press(panel(), 'k');
    await settle(() => expect(field('Name', panel()).value).toBe('Step 3'));
    expect(table().focusedId()).toBe(idOf('Step 3'));
  });

  it('types j in a text field, and moves with $mod+↓ from it, keeping the keyboard on that field', async () => {
    await panelOf('Step 2');
    const name = field('Name', panel());
    expect(document.activeElement).toBe(name);
    const typed = press(name, 'j');
    expect(typed.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe(pathOf(idOf('Step 2')));
    field('Serial number', panel()).focus();
    press(field('Serial number', panel()), 'ArrowDown', { ctrlKey: true });
    await settle(() => expect(field('Name', panel()).value).toBe('Step 1'));
    expect(document.activeElement).toBe(field('Serial number', panel()));
    // the last one: nothing further
    press(field('Serial number', panel()), 'ArrowDown', { metaKey: true });
    expect(window.location.pathname).toBe(pathOf(idOf('Step 1')));
  });

  it('asks before dropping typed changes: Keep editing stays, Discard moves on', async () => {
    await panelOf('Step 3');
    typeInto(field('Name', panel()), 'Step 3 (typed)');
    press(field('Name', panel()), 'ArrowDown', { ctrlKey: true });
    const ask = () => document.querySelector('[role="alertdialog"]');
    await settle(() => expect(ask()?.textContent).toContain('Discard your changes?'));
    const button = (label: string) => [...(ask()?.querySelectorAll('button') ?? [])].find((each) => each.textContent === label) as HTMLButtonElement;
    button('Keep editing').click();
    await settle(() => expect(ask()).toBeNull());
    expect(window.location.pathname).toBe(pathOf(idOf('Step 3')));
    expect(field('Name', panel()).value).toBe('Step 3 (typed)');

    press(field('Name', panel()), 'ArrowDown', { ctrlKey: true });
    await settle(() => expect(ask()).not.toBeNull());
    button('Discard').click();
    await settle(() => expect(field('Name', panel()).value).toBe('Step 2'));
    expect(window.location.pathname).toBe(pathOf(idOf('Step 2')));
  });

  it('leaves j to the table’s cursor on the list', async () => {
    await section.store.load({ force: true });
    renderScreen('/devices', <Route path="/devices" nest><routes.SectionRoutes section={section} /></Route>);
    await settle(() => expect(table().focusRow(idOf('Step 3'))).toBe(true));
    press(document.querySelector('[role="grid"]') as Element, 'j');
    expect(table().focusedId()).toBe(idOf('Step 2'));
    expect(window.location.pathname).toBe('/devices');
  });
});
