// The dashboard's figures: how many devices are in each status and at each base, each with the list filtered to it
// (filters as text, `/devices?search=status:missing`) and the colour its chart draws it in.
import type { IntlShape } from 'react-intl';
import { BASES, DEVICE_STATUSES } from '../../../contract/enums';
import type { Device } from '../../../contract/entities';
import { paths } from '../../paths';
import { STATUS_TONES, toneToken } from '../../ui/statusTones';
// a type only: chart.js stays in the chart's lazy chunk
import type { ChartCount } from './CountChart';

export function dashboardCounts(rows: readonly Pick<Device, 'status' | 'base'>[], intl: IntlShape): { status: ChartCount[]; base: ChartCount[] } {
  const byStatus = new Map<string, number>();
  const byBase = new Map<string, number>();
  for (const device of rows) {
    byStatus.set(device.status, (byStatus.get(device.status) ?? 0) + 1);
    const base = device.base ?? 'none';
    byBase.set(base, (byBase.get(base) ?? 0) + 1);
  }
  return {
    status: DEVICE_STATUSES.map((value) => ({
      label: intl.formatMessage({ id: `status.${value}` }),
      count: byStatus.get(value) ?? 0,
      href: `${paths.devices.list}?search=status:${value}`,
      colour: toneToken(STATUS_TONES[value]),
    })),
    base: [...BASES, 'none' as const].map((value) => ({
      label: intl.formatMessage({ id: `base.${value}` }),
      count: byBase.get(value) ?? 0,
      href: `${paths.devices.list}?search=base:${value}`,
      // one colour for every base: bases are places, not states, and a rainbow would read as one
      colour: '--kr-accent',
    })),
  };
}
