// @vitest-environment happy-dom
// The cursor cell and editing in place, on the generic table: ←/→ move along the cursor row's shown columns (the
// grid's active descendant is then that cell, outlined), `e` edits the cursor cell when its column is editable, else
// the row's first editable one, says "readOnly" on a column edited only in the form, and one edit at a time.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../src/app/table/DataTable';
import type { CellEditorProps, DataTableProps, InlineEditing } from '../../src/app/table/types';
import { activeController, cleanup, type Device, deviceTableProps, gridIn, makeDevices, render, rowsIn, typeInto } from './tableHarness';

const table = activeController;

/** A plain editor: an input with the row's value for the column, ended by its done(). */
function TestEditor({ row, columnId, kept, keep, done }: CellEditorProps<Device>) {
  const [text, setText] = useState(kept ?? String(row[columnId as keyof Device] ?? ''));
  return (
    <input
      aria-label={`edit ${columnId}`}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        keep(event.target.value);
      }}
      onKeyDown={(event) => event.key === 'Escape' && done()}
    />
  );
}

const editing: InlineEditing<Device> = { editable: (column) => column === 'name' || column === 'status', Editor: TestEditor };
const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ rows: makeDevices(60), inlineEdit: editing, ...overrides });
const activeCellOf = (container: HTMLElement) => document.getElementById(gridIn(container).getAttribute('aria-activedescendant') ?? '');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the cursor cell', () => {
  it('moves along the cursor row with ←/→, within its shown columns, as the active descendant, outlined', () => {
    const { container } = render(<DataTable {...props()} />);
    table().moveCursor(1);
    expect(activeCellOf(container)?.getAttribute('role')).toBe('row');
    table().moveCell(1);
    expect(activeCellOf(container)?.dataset.column).toBe('name');
    expect(activeCellOf(container)?.classList.contains('is-cursor-cell')).toBe(true);
    table().moveCell(1);
    table().moveCell(1);
    table().moveCell(1);
    // the shown columns are name, model, status: the last one stays
    expect(activeCellOf(container)?.dataset.column).toBe('status');
    table().moveCell(-1);
    expect(activeCellOf(container)?.dataset.column).toBe('model');
    expect(container.querySelectorAll('.is-cursor-cell')).toHaveLength(1);
    // a row down keeps the column, as a spreadsheet does
    table().moveCursor(1);
    expect(activeCellOf(container)?.dataset.column).toBe('model');
    expect(activeCellOf(container)?.closest('[role="row"]')).toBe(rowsIn(container)[1]);
  });

  it('does nothing without a cursor row', () => {
    const { container } = render(<DataTable {...props()} />);
    table().moveCell(1);
    expect(container.querySelector('.is-cursor-cell')).toBeNull();
  });
});

describe('editing in place', () => {
  it('edits the cursor cell where its column is editable, else says it is edited in the form', () => {
    const { container } = render(<DataTable {...props()} />);
    expect(table().cellEditing()).toBe('none');
    table().moveCursor(1);
    // without a cursor cell, `e` edits the row's first editable cell
    expect(table().cellEditing()).toBe('editable');
    table().moveCell(1);
    table().moveCell(1);
    expect(table().cellEditing()).toBe('readOnly');
    table().editCell();
    expect(container.querySelector('input[aria-label^="edit"]')).toBeNull();
    table().moveCell(1);
    table().editCell();
    const editor = container.querySelector('input[aria-label="edit status"]') as HTMLInputElement;
    expect(editor.closest('[role="gridcell"]')?.classList.contains('is-editing')).toBe(true);
  });

  it('without a cursor cell edits the first editable column, and ends with done(), the grid keeping the keyboard', () => {
    const { container } = render(<DataTable {...props()} />);
    table().moveCursor(1);
    table().editCell();
    const editor = container.querySelector('input[aria-label="edit name"]') as HTMLInputElement;
    expect(editor.value).toBe('Device 0060');
    expect(activeCellOf(container)?.dataset.column).toBe('name');
    table().endCellEdit();
    expect(container.querySelector('input[aria-label^="edit"]')).toBeNull();
    expect(document.activeElement).toBe(gridIn(container));
  });

  it('keeps one edit at a time: `e` elsewhere gives the open one the keyboard back, with what was typed', () => {
    const { container } = render(<DataTable {...props()} />);
    table().moveCursor(1);
    table().editCell();
    typeInto(container.querySelector('input[aria-label="edit name"]') as HTMLInputElement, 'Typed here');
    table().moveCursor(1);
    table().editCell();
    const editors = container.querySelectorAll<HTMLInputElement>('input[aria-label^="edit"]');
    expect(editors).toHaveLength(1);
    expect(editors[0]?.value).toBe('Typed here');
    expect(document.activeElement).toBe(editors[0]);
  });

  it('is not offered by a table without inline editing', () => {
    render(<DataTable {...props({ inlineEdit: undefined })} />);
    table().moveCursor(1);
    expect(table().cellEditing()).toBe('none');
  });
});

describe('the row beside', () => {
  it('follows the table’s order and search, null past an end, and showRow moves the cursor without the keyboard', () => {
    const { container } = render(<DataTable {...props()} />);
    expect(table().rowBeside(60, 1)).toBe(59);
    expect(table().rowBeside(60, -1)).toBeNull();
    expect(table().rowBeside(1, 1)).toBeNull();
    expect(table().showRow(15)).toBe(true);
    expect(table().focusedId()).toBe(15);
    typeInto(container.querySelector('input[type="search"]') as HTMLInputElement, 'Device 0019');
    // the search leaves one row: nothing beside it, and a row it hides has no neighbours
    expect(table().rowBeside(19, 1)).toBeNull();
    expect(table().rowBeside(19, -1)).toBeNull();
    expect(table().rowBeside(20, 1)).toBeNull();
    expect(document.activeElement).not.toBe(gridIn(container));
  });
});
