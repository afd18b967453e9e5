// @vitest-environment happy-dom
// The grid's virtualizer (table/rowVirtualizer.ts) renders on every scroll: it must not reckon every row's position
// again each time (at 100 000 rows that was a long task, and its garbage another), only when the rows or their
// height change.
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowVirtualizer, type RowVirtualizer } from '../../src/app/table/rowVirtualizer';
import { TABLE_METRICS, type TableMetrics } from '../../src/app/table/tableMetrics';
import { cleanup, render } from './tableHarness';

const IDS = Array.from({ length: 100_000 }, (_, index) => index + 1);
let virtualizer: RowVirtualizer | null = null;

function Grid({ ids, metrics, pageStart = 0 }: { ids: readonly number[]; metrics: TableMetrics; pageStart?: number }) {
  const scrollElement = useRef<HTMLDivElement>(null);
  virtualizer = useRowVirtualizer({ count: ids.length - pageStart, ids, pageStart, metrics, initialHeight: 600, scrollElement });
  return <div ref={scrollElement} role="grid" />;
}

/** every row's position, as the virtualizer last reckoned them (it reads them when it renders) */
const positions = () => {
  virtualizer?.getVirtualItems();
  return virtualizer?.measurementsCache;
};

afterEach(cleanup);

describe('the rows’ virtualizer', () => {
  it('keeps every row’s position between renders while the rows and their height stay the same', () => {
    const view = render(<Grid ids={IDS} metrics={TABLE_METRICS.compact} />);
    const measured = positions();
    expect(measured).toHaveLength(100_000);
    const items = virtualizer?.getVirtualItems();
    // the grid renders again on a scroll, with the same rows
    view.rerender(<Grid ids={IDS} metrics={TABLE_METRICS.compact} />);
    view.rerender(<Grid ids={IDS} metrics={TABLE_METRICS.compact} />);
    expect(virtualizer?.getVirtualItems()).toBe(items);
    expect(positions()).toBe(measured);
  });

  it('reckons them again for other rows or another density, keyed by id, each row as tall as the density says', () => {
    const view = render(<Grid ids={IDS} metrics={TABLE_METRICS.compact} />);
    const compact = positions();
    expect(compact?.[2]).toMatchObject({ key: 3, start: TABLE_METRICS.compact.headHeight + 2 * 28, size: 28 });
    view.rerender(<Grid ids={IDS} metrics={TABLE_METRICS.comfortable} />);
    expect(positions()).not.toBe(compact);
    expect(positions()?.[2]).toMatchObject({ start: TABLE_METRICS.comfortable.headHeight + 2 * 36, size: 36 });
    view.rerender(<Grid ids={IDS} metrics={TABLE_METRICS.comfortable} pageStart={50} />);
    expect(positions()?.[0]).toMatchObject({ key: 51 });
  });
});
