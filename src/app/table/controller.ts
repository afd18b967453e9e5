// What the rest of the app (commands, palette, screens) may ask of the table on screen.
import { NOTHING_HIDDEN, type HiddenTargets } from './hiddenTargets';
import type { SelectionRule } from './selection';

export interface TableController {
  /** the table's id, e.g. "devices": also its settings key in localStorage */
  id: string;
  selection(): SelectionRule;
  selectedCount(): number;
  /** selected ids, resolved against the current filter */
  selectedIds(): number[];
  /** the ids the search (and the list's filters) leave, in the table's order, selected or not */
  searchedIds(): readonly number[];
  focusedId(): number | null;
  /** what a command about rows acts on: the selection, else the row under the cursor */
  targets(): TableTargets;
  /**
   * Why the selected rows the table does not show are not shown: `targets().hiddenBy`, with a server's list searched
   * asked which of those not on this page match the search (other pages) and which do not (hidden by the search).
   */
  hiddenReasons(): Promise<HiddenTargets>;
  moveCursor(delta: number, options?: { extend?: boolean }): void;
  moveCursorTo(position: 'first' | 'last'): void;
  /** moves the cursor by the rows in view, down (1) or up (-1), the view following it */
  moveCursorByPage(direction: 1 | -1): void;
  /**
   * puts the cursor on a row by its id (turning the page) and gives the grid the keyboard; false if not shown. With
   * `widen` (the row is known to exist), a search or "only selected" hiding it is cleared, and the cursor goes to it
   * once the rows are shown again.
   */
  focusRow(id: number, options?: { widen?: boolean }): boolean;
  /**
   * puts the cursor on a row by its id, scrolled into view, leaving the keyboard where it is (an edit panel that
   * moves to the next record); false if not shown
   */
  showRow(id: number): boolean;
  /** the id of the row `delta` rows from `id` in the table's order (its search, filters and sort); null past an end */
  rowBeside(id: number, delta: 1 | -1): number | null;
  /** moves the cursor cell along the cursor row (←/→): from the row as a whole, either goes to its first cell */
  moveCell(delta: 1 | -1): void;
  /** whether `e` can edit the cursor cell in place (without a cursor cell, the row's first editable one) */
  cellEditing(): CellEditing;
  /** starts editing the cursor cell in place (an edit already open takes the keyboard back instead) */
  editCell(): void;
  /** ends an edit in place: the cell shows its value and the grid has the keyboard */
  endCellEdit(): void;
  toggleFocused(options?: { range?: boolean }): void;
  selectAllMatching(): void;
  clearSelection(): void;
  /** replaces the selection, e.g. to select exactly the rows a command changed */
  setSelection(rule: SelectionRule): void;
  /** drops deleted rows from the selection (a whole list notices by itself; a server's page cannot) */
  forgetRows(ids: readonly number[]): void;
  toggleOnlySelected(): void;
  /** clears the search, its filters and "only selected": every row of the list shows again */
  showAll(): void;
  focusSearch(): void;
  /** after a search: the cursor on its first match (once the search has run) and the keyboard to the grid */
  focusFirstMatch(): void;
  refresh(): void;
  nextPage(): void;
  previousPage(): void;
  /** runs the table's row action (edit) on the focused row */
  openFocused(): void;
  /** marks rows as busy or failed, shown on each row */
  setRowState(ids: readonly number[], state: RowState | null): void;
  /** the cursor row's values the table filters by (`f`): `status:missing`, "Status", "Missing" */
  filterChoices(): FilterChoice[];
  /** the filter to the cursor cell's value (`model:"Scanline H5"`), null when its column filters nothing */
  cellFilter(): string | null;
  /** adds a filter (canonical or typed text) to the search, as a chip */
  addFilter(text: string): void;
  /** a text made only of filters naming one value each, in this table's words; null for any other text */
  describeFilters(text: string): FiltersDescribed | null;
}

export interface FilterChoice {
  filter: string;
  field: string;
  value: string;
}

export interface FiltersDescribed {
  canonical: string;
  /** each filter as "Status: Missing" ("-Status: Available" when negated) */
  labels: string[];
}

/** `e` on the cursor cell: it edits it, the column is edited only in the form, or the table has nothing to edit. */
export type CellEditing = 'editable' | 'readOnly' | 'none';

export type RowState = { kind: 'loading' } | { kind: 'error'; message: string };

/**
 * The rows a command acts on (Linear's rule): the selection, or with nothing selected the row under the cursor,
 * named so that titles can say which ("Change status of SCANNER-0823…").
 */
export interface TableTargets {
  ids: number[];
  source: 'selection' | 'cursor' | 'none';
  /** the cursor row's name when it stands in for the selection */
  name: string | null;
  /** how many selected rows the table does not show */
  hidden: number;
  /** those rows by why (table/hiddenTargets.ts): the search, the list's filters, other pages of a server's list */
  hiddenBy: HiddenTargets;
}

export const NO_TARGETS: TableTargets = { ids: [], source: 'none', name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN };
