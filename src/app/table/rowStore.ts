// The per-row state of one table: selected, under the cursor (and which cell), under the pointer, busy or failed, a
// cell edited in place. Each row subscribes to its own id,
// and a change notifies only the rows whose flags changed: toggling one row re-renders one row, and select-all
// re-renders only the rows on screen (the only ones subscribed).
import { useCallback, useSyncExternalStore } from 'react';
import type { RowState } from './controller';
import { EMPTY_SELECTION, isSelected, type SelectionRule } from './selection';

type Listener = () => void;

/** A cell edited in place: its row and its column. */
export interface EditedCell {
  id: number;
  column: string;
  /** what its editor holds, kept here so that an editor scrolled out of view and drawn again starts from it */
  text?: string;
}

export class RowStore {
  private rule: SelectionRule = EMPTY_SELECTION;
  private cursorId: number | null = null;
  /** the row under the pointer: its actions' icons are drawn (a row shows them on the cursor and on hover) */
  private hoveredId: number | null = null;
  /** the cursor cell's column on the cursor row (←/→), null for the row as a whole */
  private cursorColumnId: string | null = null;
  /** the cell edited in place, if any: one at a time per table */
  private editingCell: EditedCell | null = null;
  private states = new Map<number, RowState>();
  private readonly rowListeners = new Map<number, Set<Listener>>();
  /** each rendered row's flags as last read: the same object while they are the same (one subscription a row);
   * forgotten when the row stops listening */
  private readonly flags = new Map<number, RowFlags>();
  private readonly tableListeners = new Set<Listener>();
  /** where a Shift range starts: the row last toggled, or where an extension began */
  anchor: number | null = null;

  selection = (): SelectionRule => this.rule;
  cursor = (): number | null => this.cursorId;
  isSelected = (id: number): boolean => isSelected(this.rule, id);
  isCursor = (id: number): boolean => this.cursorId === id;
  rowState = (id: number): RowState | undefined => this.states.get(id);
  cursorColumn = (): string | null => this.cursorColumnId;
  /** the cursor cell's column when `id` is the cursor row */
  cursorColumnOf = (id: number): string | null => (this.cursorId === id ? this.cursorColumnId : null);
  editing = (): EditedCell | null => this.editingCell;
  /** the column edited in place on row `id`, if any */
  editingColumnOf = (id: number): string | null => (this.editingCell?.id === id ? this.editingCell.column : null);

  /** All of a row's flags, as one object that stays the same while none of them changes. */
  flagsOf = (id: number): RowFlags => {
    const selected = this.isSelected(id);
    const cursor = this.cursorId === id;
    const hovered = this.hoveredId === id;
    const state = this.states.get(id);
    const cursorColumn = cursor ? this.cursorColumnId : null;
    const editingColumn = this.editingColumnOf(id);
    const kept = this.flags.get(id);
    if (kept && kept.selected === selected && kept.cursor === cursor && kept.hovered === hovered && kept.state === state && kept.cursorColumn === cursorColumn && kept.editingColumn === editingColumn) return kept;
    const fresh = { selected, cursor, hovered, state, cursorColumn, editingColumn };
    this.flags.set(id, fresh);
    return fresh;
  };

  setSelection(next: SelectionRule): void {
    const previous = this.rule;
    if (next === previous) return;
    this.rule = next;
    for (const [id, listeners] of this.rowListeners) {
      if (isSelected(previous, id) !== isSelected(next, id)) notifyAll(listeners);
    }
    notifyAll(this.tableListeners);
  }

  setCursor(id: number | null): void {
    const previous = this.cursorId;
    if (id === previous) return;
    this.cursorId = id;
    if (previous !== null) notifyAll(this.rowListeners.get(previous));
    if (id !== null) notifyAll(this.rowListeners.get(id));
    notifyAll(this.tableListeners);
  }

  /** the row under the pointer, or null: tells those two rows only */
  setHovered(id: number | null): void {
    const previous = this.hoveredId;
    if (id === previous) return;
    this.hoveredId = id;
    if (previous !== null) notifyAll(this.rowListeners.get(previous));
    if (id !== null) notifyAll(this.rowListeners.get(id));
  }

  setCursorColumn(column: string | null): void {
    if (column === this.cursorColumnId) return;
    this.cursorColumnId = column;
    if (this.cursorId !== null) notifyAll(this.rowListeners.get(this.cursorId));
    notifyAll(this.tableListeners);
  }

  setEditing(cell: EditedCell | null): void {
    const previous = this.editingCell;
    if (previous?.id === cell?.id && previous?.column === cell?.column) return;
    this.editingCell = cell;
    if (previous) notifyAll(this.rowListeners.get(previous.id));
    if (cell) notifyAll(this.rowListeners.get(cell.id));
    notifyAll(this.tableListeners);
  }

  /** the edited cell's text as typed: no one re-renders for it */
  keepEditText = (text: string): void => {
    if (this.editingCell) this.editingCell.text = text;
  };

  setRowState(ids: readonly number[], state: RowState | null): void {
    for (const id of ids) {
      if (state) this.states.set(id, state);
      else if (!this.states.delete(id)) continue;
      notifyAll(this.rowListeners.get(id));
    }
    notifyAll(this.tableListeners);
  }

  subscribeRow = (id: number, listener: Listener): (() => void) => {
    let listeners = this.rowListeners.get(id);
    if (!listeners) {
      listeners = new Set();
      this.rowListeners.set(id, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.rowListeners.delete(id);
      this.flags.delete(id);
    };
  };

  /** any change: selection, cursor or row state */
  subscribe = (listener: Listener): (() => void) => {
    this.tableListeners.add(listener);
    return () => this.tableListeners.delete(listener);
  };
}

function notifyAll(listeners: ReadonlySet<Listener> | undefined): void {
  if (!listeners) return;
  for (const listener of [...listeners]) listener();
}

export interface RowFlags {
  selected: boolean;
  cursor: boolean;
  /** under the pointer */
  hovered: boolean;
  state: RowState | undefined;
  /** the cursor cell's column, on the cursor row only */
  cursorColumn: string | null;
  /** the column edited in place on this row */
  editingColumn: string | null;
}

/** One row's flags, by one subscription; re-renders only when this row's own flags change. */
export function useRowFlags(store: RowStore, id: number): RowFlags {
  const subscribe = useCallback((listener: Listener) => store.subscribeRow(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.flagsOf(id));
}

/** The selection rule, for the toolbar's count and for "only selected". */
export function useSelectionRule(store: RowStore): SelectionRule {
  return useSyncExternalStore(store.subscribe, store.selection);
}

export function useCursor(store: RowStore): number | null {
  return useSyncExternalStore(store.subscribe, store.cursor);
}
