// @vitest-environment happy-dom
// The table's commands: keys, availability without a table, and the controller call each one makes.
import { NOTHING_HIDDEN } from '../../src/app/table/hiddenTargets';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../commands/all';
import type { CommandContext } from '../../commands/context';
import { availabilityOf } from '../../commands/registry';
import { tableCommands } from '../../commands/table';
import type { TableController } from '../../src/app/table/controller';
import { messages } from './tableHarness';
import { targetsOf } from './targetsOf';

function fakeTable(): TableController {
  const method = () => vi.fn();
  return {
    id: 'devices',
    selection: vi.fn(),
    selectedCount: vi.fn(() => 0),
    selectedIds: vi.fn(() => []),
    searchedIds: vi.fn(() => []),
    focusedId: vi.fn(() => null),
    targets: vi.fn(() => ({ ids: [], source: 'none' as const, name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN })),
    hiddenReasons: vi.fn(async () => NOTHING_HIDDEN),
    moveCursorByPage: method(),
    focusFirstMatch: method(),
    moveCursor: method(),
    moveCursorTo: method(),
    focusRow: vi.fn(() => false),
    forgetRows: vi.fn(),
    toggleFocused: method(),
    selectAllMatching: method(),
    clearSelection: method(),
    setSelection: method(),
    toggleOnlySelected: method(),
    focusSearch: method(),
    refresh: method(),
    nextPage: method(),
    previousPage: method(),
    openFocused: method(),
    setRowState: method(),
  };
}

function contextWith(table: TableController | null, selectionCount = 0): CommandContext {
  return {
    route: '/devices',
    scope: 'devices',
    selectionCount,
    selectedIds: () => [],
    focusedId: null,
    targets: targetsOf([], null),
    app: { table: () => table } as unknown as CommandContext['app'],
  };
}

const command = (id: string) => {
  const found = tableCommands.find((each) => each.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};

describe('table commands', () => {
  it('are in the app registry with the agreed keys, group and scope', () => {
    const keys = Object.fromEntries(tableCommands.map((each) => [each.id, each.keys ?? []]));
    expect(keys).toEqual({
      'table.cursorDown': ['j', 'ArrowDown'],
      'table.cursorUp': ['k', 'ArrowUp'],
      'table.extendDown': ['Shift+j', 'Shift+ArrowDown'],
      'table.extendUp': ['Shift+k', 'Shift+ArrowUp'],
      'table.toggleRow': ['x'],
      'table.cursorPageDown': ['PageDown', 'Space'],
      'table.cursorPageUp': ['PageUp', 'Shift+Space'],
      'table.toggleRange': ['Shift+x'],
      'table.openRow': ['Enter'],
      'table.selectAll': ['$mod+a'],
      'table.clearSelection': ['Escape'],
      'table.search': ['/'],
      'table.onlySelected': [],
      'table.refresh': [],
      'table.firstRow': ['Home'],
      'table.lastRow': ['End'],
      'table.nextPage': [']'],
      'table.previousPage': ['['],
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
    const table = fakeTable();
    expect(availabilityOf(command('table.clearSelection'), contextWith(table, 0))).toEqual({ reason: 'command.unavailable.nothingSelected' });
    expect(availabilityOf(command('table.clearSelection'), contextWith(table, 3))).toBe(true);
    expect(availabilityOf(command('table.cursorDown'), contextWith(table, 0))).toBe(true);
  });

  it('call the table’s controller', async () => {
    const table = fakeTable();
    const run = (id: string) => command(id).run(contextWith(table, 1), {}, 'keys');
    await run('table.cursorDown');
    await run('table.cursorUp');
    await run('table.extendDown');
    await run('table.extendUp');
    expect(vi.mocked(table.moveCursor).mock.calls).toEqual([[1], [-1], [1, { extend: true }], [-1, { extend: true }]]);
    await run('table.toggleRow');
    await run('table.toggleRange');
    expect(vi.mocked(table.toggleFocused).mock.calls).toEqual([[], [{ range: true }]]);
    await run('table.firstRow');
    await run('table.lastRow');
    expect(vi.mocked(table.moveCursorTo).mock.calls).toEqual([['first'], ['last']]);
    const simple: Array<[string, keyof TableController]> = [
      ['table.openRow', 'openFocused'],
      ['table.selectAll', 'selectAllMatching'],
      ['table.clearSelection', 'clearSelection'],
      ['table.search', 'focusSearch'],
      ['table.onlySelected', 'toggleOnlySelected'],
      ['table.refresh', 'refresh'],
      ['table.nextPage', 'nextPage'],
      ['table.previousPage', 'previousPage'],
    ];
    for (const [id, method] of simple) {
      await run(id);
      expect(table[method], id).toHaveBeenCalledTimes(1);
    }
  });
});
