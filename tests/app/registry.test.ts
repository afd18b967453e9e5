import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { scopeOf } from '../../commands/context';
import { availabilityOf, browserOwner, createRegistry, defineCommand, normaliseKeys } from '../../commands/registry';
import { contextOf, recordingServices } from './commandContext';

const command = (id: string, keys: string[], scope: 'global' | 'devices' | 'events' = 'global') =>
  defineCommand({ id, title: 'command.app.help', group: 'app', scope, keys, run: () => {} });

describe('the command registry', () => {
  it('refuses two commands with one id', () => {
    expect(() => createRegistry([command('a.one', []), command('a.one', [])])).toThrow(/Two commands have the id a.one/);
  });

  it('refuses the same keys in scopes that can be active together', () => {
    expect(() => createRegistry([command('a.one', ['s'], 'devices'), command('a.two', ['s'], 'devices')])).toThrow(/collide/);
    expect(() => createRegistry([command('a.one', ['s'], 'global'), command('a.two', ['s'], 'events')])).toThrow(/collide/);
    expect(() => createRegistry([command('a.one', ['$mod+Shift+x']), command('a.two', ['Shift+$mod+X'])])).toThrow(/collide/);
  });

  it('lets a panel’s own keys (an edit panel’s next record) share a key with the table’s, and no two of them share one', () => {
    const inPanel = (id: string, keys: string[]) => ({ ...command(id, keys), inPanel: true as const });
    expect(() => createRegistry([command('a.one', ['j']), inPanel('a.two', ['j'])])).not.toThrow();
    expect(() => createRegistry([inPanel('a.one', ['j']), inPanel('a.two', ['j'])])).toThrow(/collide/);
    expect(registry.get('records.nextRecord')?.keys).toEqual(['j', '$mod+ArrowDown']);
    expect(registry.get('records.previousRecord')?.keys).toEqual(['k', '$mod+ArrowUp']);
  });

  it('refuses keys the browser owns, however they are spelled, and names what the browser does with them', () => {
    const refused = ['$mod+Shift+i', 'Shift+$mod+I', 'Control+Shift+i', 'Meta+Shift+I', '$mod+Shift+e', '$mod+Shift+k', '$mod+Shift+p', '$mod+t', '$mod+w', '$mod+n', '$mod+l', '$mod+r', 'F5', '$mod+p', '$mod+f', '$mod+h', '$mod+j', '$mod+d', '$mod+=', '$mod+-', '$mod+0', '$mod+u', 'F12', 'Alt+ArrowLeft', '$mod+t x'];
    for (const keys of refused) expect(() => createRegistry([command('a.one', [keys])]), keys).toThrow(/belong to the browser/);
    expect(() => createRegistry([command('a.one', ['$mod+Shift+i'])])).toThrow('Keys "$mod+Shift+i" of a.one belong to the browser (developer tools)');
    expect(browserOwner('$mod+Shift+e')).toBe('network monitor (Firefox)');
  });

  it('leaves the app the keys it may take from the browser: plain letters, Shift+letters, $mod+k, $mod+z, $mod+a', () => {
    for (const keys of ['e', 'Shift+E', 'Shift+I', '$mod+k', '$mod+z', '$mod+Shift+z', '$mod+a', '$mod+Backspace', 'g d', 'PageDown', 'Space']) {
      expect(browserOwner(keys), keys).toBeUndefined();
    }
  });

  it('binds no key of the app’s registry that the browser owns', () => {
    const owned = registry.commands.flatMap((each) => (each.keys ?? []).filter((keys) => browserOwner(keys) !== undefined).map((keys) => `${each.id}: ${keys}`));
    expect(owned).toEqual([]);
  });

  it('refuses a key that is the start of another command’s sequence', () => {
    expect(() => createRegistry([command('a.one', ['g']), command('a.two', ['g d'])])).toThrow(/collide/);
  });

  it('allows the same key in two scopes that are never active together', () => {
    const built = createRegistry([command('a.one', ['c'], 'devices'), command('a.two', ['c'], 'events')]);
    expect(built.get('a.two')?.scope).toBe('events');
  });

  it('builds the app’s registry: unique ids, no colliding keys, every command titled', () => {
    expect(registry.commands.length).toBeGreaterThan(10);
    expect(new Set(registry.commands.map((each) => each.id)).size).toBe(registry.commands.length);
    expect(registry.get('navigation.devices')?.keys).toEqual(['g d']);
    expect(registry.byRoute('/logout')?.id).toBe('app.logout');
  });

  it('binds the help sheet to Shift+? as well as ?', () => {
    expect(registry.get('app.help')?.keys).toEqual(expect.arrayContaining(['?', 'Shift+?']));
  });
});

describe('availability and scope', () => {
  const context = (route: string) => contextOf(recordingServices(), { route });

  it('maps routes to scopes', () => {
    expect(scopeOf('/devices')).toBe('devices');
    expect(scopeOf('/devices/edit/3')).toBe('devices');
    expect(scopeOf('/devices/models')).toBe('models');
    expect(scopeOf('/devices/categories/add')).toBe('categories');
    expect(scopeOf('/')).toBe('global');
    expect(scopeOf('/dashboard')).toBe('global');
  });

  it('makes a scoped command unavailable elsewhere, with a reason', () => {
    const scoped = command('devices.thing', [], 'devices');
    expect(availabilityOf(scoped, context('/devices'))).toBe(true);
    expect(availabilityOf(scoped, context('/events'))).toEqual({ reason: 'command.unavailable.elsewhere' });
  });

  it('normalises key strings for comparison', () => {
    expect(normaliseKeys('Shift+$mod+K')).toBe(normaliseKeys('$mod+Shift+k'));
    expect(normaliseKeys('g d')).toBe('g d');
  });
});
