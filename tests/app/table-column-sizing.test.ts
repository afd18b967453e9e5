// Column sizing (table/columnSizing.ts) with a fixed measure: what each kind of column is given at each density,
// the row actions' column sized for its icon buttons whatever the language, and where a wide screen's free space goes.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { actionsWidth, cellRoom, columnSize, gridTemplate, textMeasurer, type MeasureText } from '../../src/app/table/columnSizing';
import { TABLE_METRICS } from '../../src/app/table/tableMetrics';
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
const { compact, comfortable } = TABLE_METRICS;

describe('column sizing', () => {
  it('keeps around a text the padding of the density chosen', () => {
    expect(cellRoom(comfortable)).toBe(22);
    expect(cellRoom(compact)).toBe(18);
  });

  it('measures a column that draws plain text from that text, and never below its title', () => {
    const capacity: Column<Row> = { id: 'capacity', title: 'events.column.capacity', value: (row) => row.capacity, render: (row) => `${row.capacity} / ${row.max}`, width: 60 };
    // "1200 / 150000" is 13 characters: 130 px and the cell's padding, though the column asked for 60
    expect(columnSize(capacity, 'Cap', rows, measure, comfortable)).toEqual({ width: 152, minimum: 152 });
    expect(columnSize(capacity, 'Cap', rows, measure, compact)).toEqual({ width: 148, minimum: 148 });
    // a long title wins over short values: its width, the sort arrow's room and the padding
    expect(columnSize(capacity, 'Capacidade máxima', rows, measure, comfortable).width).toBe(170 + 18 + 22);
  });

  it('keeps the width a column that draws more than text asks for, widened to its title', () => {
    const chip: Column<Row> = { id: 'status', title: 'devices.column.status', value: (row) => row.id, render: () => createElement('span', { className: 'kr-chip' }), width: 100 };
    expect(columnSize(chip, 'Status', rows, measure, comfortable)).toEqual({ width: 100, minimum: 100 });
    expect(columnSize(chip, 'A very long status title', rows, measure, comfortable).width).toBe(240 + 18 + 22);
  });

  it('gives the row actions room for their icon buttons, the same in every language', () => {
    // 24-px buttons, 4 px between, the cell's padding on both sides
    expect(actionsWidth(1, comfortable)).toBe(56);
    expect(actionsWidth(2, comfortable)).toBe(20 + 24 + 4 + 24);
    expect(actionsWidth(2, compact)).toBe(16 + 24 + 4 + 24);
    expect(actionsWidth(0, compact)).toBe(56);
  });

  it('measures text in the table font of the density', () => {
    // happy-dom has no canvas: the estimate follows the font size
    expect(textMeasurer(compact.fontSize)('0123456789')).toBeLessThan(textMeasurer(comfortable.fontSize)('0123456789'));
  });
});

describe('a wide screen', () => {
  interface Text {
    id: number;
    code: string;
    note: string;
  }
  const notes: Text[] = Array.from({ length: 20 }, (_, index) => ({ id: index, code: `C-${index}`, note: 'x'.repeat(index === 0 ? 50 : 30) }));

  it('widens a long-text column only up to its longest value; short columns keep their width', () => {
    const note: Column<Text> = { id: 'note', title: 'events.column.name', value: (row) => row.note };
    const code: Column<Text> = { id: 'code', title: 'events.column.name', value: (row) => row.code };
    // the 90th percentile shown, half of it when room is short, the longest when there is room
    expect(columnSize(note, 'Note', notes, measure, comfortable)).toEqual({ width: 322, minimum: 161, maximum: 522 });
    expect(columnSize(code, 'Code', notes, measure, comfortable)).toEqual({ width: 80, minimum: 80 });
  });

  it('leaves the free space at the end of the row, before the row actions', () => {
    const { template, minWidth } = gridTemplate([{ width: 80, minimum: 80 }, { width: 322, minimum: 161, maximum: 522 }], 56);
    expect(template).toBe('44px 80px minmax(161px, 522px) minmax(0, 1fr) 56px');
    expect(minWidth).toBe(44 + 80 + 161 + 56);
  });
});
