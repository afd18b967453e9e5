// The events list (issue 21, point 11): the name is the primary column (kept whole, taking the free space, staying
// put when the grid scrolls sideways), live interactions are shown by default, and the base cost is money as the
// event's own language writes it.
import { describe, expect, it } from 'vitest';
import { formatEventMoney } from '../../src/app/i18n/money';
import { eventsSection } from '../../src/app/sections/events';
import type { EventRow } from '../../src/app/services/eventRows';
import { columnSize, gridTemplate, type MeasureText } from '../../src/app/table/columnSizing';
import { TABLE_METRICS } from '../../src/app/table/tableMetrics';
import { translator } from './messages';

const measure: MeasureText = (text) => text.length * 10;

describe('the events list', () => {
  const columns = eventsSection.table.columns(translator('en'), 'en');
  const column = (id: string) => {
    const found = columns.find((each) => each.id === id);
    if (!found) throw new Error(`no ${id} column`);
    return found;
  };

  it('shows live interactions by default, and the name first as its primary column', () => {
    expect(eventsSection.table.visible).toContain('live_interactions');
    expect(columns[0]).toMatchObject({ id: 'name', primary: true });
  });

  it('writes the base cost in euros as the event’s language does, and sorts it as a number', () => {
    const base = column('base_cost');
    const row = (cost: number, language: EventRow['default_language']) => ({ base_cost: cost, default_language: language }) as EventRow;
    expect(base.render?.(row(1250, 'en'))).toBe('€1,250.00');
    expect(base.render?.(row(12500, 'pt'))).toBe('12\u00a0500,00\u00a0€');
    expect(base.render?.(row(99.5, 'de'))).toBe('99,50\u00a0€');
    expect(base.value(row(1250, 'pt'))).toBe(1250);
    expect(formatEventMoney(0, 'fr')).toBe('0,00\u00a0€');
  });
});

describe('a primary column', () => {
  const rows = [{ id: 1, name: 'Porto Health Congress 2026 and its satellite meetings' }, { id: 2, name: 'Web Summit' }];
  const name = { id: 'name', title: 'events.column.name', value: (row: (typeof rows)[number]) => row.name } as const;

  const metrics = TABLE_METRICS.comfortable;

  it('is kept whole, its longest value its minimum, where another long column may shrink to half', () => {
    // 53 characters: 552 px with the padding, shown at 340 when room is short and whole when there is room
    expect(columnSize({ ...name, primary: true }, 'Name', rows, measure, metrics)).toEqual({ width: 340, minimum: 340, maximum: 552, primary: true });
    expect(columnSize(name, 'Name', rows, measure, metrics).minimum).toBeLessThan(340);
  });

  it('widens on a wide screen up to its longest value, the rest of the room staying at the end', () => {
    const others = { width: 200, minimum: 100 };
    expect(gridTemplate([{ width: 340, minimum: 340, maximum: 552, primary: true }, others], 60).template).toBe('44px minmax(340px, 552px) minmax(100px, 200px) minmax(0, 1fr) 60px');
  });
});
