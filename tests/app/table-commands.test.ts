// @vitest-environment happy-dom
// The table's commands: keys, availability without a table, and the controller call each one makes.
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import { tableCommands } from '../../commands/table';
import type { TableController } from '../../src/app/table/controller';
import { command } from './appCommand';
import { contextOf, recordingServices, recordingTable } from './commandContext';
import { messages } from './tableHarness';

/** On the devices, with `selectionCount` rows selected and `table` on screen. */
const contextWith = (table: TableController | null, selectionCount = 0) =>
  contextOf(recordingServices({ table }), { route: '/devices', selected: Array.from({ length: selectionCount }, (_, index) => index + 1) });


describe('table commands', () => {
  it('are in the app registry with the agreed keys, group and scope', () => {
    const keys = Object.fromEntries(tableCommands.map((each) => [each.id, each.keys ?? []]));
    expect(keys).toEqual({
      'table.cursorDown': ['j', 'ArrowDown'],
      'table.cursorUp': ['k', 'ArrowUp'],
      'table.extendDown': ['Shift+j', 'Shift+ArrowDown'],
      'table.extendUp': ['Shift+k', 'Shift+ArrowUp'],
      'table.toggleRow': ['x'],
      'table.cellLeft': ['ArrowLeft'],
      'table.cellRight': ['ArrowRight'],
      'table.editCell': ['e'],
      'table.cursorPageDown': ['PageDown', 'Space'],
      'table.cursorPageUp': ['PageUp', 'Shift+Space'],
      'table.toggleRange': ['Shift+x'],
      'table.openRow': ['Enter'],
      'table.selectAll': ['$mod+a'],
      'table.clearSelection': ['Escape'],
      'table.search': ['/'],
      'table.onlySelected': [],
      'table.refresh': ['Shift+R'],
      'table.firstRow': ['Home'],
      'table.lastRow': ['End'],
      'table.nextPage': [']'],
      'table.previousPage': ['['],
      'table.filterBy': ['f'],
      'table.showFiltered': [],
      'table.showAll': ['Shift+F'],
    });
    for (const each of tableCommands) {
      expect(registry.get(each.id)).toBe(each);
      expect(each.group).toBe('selection');
      expect(each.scope).toBe('global');
      expect(messages[each.title], each.title).toBeTruthy();
    }
  });

  it('are unavailable without a table, with a reason', () => {
    for (const each of tableCommands) {
      expect(availabilityOf(each, contextWith(null)), each.id).toEqual({ reason: 'command.unavailable.noTable' });
    }
    expect(messages['command.unavailable.noTable']).toBe('No table on this screen');
  });

  it('leave Escape alone when nothing is selected', () => {
    const table = recordingTable('devices');
    expect(availabilityOf(command('table.clearSelection'), contextWith(table, 0))).toEqual({ reason: 'command.unavailable.nothingSelected' });
    expect(availabilityOf(command('table.clearSelection'), contextWith(table, 3))).toBe(true);
    expect(availabilityOf(command('table.cursorDown'), contextWith(table, 0))).toBe(true);
  });

  it('call the table’s controller', async () => {
    const table = recordingTable('devices');
    const run = (id: string) => command(id).run(contextWith(table, 1), {}, 'keys');
    await run('table.cursorDown');
    await run('table.cursorUp');
    await run('table.extendDown');
    await run('table.extendUp');
    expect(table.moveCursor.mock.calls).toEqual([[1], [-1], [1, { extend: true }], [-1, { extend: true }]]);
    await run('table.toggleRow');
    await run('table.toggleRange');
    expect(table.toggleFocused.mock.calls).toEqual([[], [{ range: true }]]);
    await run('table.firstRow');
    await run('table.lastRow');
    expect(table.moveCursorTo.mock.calls).toEqual([['first'], ['last']]);
    const simple: Array<[string, keyof TableController]> = [
      ['table.openRow', 'openFocused'],
      ['table.selectAll', 'selectAllMatching'],
      ['table.clearSelection', 'clearSelection'],
      ['table.search', 'focusSearch'],
      ['table.onlySelected', 'toggleOnlySelected'],
      ['table.refresh', 'refresh'],
      ['table.showAll', 'showAll'],
      ['table.nextPage', 'nextPage'],
      ['table.previousPage', 'previousPage'],
    ];
    for (const [id, method] of simple) {
      await run(id);
      expect(table[method], id).toHaveBeenCalledTimes(1);
    }
  });
});
