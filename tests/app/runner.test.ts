// The one runner and the one table of paths: a command run without its arguments opens the palette page or the
// screen that asks for them; run from its screen with them it throws its failure; every record path is built and
// read back from paths.ts.
import { describe, expect, it, vi } from 'vitest';
import { scopeOf } from '../../commands/context';
import { defineCommand } from '../../commands/registry';
import { idFromParam, idPattern, paths } from '../../src/app/paths';
import { perform, runCommand, Unavailable } from '../../src/app/services/runCommand';
import { contextOf, recordingServices } from './commandContext';

function contextAt(route: string, selected: number[] = [], focused: number | null = null) {
  // `t` answers the message's id: what a command says is checked by its id
  const app = recordingServices({ t: (id) => id });
  return { context: contextOf(app, { route, selected, focused }), app };
}

const ran = vi.fn();
const withRoute = defineCommand<{ name: string }>({ id: 't.form', title: 'command.app.help', group: 'app', scope: 'global', route: '/somewhere/add', run: (_context, args) => void ran(args) });
const withRow = defineCommand<{ id: number }>({
  id: 't.row',
  title: 'command.app.help',
  group: 'app',
  scope: 'global',
  routeFor: (context) => (context.focusedId === null ? null : `/somewhere/edit/${context.focusedId}`),
  when: (context) => (context.focusedId === null ? { reason: 'command.unavailable.nothingSelected' } : true),
  run: () => {},
});
const withChoices = defineCommand<{ value: string }>({
  id: 't.choices',
  title: 'command.app.help',
  group: 'app',
  scope: 'global',
  route: '/somewhere/choose',
  args: { value: { title: 'command.app.help', options: () => [{ value: 'a', label: 'A' }] } },
  run: (_context, args) => void ran(args),
});
const failing = defineCommand({ id: 't.fail', title: 'command.app.help', group: 'app', scope: 'global', run: () => Promise.reject(new Error('boom')) });

describe('the runner', () => {
  it('opens the screen of a command run without its arguments, and runs it with them', async () => {
    const { context, app } = contextAt('/');
    await runCommand(withRoute, context, undefined, 'palette');
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/somewhere/add');
    expect(ran).not.toHaveBeenCalled();
    await runCommand(withRoute, context, { name: 'x' }, 'route');
    expect(ran).toHaveBeenCalledExactlyOnceWith({ name: 'x' });
    ran.mockClear();
  });

  it('opens the screen for the row in context', async () => {
    const { context, app } = contextAt('/', [], 7);
    await runCommand(withRow, context, undefined, 'keys');
    expect(app.navigate).toHaveBeenCalledExactlyOnceWith('/somewhere/edit/7');
  });

  it('asks palette arguments on the same palette page from keys, the palette and a button (one UI per action)', async () => {
    for (const source of ['keys', 'palette', 'button'] as const) {
      const { context, app } = contextAt('/');
      await runCommand(withChoices, context, undefined, source);
      expect(app.openPalette).toHaveBeenCalledExactlyOnceWith('t.choices');
      expect(app.navigate).not.toHaveBeenCalled();
    }
    expect(ran).not.toHaveBeenCalled();
  });

  it('turns a failure into an error toast from the palette, and throws it to the screen that performs it', async () => {
    const { context, app } = contextAt('/');
    expect(await runCommand(failing, context, {}, 'palette')).toBeUndefined();
    expect(app.notify.error).toHaveBeenCalledExactlyOnceWith('app.failed');
    await expect(perform(failing, {}, context)).rejects.toThrow('boom');
  });

  it('refuses to perform a command that is not available, saying why', async () => {
    await expect(perform(withRow, { id: 1 }, contextAt('/').context)).rejects.toBeInstanceOf(Unavailable);
  });
});

describe('the paths', () => {
  it('build and read back the record paths of every section', () => {
    for (const section of [paths.devices, paths.models, paths.categories, paths.events, paths.spaces, paths.users]) {
      expect(section.idIn(section.edit(42), 'edit')).toBe(42);
      expect(section.idIn(`${section.delete(42)}/`, 'delete')).toBe(42);
      expect(section.idIn(section.edit(42), 'delete')).toBeNull();
      expect(section.idIn(`${section.list}/edit/forty`, 'edit')).toBeNull();
      expect(section.local(section.add)).toBe('/add');
      expect(idPattern(section, 'edit')).toBe('/edit/:id');
      expect(idPattern(section, 'delete')).toBe('/delete/:id');
    }
    expect(paths.devices.idIn(paths.models.edit(3), 'edit')).toBeNull();
    expect([idFromParam('7'), idFromParam('0'), idFromParam('7a'), idFromParam(undefined)]).toEqual([7, null, null, null]);
  });

  it('give each path its scope, nested sections first', () => {
    expect([paths.models.add, paths.categories.edit(1), paths.devices.export, paths.events.list, '/devicesx', paths.home].map(scopeOf)).toEqual([
      'models', 'categories', 'devices', 'events', 'global', 'global',
    ]);
  });
});
