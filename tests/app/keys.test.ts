// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRegistry, defineCommand } from '../../commands/registry';
import { bindCommandKeys } from '../../src/app/keys/bindings';
import { pushLayer, resetLayers, topLayer } from '../../src/app/keys/focusStack';
import { keysText } from '../../src/app/keys/keyLabels';
import { contextOf, recordingServices } from './commandContext';

const ran: string[] = [];
const app = recordingServices();
const { openPalette } = app;

const command = (id: string, keys: string[], extra: Partial<Parameters<typeof defineCommand>[0]> = {}) =>
  defineCommand({ id, title: 'command.app.help', group: 'app', scope: 'global', keys, run: () => void ran.push(id), ...extra });

const registry = createRegistry([
  command('app.palette', ['$mod+k']),
  command('app.help', ['?', 'Shift+?']),
  command('navigation.devices', ['g d']),
  command('devices.changeStatus', ['s'], { scope: 'devices' }),
  command('spaces.search', ['s'], { scope: 'spaces' }),
  command('devices.assign', ['a'], {
    scope: 'devices',
    args: { event: { title: 'command.app.language.choose', options: () => [] } },
  }),
  command('devices.receive', ['r'], { scope: 'devices', when: () => ({ reason: 'command.unavailable.elsewhere' }) }),
]);

let route = '/devices';
const context = () => contextOf(app, { route });

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

let unbind: () => void;
beforeEach(() => {
  ran.length = 0;
  openPalette.mockClear();
  route = '/devices';
  resetLayers();
  unbind = bindCommandKeys(registry, context, window);
});
afterEach(() => {
  unbind();
  document.body.innerHTML = '';
});

describe('keys from the registry', () => {
  it('runs a single-letter command of the current scope, and the other scope’s command on its own screen', () => {
    press('s');
    route = '/spaces';
    press('s');
    expect(ran).toEqual(['devices.changeStatus', 'spaces.search']);
  });

  it('runs sequences', () => {
    press('g');
    press('d');
    expect(ran).toEqual(['navigation.devices']);
  });

  it('opens the palette on the argument page for commands that need arguments', () => {
    press('a');
    expect(openPalette).toHaveBeenCalledWith('devices.assign');
    expect(ran).toEqual([]);
  });

  it('does not run an unavailable command', () => {
    press('r');
    expect(ran).toEqual([]);
  });

  it('opens the help sheet on Shift+?', () => {
    press('?', { shiftKey: true });
    expect(ran).toEqual(['app.help']);
  });
});

describe('the focus stack', () => {
  it('keeps single letters out of text fields, but lets $mod+k through', () => {
    const input = document.createElement('input');
    document.body.append(input);
    press('s', {}, input);
    press('k', { ctrlKey: true }, input);
    expect(ran).toEqual(['app.palette']);
  });

  it('ignores keys during an IME composition', () => {
    press('s', { isComposing: true });
    expect(ran).toEqual([]);
  });

  it('lets no registry key fire while a modal or the palette is open', () => {
    const pop = pushLayer('modal');
    expect(topLayer()).toBe('modal');
    press('s');
    press('k', { ctrlKey: true });
    pop();
    expect(topLayer()).toBe('page');
    press('s');
    expect(ran).toEqual(['devices.changeStatus']);
  });

  it('lets only the palette key fire inside a side panel', () => {
    const pop = pushLayer('panel');
    press('s');
    press('k', { ctrlKey: true });
    pop();
    expect(ran).toEqual(['app.palette']);
  });

  it('leaves Enter and Space on a button to the button', () => {
    const enterRegistry = createRegistry([command('table.openRow', ['Enter'])]);
    const unbindEnter = bindCommandKeys(enterRegistry, context, window);
    const button = document.createElement('button');
    document.body.append(button);
    press('Enter', {}, button);
    press('Enter');
    unbindEnter();
    expect(ran).toEqual(['table.openRow']);
  });

  it('pops exactly its own layer, in any order', () => {
    const popPanel = pushLayer('panel');
    const popModal = pushLayer('modal');
    popPanel();
    expect(topLayer()).toBe('modal');
    popModal();
    popModal();
    expect(topLayer()).toBe('page');
  });
});

describe('key labels', () => {
  it('names keys for people and screen readers', () => {
    expect(keysText('g d')).toBe('G D');
    expect(keysText('Shift+ArrowDown')).toBe('Shift+↓');
    expect(keysText('$mod+k')).toMatch(/^(Ctrl|⌘)\+K$/);
  });
});
