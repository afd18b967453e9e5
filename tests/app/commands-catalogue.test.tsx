// @vitest-environment happy-dom
// The catalogue commands without a server: keys, scope, routes, availability with its reasons, titles with the
// count, what each opens when run without what its screen collects, and how the undo of a change of category
// groups its calls. With the app's real registry and key bindings: c creates on its own screen but not as the end
// of g c, t asks for the category on the palette, Delete opens the confirmation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { commandsOfSection } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import english from '../../locales/en.json';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { bindCommandKeys } from '../../src/app/keys/bindings';
import { resetLayers } from '../../src/app/keys/focusStack';
import { restoreGroups } from '../../src/app/records/bulkChange';
import { runCommand } from '../../src/app/services/runCommand';
import { command } from './appCommand';
import { contextOf, recordingServices, sceneOf } from './commandContext';
import { translator } from './messages';

const t = translator('en');

/** A context on `route`, with `selected` rows and the cursor on `focused`, and no table on screen. */
const at = (route: string, where: { selected?: number[]; focused?: number } = {}) => sceneOf({ route, ...where, table: false });

describe('the catalogue commands in the registry', () => {
  it('have their keys, group, scope and route, and every title is a message', () => {
    const summary = [...commandsOfSection('models'), ...commandsOfSection('categories')].map((each) => [each.id, each.keys ?? [], each.scope, each.route ?? null]);
    expect(summary).toEqual([
      ['models.create', ['c'], 'models', '/devices/models/add'],
      ['models.edit', [], 'models', null],
      ['models.changeCategory', ['t'], 'models', '/devices/models/change-category'],
      ['models.showHistory', ['h'], 'models', null],
      ['models.delete', [], 'models', null],
      ['models.deleteSelected', ['Delete', '$mod+Backspace'], 'models', '/devices/models/deletes'],
      ['categories.create', ['c'], 'categories', '/devices/categories/add'],
      ['categories.edit', [], 'categories', null],
      ['categories.showHistory', ['h'], 'categories', null],
      ['categories.delete', [], 'categories', null],
      ['categories.deleteSelected', ['Delete', '$mod+Backspace'], 'categories', '/devices/categories/deletes'],
    ]);
    for (const each of [...commandsOfSection('models'), ...commandsOfSection('categories')]) {
      expect(registry.get(each.id)).toBe(each);
      expect(each.group).toBe(each.scope);
      expect(english[each.title as keyof typeof english], each.title).toBeTruthy();
    }
    expect(registry.byRoute('/devices/models/change-category')?.id).toBe('models.changeCategory');
  });

  it('create from every screen; the others are unavailable on other screens, the selection commands without a selection or a cursor row, with a reason', () => {
    expect(availabilityOf(command('models.create'), at('/devices/categories').context)).toBe(true);
    expect(availabilityOf(command('categories.create'), at('/').context)).toBe(true);
    expect(availabilityOf(command('categories.edit'), at('/devices', { focused: 3 }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
    for (const id of ['models.deleteSelected', 'models.changeCategory']) {
      expect(availabilityOf(command(id), at('/devices/models').context)).toEqual({ reason: 'command.unavailable.noTargets' });
      expect(availabilityOf(command(id), at('/devices/models', { selected: [1] }).context)).toBe(true);
      expect(availabilityOf(command(id), at('/devices/models', { focused: 3 }).context)).toBe(true);
    }
    expect(availabilityOf(command('categories.deleteSelected'), at('/devices/categories').context)).toEqual({ reason: 'command.unavailable.noTargets' });
    expect(t('command.unavailable.noTargets')).toBe('Nothing is selected and no row is under the cursor');
  });

  it('edit and delete one need a row: under the cursor, or named by the route', () => {
    for (const id of ['categories.edit', 'categories.delete']) {
      expect(availabilityOf(command(id), at('/devices/categories').context)).toEqual({ reason: 'catalogue.unavailable.noRow' });
      expect(availabilityOf(command(id), at('/devices/categories', { focused: 4 }).context)).toBe(true);
    }
    expect(availabilityOf(command('categories.edit'), at('/devices/categories/edit/9').context)).toBe(true);
    expect(availabilityOf(command('models.delete'), at('/devices/models/delete/9').context)).toBe(true);
    expect(availabilityOf(command('models.delete'), at('/devices/models/delete/x').context)).toEqual({ reason: 'catalogue.unavailable.noRow' });
  });

  it('title the selection commands with the count', () => {
    expect(t(command('categories.deleteSelected').titleForSelection as MessageId, { count: 1 })).toBe('Delete 1 category');
    expect(t(command('categories.deleteSelected').titleForSelection as MessageId, { count: 12 })).toBe('Delete 12 categories');
    expect(t(command('models.deleteSelected').titleForSelection as MessageId, { count: 3 })).toBe('Delete 3 models');
    expect(t(command('models.changeCategory').titleForSelection as MessageId, { count: 2 })).toBe('Change the category of 2 models…');
  });

  it('open their screen when run without what the screen collects (palette, keys, button)', async () => {
    const list = at('/devices/categories', { selected: [5], focused: 7 });
    await runCommand(command('categories.create'), list.context, undefined, 'keys');
    await runCommand(command('categories.edit'), list.context, undefined, 'palette');
    await runCommand(command('categories.delete'), list.context, undefined, 'palette');
    await runCommand(command('categories.deleteSelected'), list.context, undefined, 'keys');
    expect(list.navigate.mock.calls).toEqual([['/devices/categories/add'], ['/devices/categories/edit/7'], ['/devices/categories/delete/7'], ['/devices/categories/deletes']]);
    const models = at('/devices/models', { focused: 3 });
    await runCommand(command('models.create'), models.context, undefined, 'button');
    await runCommand(command('models.edit'), models.context, undefined, 'palette');
    expect(models.navigate.mock.calls).toEqual([['/devices/models/add'], ['/devices/models/edit/3']]);
  });
});

describe('catalogue keys', () => {
  let route = '/';
  let selected: number[] = [];
  const app = recordingServices();
  app.navigate.mockImplementation((path) => {
    route = path;
  });
  const { navigate, openPalette, notify: { error: said } } = app;
  const live = () => contextOf(app, { route, selected });
  const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  let unbind: () => void;
  beforeEach(() => {
    route = '/';
    selected = [];
    navigate.mockClear();
    openPalette.mockClear();
    said.mockClear();
    resetLayers();
    unbind = bindCommandKeys(registry, live, window);
  });
  afterEach(() => unbind());

  it('g c goes to the categories and stops there: its c does not also create a category', async () => {
    route = '/devices/models';
    press('g');
    press('c');
    await settle();
    expect(navigate.mock.calls).toEqual([['/devices/categories']]);
  });

  it('c alone opens the new category or model panel on its own screen', async () => {
    route = '/devices/categories';
    press('c');
    await settle();
    route = '/devices/models';
    press('c');
    await settle();
    expect(navigate.mock.calls).toEqual([['/devices/categories/add'], ['/devices/models/add']]);
  });

  it('c creates only on the section screen it belongs to, though every create runs from anywhere (the palette)', async () => {
    route = '/';
    press('c');
    await settle();
    route = '/devices/models/edit/4';
    press('c');
    await settle();
    expect(navigate.mock.calls).toEqual([['/devices/models/add']]);
  });

  it('t asks for the category on the palette with models selected; with none and no cursor row it says so', async () => {
    route = '/devices/models';
    press('t');
    await settle();
    expect(openPalette).not.toHaveBeenCalled();
    expect(said).toHaveBeenCalledExactlyOnceWith('Nothing is selected and no row is under the cursor');
    selected = [1, 2];
    press('t');
    await settle();
    expect(openPalette).toHaveBeenCalledWith('models.changeCategory');
  });

  it('Delete opens the confirmation for the selection', async () => {
    route = '/devices/categories';
    selected = [4];
    press('Delete');
    await settle();
    expect(navigate.mock.calls).toEqual([['/devices/categories/deletes']]);
  });
});

describe('restoreGroups', () => {
  const model = (id: number, category: number | null) => ({ id, name: `M${id}`, description: '', category: category === null ? null : { id: category, name: `C${category}` } });

  it('groups by previous category and leaves out models already back in theirs or gone', () => {
    const before = new Map([[1, model(1, 10)], [2, model(2, 20)], [3, model(3, 10)], [4, model(4, null)], [5, model(5, 30)]]);
    const now = new Map([[1, model(1, 99)], [2, model(2, 99)], [3, model(3, 99)], [4, model(4, 99)], [5, model(5, 30)]]);
    const category = { read: (row: ReturnType<typeof model>) => row.category?.id ?? null };
    expect(restoreGroups(category, [1, 2, 3, 4, 5, 6], before, (id) => now.get(id))).toEqual([
      { value: 10, ids: [1, 3] },
      { value: 20, ids: [2] },
      { value: null, ids: [4] },
    ]);
  });
});
