// The overview's devices missing or in repair at each base: every base (a steady table, zeros included) and the
// devices without a base when some are; each figure with the devices list filtered to it.
import { BASES, type DeviceStatus } from '../../../../contract/enums';
import type { BaseOrNone, DeviceTally } from './deviceTally';
import { atBase, devicesFiltered, withStatus } from './overviewLinks';

/** The two statuses the block counts, in the order the chart stacks them and the table lists them. */
export const COUNTED_STATUSES = ['missing', 'repairing'] as const satisfies readonly DeviceStatus[];
export type CountedStatus = (typeof COUNTED_STATUSES)[number];

export interface Figure {
  count: number;
  href: string;
}

export interface BaseRow {
  base: BaseOrNone;
  figures: Record<CountedStatus, Figure>;
}

export interface BasesOverview {
  rows: BaseRow[];
  totals: Record<CountedStatus, Figure>;
}

const figuresOf = (counts: Record<CountedStatus, number>, base: BaseOrNone | null): Record<CountedStatus, Figure> => {
  const figure = (status: CountedStatus): Figure => ({
    count: counts[status],
    href: base === null ? devicesFiltered(withStatus(status)) : devicesFiltered(withStatus(status), atBase(base)),
  });
  return { missing: figure('missing'), repairing: figure('repairing') };
};

export function basesOverview(tally: DeviceTally): BasesOverview {
  const none = tally.byBase.get('none');
  const bases: BaseOrNone[] = none && none.missing + none.repairing > 0 ? [...BASES, 'none'] : [...BASES];
  const rows = bases.map((base) => ({ base, figures: figuresOf(tally.byBase.get(base) ?? { missing: 0, repairing: 0 }, base) }));
  const sum = (status: CountedStatus) => rows.reduce((total, row) => total + row.figures[status].count, 0);
  return { rows, totals: figuresOf({ missing: sum('missing'), repairing: sum('repairing') }, null) };
}
