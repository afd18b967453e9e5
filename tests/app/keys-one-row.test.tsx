// @vitest-environment happy-dom
// Issue 21 point 3: a key of a command about exactly one row (Shift+B booklet, Shift+M manager, `p` password) with
// two rows selected, or none, says why it cannot run, as a bulk key with nothing to act on does; with one it runs;
// on another screen the key stays free.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import { aboutRows } from '../../commands/targets';
import { bindCommandKeys } from '../../src/app/keys/bindings';
import { resetLayers } from '../../src/app/keys/focusStack';
import { SECTION_IDS, SECTIONS } from '../../src/app/sections/declared';
import { signIn } from '../../src/app/state/auth';
import { contextOf, recordingServices, type Where } from './commandContext';
import { cleanup, press } from './tableHarness';

const app = recordingServices();
const { openPalette, navigate, notify: { error: said } } = app;
let where: Where = {};
let unbind: () => void = () => undefined;
// an admin: a user's password is an admin's to reset (staff are told that instead, users-roles.test.ts)
signIn('admin-token', { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'admin' });

beforeEach(() => {
  said.mockClear();
  openPalette.mockClear();
  navigate.mockClear();
  where = {};
  resetLayers();
  unbind = bindCommandKeys(registry, () => contextOf(app, where), window);
});
afterEach(() => {
  unbind();
  cleanup();
});

const KEYS = [
  { key: 'B', shift: true, route: '/events', reason: 'Select exactly one event', id: 'events.editBooklet' },
  { key: 'M', shift: true, route: '/events', reason: 'Select exactly one event', id: 'events.addManager' },
  { key: 'p', shift: false, route: '/users', reason: 'Select exactly one user', id: 'users.resetPassword' },
] as const;

describe('a key of a command about one row', () => {
  for (const { key, shift, route, reason, id } of KEYS) {
    it(`${shift ? 'Shift+' : ''}${key} on ${route} says why with two selected or none, and runs with one`, () => {
      where = { route, selected: [1, 2] };
      const event = press(document.body, key, { shiftKey: shift });
      expect(said).toHaveBeenCalledExactlyOnceWith(reason);
      expect(event.defaultPrevented).toBe(true);
      where = { route };
      press(document.body, key, { shiftKey: shift });
      expect(said).toHaveBeenCalledTimes(2);
      expect(said).toHaveBeenLastCalledWith(reason);
      expect(openPalette).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();

      said.mockClear();
      where = { route, selected: [2] };
      press(document.body, key, { shiftKey: shift });
      expect(said).not.toHaveBeenCalled();
      expect(openPalette.mock.calls.length + navigate.mock.calls.length, id).toBe(1);
    });
  }

  it('stays silent on a screen where the command is not', () => {
    where = { route: '/', selected: [] };
    press(document.body, 'B', { shiftKey: true });
    press(document.body, 'p');
    expect(said).not.toHaveBeenCalled();
  });

  it('every command whose availability depends on how many rows are selected, or on a cursor row, is about rows, so that its key speaks', () => {
    const silent = registry.commands.filter((command) => {
      const section = SECTION_IDS.find((id) => id === command.scope);
      if (!section || aboutRows(command)) return false;
      const route = SECTIONS[section].list;
      const available = (at: Where) => availabilityOf(command, contextOf(app, { route, ...at })) === true;
      // the records kit's edit and delete of one row among them: with no cursor row a key bound to them says why
      return available({ selected: [1] }) !== available({ selected: [1, 2] }) || available({ selected: [1] }) !== available({}) || available({ focused: 7 }) !== available({});
    });
    expect(silent.map((command) => command.id)).toEqual([]);
  });
});
