// A row's flags in the row store (table/rowStore.ts): one object a row subscribes to once, the same while nothing of
// it changes (so a row re-renders only for its own changes), and the row under the pointer, whose action icons are
// drawn, told to those two rows only.
import { describe, expect, it, vi } from 'vitest';
import { RowStore } from '../../src/app/table/rowStore';
import { selectAllMatching } from '../../src/app/table/selection';

describe('a row’s flags', () => {
  it('are one object, the same while none of them changes', () => {
    const store = new RowStore();
    const unsubscribe = store.subscribeRow(7, () => {});
    const first = store.flagsOf(7);
    expect(first).toEqual({ selected: false, cursor: false, hovered: false, state: undefined, cursorColumn: null, editingColumn: null });
    expect(store.flagsOf(7)).toBe(first);
    store.setCursor(3);
    expect(store.flagsOf(7)).toBe(first);
    store.setCursor(7);
    store.setCursorColumn('name');
    expect(store.flagsOf(7)).toMatchObject({ cursor: true, cursorColumn: 'name' });
    store.setSelection(selectAllMatching());
    expect(store.flagsOf(7)).toMatchObject({ selected: true });
    const latest = store.flagsOf(7);
    expect(store.flagsOf(7)).toBe(latest);
    unsubscribe();
  });

  it('say which row is under the pointer, telling the row it leaves and the row it comes to, and no other', () => {
    const store = new RowStore();
    const [one, two, three, table] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    store.subscribeRow(1, one);
    store.subscribeRow(2, two);
    store.subscribeRow(3, three);
    store.subscribe(table);
    store.setHovered(1);
    store.setHovered(2);
    expect(store.flagsOf(2).hovered).toBe(true);
    expect(store.flagsOf(1).hovered).toBe(false);
    expect([one.mock.calls.length, two.mock.calls.length, three.mock.calls.length, table.mock.calls.length]).toEqual([2, 1, 0, 0]);
    store.setHovered(null);
    expect(store.flagsOf(2).hovered).toBe(false);
  });
});
