// Column sizing (table/columnSizing.ts) with a fixed measure: what each kind of column is given, and the row
// actions' column sized for its buttons in the language shown.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { actionsWidth, columnSize, gridTemplate, type MeasureText } from '../../src/app/table/columnSizing';
import type { Column } from '../../src/app/table/types';

interface Row {
  id: number;
  capacity: number;
  max: number;
}

/** 10 px a character: easy to reckon with */
const measure: MeasureText = (text) => text.length * 10;
const rows: Row[] = [
  { id: 1, capacity: 6, max: 20000 },
  { id: 2, capacity: 1200, max: 150000 },
];

describe('column sizing', () => {
  it('measures a column that draws plain text from that text, and never below its title', () => {
    const capacity: Column<Row> = { id: 'capacity', title: 'events.column.capacity', value: (row) => row.capacity, render: (row) => `${row.capacity} / ${row.max}`, width: 60 };
    // "1200 / 150000" is 13 characters: 130 px and the cell's padding, though the column asked for 60
    expect(columnSize(capacity, 'Cap', rows, measure)).toEqual({ width: 152, minimum: 152 });
    // a long title wins over short values: its width, the sort arrow's room and the padding
    expect(columnSize(capacity, 'Capacidade máxima', rows, measure).width).toBe(170 + 18 + 22);
  });

  it('keeps the width a column that draws more than text asks for, widened to its title', () => {
    const chip: Column<Row> = { id: 'status', title: 'devices.column.status', value: (row) => row.id, render: () => createElement('span', { className: 'kr-chip' }), width: 100 };
    expect(columnSize(chip, 'Status', rows, measure)).toEqual({ width: 100, minimum: 100 });
    expect(columnSize(chip, 'A very long status title', rows, measure).width).toBe(240 + 18 + 22);
  });

  it('gives the row actions room for every button side by side, in the language shown', () => {
    // buttons at 0.9 of the table's font, 18 px of padding and border each, 6 px between, the cell's padding
    const pt = actionsWidth(['Editar', 'Site do contador'], measure);
    expect(pt).toBe(22 + (54 + 18) + 6 + (144 + 18));
    expect(actionsWidth(['Edit', 'Counter site'], measure)).toBeLessThan(pt);
    expect(actionsWidth([], measure)).toBe(56);
    const { template, minWidth } = gridTemplate([{ width: 80, minimum: 80 }], pt);
    expect(template).toBe(`44px 80px ${pt}px`);
    expect(minWidth).toBe(44 + 80 + pt);
  });
});
