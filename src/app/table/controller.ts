// What the rest of the app (commands, palette, screens) may ask of the table on screen.
import type { SelectionRule } from './selection';

export interface TableController {
  /** the table's id, e.g. "devices": also its settings key in localStorage */
  id: string;
  selection(): SelectionRule;
  selectedCount(): number;
  /** selected ids, resolved against the current filter */
  selectedIds(): number[];
  focusedId(): number | null;
  moveCursor(delta: number, options?: { extend?: boolean }): void;
  moveCursorTo(position: 'first' | 'last'): void;
  /** puts the cursor on a row by its id (turning the page) and gives the grid the keyboard; false if not shown */
  focusRow(id: number): boolean;
  toggleFocused(options?: { range?: boolean }): void;
  selectAllMatching(): void;
  clearSelection(): void;
  /** replaces the selection, e.g. to select exactly the rows a command changed */
  setSelection(rule: SelectionRule): void;
  /** drops deleted rows from the selection (a whole list notices by itself; a server's page cannot) */
  forgetRows(ids: readonly number[]): void;
  toggleOnlySelected(): void;
  focusSearch(): void;
  refresh(): void;
  nextPage(): void;
  previousPage(): void;
  /** runs the table's row action (edit) on the focused row */
  openFocused(): void;
  /** marks rows as busy or failed, shown on each row */
  setRowState(ids: readonly number[], state: RowState | null): void;
}

export type RowState = { kind: 'loading' } | { kind: 'error'; message: string };
