// The cursor cell and editing in place: ←/→ move along the cursor row's shown columns, `e` edits the cursor cell
// (or, with none chosen, the row's first editable cell) when the table's `inlineEdit` allows its column. One cell is
// edited at a time; while one is, `e` gives it the keyboard back rather than dropping what it holds.
import type { TableController } from './controller';
import { cursorPosition, type LiveTable, type TableControllerOptions } from './liveTable';

type CellMoves = Pick<TableController, 'moveCell' | 'cellEditing' | 'editCell' | 'endCellEdit' | 'showRow' | 'rowBeside'>;

const shownColumns = <Row extends { id: number }>({ view }: TableControllerOptions<Row>) => view.visibleColumns.map((column) => column.id);

/** The cursor cell's column, if it is still shown (a column hidden since leaves the row as a whole). */
function cursorColumn<Row extends { id: number }>(options: TableControllerOptions<Row>): string | null {
  const column = options.store.cursorColumn();
  return column !== null && shownColumns(options).includes(column) ? column : null;
}

/** The column `e` edits: the cursor cell's, or without one the row's first editable shown column. */
function columnToEdit<Row extends { id: number }>(options: TableControllerOptions<Row>): { column: string | null; editable: boolean } {
  const editing = options.inlineEdit;
  const chosen = cursorColumn(options);
  if (chosen !== null) return { column: chosen, editable: editing?.editable(chosen) === true };
  const first = shownColumns(options).find((column) => editing?.editable(column) === true) ?? null;
  return { column: first, editable: first !== null };
}

export function createCellMoves<Row extends { id: number }>(live: LiveTable<Row>): CellMoves {
  const rowBeside: CellMoves['rowBeside'] = (id, delta) => {
    const { matching } = live.current.view;
    const position = matching.positionOf(id);
    if (position < 0) return null;
    return matching.ids[position + delta] ?? null;
  };

  const moves: CellMoves = {
    rowBeside,
    showRow(id) {
      const { view, store, grid } = live.current;
      const position = view.matching.positionOf(id) - view.pageStart;
      if (position < 0 || position >= view.pageLength) return false;
      store.setCursor(id);
      grid.current?.scrollToIndex(position);
      return true;
    },
    moveCell(delta) {
      const options = live.current;
      if (cursorPosition(options) < 0) return;
      const columns = shownColumns(options);
      const current = cursorColumn(options);
      const at = current === null ? -1 : columns.indexOf(current);
      const next = columns[current === null ? 0 : Math.max(0, Math.min(columns.length - 1, at + delta))];
      if (next === undefined) return;
      options.store.setCursorColumn(next);
      options.grid.current?.revealCell(next);
    },
    cellEditing() {
      const options = live.current;
      if (!options.inlineEdit || cursorPosition(options) < 0) return 'none';
      return columnToEdit(options).editable ? 'editable' : 'readOnly';
    },
    editCell() {
      const options = live.current;
      const { store, grid } = options;
      const open = store.editing();
      if (open) {
        // the open edit keeps what was typed: its row comes back into view and its field takes the keyboard (an
        // editor scrolled out and drawn again takes it itself, with the text it kept in the store)
        moves.showRow(open.id);
        grid.current?.focusEditor();
        return;
      }
      const id = store.cursor();
      const { column, editable } = columnToEdit(options);
      if (id === null || cursorPosition(options) < 0 || column === null || !editable) return;
      store.setCursorColumn(column);
      grid.current?.revealCell(column);
      store.setEditing({ id, column });
    },
    endCellEdit() {
      const { store, grid } = live.current;
      store.setEditing(null);
      grid.current?.focus();
    },
  };
  return moves;
}
