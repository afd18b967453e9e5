// What Home's overview costs at 100 000 devices and 200 events, printed (no timed assertion: speed is measured, not
// asserted; docs/architecture.md "Home"): the first tally, a live change to one device (a new rows array, as the
// list store makes it, tallied from the last one and joined with the events), the minute's clock tick (the join
// alone), and, to compare, the whole fleet counted afresh.
// It asserts only that the live change moved the figures it should.
import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { BASES, DEVICE_STATUSES, TIMEZONES } from '../../src/contract/enums';
import { basesOverview } from '../../src/app/screens/home/overview/basesOverview';
import { countAll, tallyDevices } from '../../src/app/screens/home/overview/deviceTally';
import { eventsAhead, eventsToReceive, type OverviewEvent } from '../../src/app/screens/home/overview/eventsOverview';

const DEVICES = 100_000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');

const events: OverviewEvent[] = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  name: `Event ${index + 1}`,
  // from 150 days ago to 50 days ahead, four days each
  start_date: new Date(NOW + (index - 150) * DAY).toISOString(),
  end_date: new Date(NOW + (index - 146) * DAY).toISOString(),
  timezone_id: TIMEZONES[index % TIMEZONES.length] ?? 'Europe/Lisbon',
  max_capacity: 1000,
}));

const fleet: Device[] = Array.from({ length: DEVICES }, (_, index) => {
  const event = index % 3 === 0 ? events[index % events.length] : undefined;
  return {
    id: index + 1,
    name: `DEVICE-${index + 1}`,
    status: DEVICE_STATUSES[index % DEVICE_STATUSES.length],
    base: index % 7 === 0 ? null : BASES[index % BASES.length],
    current_event_id: event?.id ?? null,
    current_event_name: event?.name ?? '',
  } as Device;
});

function overviewOf(rows: readonly Device[], now: number) {
  const tally = tallyDevices(rows);
  return { ahead: eventsAhead(events, tally, now), toReceive: eventsToReceive(events, tally, now), bases: basesOverview(tally) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const timed = (work: () => void) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

describe(`Home's overview at ${DEVICES} devices`, () => {
  it('prints the cost of a first count, of a live change to one device and of the clock’s tick', () => {
    const first = timed(() => overviewOf(fleet, NOW));
    let rows: readonly Device[] = fleet;
    const tallies: number[] = [];
    const afresh: number[] = [];
    const joins: number[] = [];
    // an event on now (day 0 falls in events 147-150): one device at a time moves to it from wherever it was
    const target = events[148] as OverviewEvent;
    const assignedTo = (overview: ReturnType<typeof overviewOf>) => overview.ahead.find((item) => item.event.id === target.id)?.assigned ?? 0;
    const before = assignedTo(overviewOf(rows, NOW));
    for (let round = 0; round < 60; round += 1) {
      const index = 1 + round * 3;
      const next = rows.slice();
      next[index] = { ...(rows[index] as Device), current_event_id: target.id, current_event_name: target.name };
      rows = next;
      afresh.push(timed(() => countAll(rows)));
      tallies.push(timed(() => tallyDevices(rows)));
      // the minute's tick costs this join alone
      joins.push(timed(() => overviewOf(rows, NOW + round * 60_000)));
    }
    expect(assignedTo(overviewOf(rows, NOW))).toBeGreaterThan(before);
    const ms = (values: number[]) => `${median(values).toFixed(2)} ms median (max ${Math.max(...values).toFixed(1)})`;
    console.log(
      `overview at ${DEVICES} devices, ${events.length} events: first ${first.toFixed(1)} ms; a live change to one device: ` +
        `its tally ${ms(tallies)} (counted afresh ${ms(afresh)}), then the join with the events ${ms(joins)}, which is also a clock tick`,
    );
  });
});
