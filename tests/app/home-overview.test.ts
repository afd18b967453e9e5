// Home's overview (issue 23), computed from the lists: the calendar days of an event's own time zone, the events on
// now and in the next 14 days (their edges), those that ended with devices still out, the devices missing or in
// repair by base; and every figure's link, read back by the devices list's own filters, keeps exactly the devices
// the figure counts.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import fc from 'fast-check';
import type { Device } from '../../src/contract/entities';
import type { DeviceStatus, TimezoneId } from '../../src/contract/enums';
import { parseSearch, vocabularyOf } from '../../src/app/filters/filterVocabulary';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { basesOverview } from '../../src/app/screens/home/overview/basesOverview';
import { dayIn } from '../../src/app/screens/home/overview/calendarDays';
import { countAll, tallyDevices, type DeviceTally } from '../../src/app/screens/home/overview/deviceTally';
import { DAYS_AHEAD, eventsAhead, eventsToReceive, type OverviewEvent } from '../../src/app/screens/home/overview/eventsOverview';
import { devicesSection } from '../../src/app/sections/devices';
import { matchRows } from '../../src/app/table/rowModel';

/** calendar days from the day of `from` to the day of `to` in `timeZone` */
const daysBetween = (from: number, to: number, timeZone: string) => dayIn(to, timeZone) - dayIn(from, timeZone);

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let nextId = 1;
function event(name: string, start: string, end: string, timezone_id: TimezoneId = 'Europe/Lisbon', max_capacity = 100): OverviewEvent {
  return { id: nextId++, name, start_date: start, end_date: end, timezone_id, max_capacity };
}
const iso = (time: number) => new Date(time).toISOString();

function device(id: number, values: Partial<Device>): Device {
  return { id, name: `Device ${id}`, status: 'available', base: null, model_name: null, current_event_id: null, current_event_name: '', category_name: null, ...values } as Device;
}
const at = (first: number, count: number, where: OverviewEvent, status: DeviceStatus = 'in_use'): Device[] =>
  Array.from({ length: count }, (_, index) => device(first + index, { current_event_id: where.id, current_event_name: where.name, status }));

describe('calendar days in a time zone', () => {
  it('counts the day each zone’s calendar shows, not 24-hour spans', () => {
    const lateEvening = Date.parse('2026-03-28T23:30:00.000Z');
    expect(dayIn(lateEvening, 'Europe/Berlin') - dayIn(lateEvening, 'Europe/London')).toBe(1);
    // 23:30 to 00:30 the next morning, one hour apart, is a day later; 00:30 to 23:30 the same day is none
    expect(daysBetween(Date.parse('2026-06-01T22:30:00.000Z'), Date.parse('2026-06-01T23:30:00.000Z'), 'Europe/Lisbon')).toBe(1);
    expect(daysBetween(Date.parse('2026-06-01T00:30:00.000Z'), Date.parse('2026-06-01T21:30:00.000Z'), 'Europe/Lisbon')).toBe(0);
    // across the change to summer time (29 March 2026 in Europe) a day is 23 hours and still one day
    expect(daysBetween(Date.parse('2026-03-28T12:00:00.000Z'), Date.parse('2026-03-29T11:00:00.000Z'), 'Europe/Madrid')).toBe(1);
  });
});

describe('the tally of the fleet', () => {
  const plain = (tally: DeviceTally) => ({
    byEvent: [...tally.byEvent].filter(([, atEvent]) => atEvent.count !== 0).sort(([a], [b]) => a - b),
    byBase: [...tally.byBase].filter(([, atBase]) => atBase.missing + atBase.repairing > 0).sort(([a], [b]) => (a < b ? -1 : 1)),
  });
  const statuses: DeviceStatus[] = ['in_use', 'available', 'repairing', 'receiving', 'missing'];
  const someDevice = fc.record({
    status: fc.constantFrom(...statuses),
    base: fc.constantFrom('oporto' as const, 'lisbon' as const, null),
    event: fc.constantFrom(1, 2, 3, null),
  });
  const operation = fc.oneof(
    fc.record({ kind: fc.constant('change' as const), at: fc.nat(), to: someDevice }),
    fc.record({ kind: fc.constant('add' as const), to: someDevice }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('rename' as const), event: fc.constantFrom(1, 2, 3), name: fc.string({ minLength: 1, maxLength: 6 }) }),
  );

  it('made from the last one, change by change, always equals the devices counted afresh, each event by the name its devices carry now', () => {
    fc.assert(
      fc.property(fc.array(someDevice, { maxLength: 40 }), fc.array(operation, { maxLength: 30 }), (start, operations) => {
        let id = 0;
        // the name each event's devices carry (the server's, the same on all of them)
        const names = new Map([1, 2, 3].map((each) => [each, `Event ${each}`]));
        const made = ({ status, base, event: eventId }: typeof start[number]) =>
          device(++id, { status, base, current_event_id: eventId, current_event_name: eventId === null ? '' : (names.get(eventId) ?? '') });
        let rows: Device[] = start.map(made);
        tallyDevices(rows);
        for (const step of operations) {
          // as the list store does: a new array, the objects of unchanged rows kept
          const next = rows.slice();
          if (step.kind === 'change' && next.length > 0) next[step.at % next.length] = { ...made(step.to), id: (next[step.at % next.length] as Device).id };
          if (step.kind === 'add') next.unshift(made(step.to));
          if (step.kind === 'remove' && next.length > 0) next.splice(step.at % next.length, 1);
          if (step.kind === 'rename') names.set(step.event, step.name);
          if (step.kind === 'rename') next.forEach((each, index) => { if (each.current_event_id === step.event) next[index] = { ...each, current_event_name: step.name }; });
          rows = next;
          expect(plain(tallyDevices(rows))).toEqual(plain(countAll(rows)));
        }
      }),
    );
  });
});

describe('events now and in the next 14 days', () => {
  const onNow = event('On Now', iso(NOW - 2 * DAY), iso(NOW + 2 * DAY));
  const endsToday = event('Ends Today', iso(NOW - DAY), iso(NOW + 3 * HOUR));
  const later = event('Later Today', iso(NOW + 2 * HOUR), iso(NOW + 5 * HOUR));
  // 14 calendar days ahead in Lisbon (23:30 local) is in; the same instant in Berlin (00:30 on the 15th day) is not
  const lastDayLisbon = event('Last Day Lisbon', '2026-06-15T22:30:00.000Z', '2026-06-16T18:00:00.000Z', 'Europe/Lisbon');
  const lastDayBerlin = event('Too Far Berlin', '2026-06-15T22:30:00.000Z', '2026-06-16T18:00:00.000Z', 'Europe/Berlin');
  const tooFar = event('Too Far', '2026-06-16T09:00:00.000Z', '2026-06-17T18:00:00.000Z');
  const ended = event('Ended', iso(NOW - 3 * DAY), iso(NOW - 1));
  const events = [tooFar, lastDayBerlin, lastDayLisbon, later, ended, endsToday, onNow];
  const rows = [...at(1, 3, onNow), ...at(10, 2, lastDayLisbon), ...at(20, 1, ended)];

  it('keeps the events on now and those starting by the 14th calendar day in their own zone, by start', () => {
    const ahead = eventsAhead(events, tallyDevices(rows), NOW);
    expect(ahead.map((item) => item.event.name)).toEqual(['On Now', 'Ends Today', 'Later Today', 'Last Day Lisbon']);
    expect(DAYS_AHEAD).toBe(14);
  });

  it('says how many days until an event on now ends, or an upcoming one starts, and counts its devices', () => {
    const ahead = new Map(eventsAhead(events, tallyDevices(rows), NOW).map((item) => [item.event.name, item]));
    expect(ahead.get('On Now')).toMatchObject({ phase: 'now', days: 2, assigned: 3, flagged: false });
    expect(ahead.get('Ends Today')).toMatchObject({ phase: 'now', days: 0, assigned: 0, flagged: false });
    expect(ahead.get('Later Today')).toMatchObject({ phase: 'upcoming', days: 0, assigned: 0, flagged: true });
    expect(ahead.get('Last Day Lisbon')).toMatchObject({ phase: 'upcoming', days: 14, assigned: 2, flagged: false });
  });

  it('takes an event that ends at this very moment as still on, and one a millisecond later as ended', () => {
    const edge = event('Edge', iso(NOW - DAY), iso(NOW));
    expect(eventsAhead([edge], tallyDevices([]), NOW).map((item) => item.phase)).toEqual(['now']);
    expect(eventsAhead([edge], tallyDevices([]), NOW + 1)).toEqual([]);
  });
});

describe('to receive', () => {
  const longAgo = event('Long Ago', '2026-04-01T09:00:00.000Z', '2026-04-03T18:00:00.000Z');
  const lastNight = event('Last Night Madrid', '2026-05-30T09:00:00.000Z', '2026-05-31T22:30:00.000Z', 'Europe/Madrid');
  const emptied = event('All Back', '2026-05-01T09:00:00.000Z', '2026-05-02T18:00:00.000Z');
  const onNow = event('Still On', iso(NOW - DAY), iso(NOW + DAY));
  const events = [longAgo, lastNight, emptied, onNow];
  const rows = [...at(1, 4, longAgo, 'in_use'), ...at(10, 2, lastNight, 'receiving'), ...at(20, 5, onNow), device(30, {})];

  it('lists the ended events with devices still assigned, latest ended first, with the days since they ended there', () => {
    const { events: listed, total } = eventsToReceive(events, tallyDevices(rows), NOW);
    // 22:30 UTC on 31 May is 00:30 on 1 June in Madrid: it ended "today" there
    expect(listed.map((item) => [item.event.name, item.count, item.endedDaysAgo])).toEqual([['Last Night Madrid', 2, 0], ['Long Ago', 4, 59]]);
    expect(total).toBe(6);
  });

  it('is empty when every device is back', () => {
    expect(eventsToReceive(events, tallyDevices(at(1, 5, onNow)), NOW)).toMatchObject({ events: [], total: 0 });
  });
});

describe('missing or in repair by base', () => {
  const rows = [
    device(1, { status: 'missing', base: 'oporto' }),
    device(2, { status: 'missing', base: 'oporto' }),
    device(3, { status: 'repairing', base: 'oporto' }),
    device(4, { status: 'repairing', base: 'lisbon' }),
    device(5, { status: 'available', base: 'anadia' }),
    device(6, { status: 'in_use', base: null }),
  ];

  it('counts every base, zeros included, and the devices without one only when some are', () => {
    const { rows: bases, totals } = basesOverview(tallyDevices(rows));
    expect(bases.map((row) => [row.base, row.figures.missing.count, row.figures.repairing.count])).toEqual([
      ['anadia', 0, 0], ['oporto', 2, 1], ['lisbon', 0, 1], ['vision_volt', 0, 0],
    ]);
    expect([totals.missing.count, totals.repairing.count]).toEqual([2, 2]);
    const withNone = basesOverview(tallyDevices([...rows, device(7, { status: 'missing', base: null })]));
    expect(withNone.rows.at(-1)).toMatchObject({ base: 'none', figures: { missing: { count: 1 }, repairing: { count: 0 } } });
  });

  it('links a base’s figure to the list filtered by status and base, in the URL’s form', () => {
    const oporto = basesOverview(tallyDevices(rows)).rows.find((row) => row.base === 'oporto');
    expect(oporto?.figures.missing.href).toBe('/devices?search=status:missing+base:oporto');
    expect(basesOverview(tallyDevices(rows)).totals.repairing.href).toBe('/devices?search=status:repairing');
  });
});

describe('every figure’s link keeps exactly what the figure counts', () => {
  const lisbonFair = event('Lisbon Fair', iso(NOW - DAY), iso(NOW + DAY));
  const portoCongress = event('Porto Congress', iso(NOW + 3 * DAY), iso(NOW + 5 * DAY));
  const portoCongressPro = event('Porto Congress Pro', iso(NOW - 20 * DAY), iso(NOW - 18 * DAY));
  const madridShow = event('Salón de Madrid 2026', iso(NOW - 9 * DAY), iso(NOW - 8 * DAY), 'Europe/Madrid');
  const berlin = event('Berlin Forum', iso(NOW - 40 * DAY), iso(NOW - 39 * DAY), 'Europe/Berlin');
  const events = [lisbonFair, portoCongress, portoCongressPro, madridShow, berlin];
  const rows = [
    ...at(1, 3, lisbonFair),
    ...at(10, 2, portoCongress),
    ...at(20, 4, portoCongressPro, 'receiving'),
    ...at(30, 1, madridShow, 'missing'),
    ...at(40, 2, berlin, 'repairing'),
    device(50, { status: 'missing', base: 'oporto' }),
    device(51, { status: 'missing', base: 'oporto', current_event_id: berlin.id, current_event_name: berlin.name }),
    device(52, { status: 'repairing', base: 'vision_volt' }),
    device(53, { status: 'missing', base: null }),
    device(54, { status: 'available', base: 'lisbon' }),
  ];
  const fields = devicesSection.table.filters ?? [];
  const columns = devicesSection.table.columns((id: MessageId) => (en as Record<string, string>)[id] ?? id, 'en');

  /** the devices the list shows at `href`, read as the list reads its URL, in Portuguese */
  function keptAt(href: string): number {
    const url = new URL(href, 'http://kitroom.test');
    expect(url.pathname).toBe('/devices');
    const text = url.searchParams.get('search') ?? '';
    const words = (id: MessageId) => (pt as Record<string, string>)[id] ?? id;
    const parsed = parseSearch(text, vocabularyOf(fields, rows, words));
    expect(parsed.words, `${text} holds only filters`).toBe('');
    return matchRows(rows, columns, { column: '', direction: 'asc' }, ['name'], parsed.words, 'pt', parsed.filters).ids.length;
  }

  it('for each event ahead, each event to receive and their total, and each base', () => {
    const tally = tallyDevices(rows);
    const figures: Array<[string, number, string]> = [];
    for (const item of eventsAhead(events, tally, NOW)) figures.push([`ahead ${item.event.name}`, item.assigned, item.href]);
    const toReceive = eventsToReceive(events, tally, NOW);
    for (const item of toReceive.events) figures.push([`receive ${item.event.name}`, item.count, item.href]);
    figures.push(['receive total', toReceive.total, toReceive.totalHref]);
    const bases = basesOverview(tally);
    for (const row of [...bases.rows, { base: 'total', figures: bases.totals }]) {
      for (const [status, figure] of Object.entries(row.figures)) figures.push([`${row.base} ${status}`, figure.count, figure.href]);
    }
    expect(figures.length).toBeGreaterThan(12);
    expect(toReceive.total).toBe(4 + 1 + 3);
    for (const [what, count, href] of figures) expect(keptAt(href), `${what}: ${href}`).toBe(count);
  });

  it('for the total of one ended event: that event’s own link', () => {
    const toReceive = eventsToReceive([lisbonFair, berlin], tallyDevices(rows), NOW);
    expect(toReceive.totalHref).toBe(toReceive.events[0]?.href);
    expect(toReceive.totalHref).toBe('/devices?search=event:%22Berlin+Forum%22');
  });
});
