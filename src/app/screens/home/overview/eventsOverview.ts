// The overview's events: those on now or starting within the next 14 days, with the devices assigned to each; and
// the events that have ended with devices still assigned to them (to receive). Days are calendar days in each
// event's own time zone (calendarDays.ts); `now` is a parameter, so the rules are tested at their edges.
import type { KitroomEvent } from '../../../../contract/entities';
import { dayIn } from './calendarDays';
import type { DeviceTally } from './deviceTally';
import { atEvent, devicesFiltered, notAtEvent } from './overviewLinks';

/** How far ahead the overview looks: an event starting on the 14th calendar day from today is in, the 15th is not. */
export const DAYS_AHEAD = 14;

export type OverviewEvent = Pick<KitroomEvent, 'id' | 'name' | 'start_date' | 'end_date' | 'timezone_id' | 'max_capacity'>;

export interface EventAhead<Event extends OverviewEvent> {
  event: Event;
  /** on now (started, not ended), or upcoming (starts within DAYS_AHEAD days) */
  phase: 'now' | 'upcoming';
  /** on now: days until the day it ends; upcoming: days until the day it starts */
  days: number;
  /** the devices whose current event it is */
  assigned: number;
  /** the devices list filtered to them */
  href: string;
  /** upcoming with no device assigned yet */
  flagged: boolean;
}

export interface EventToReceive<Event extends OverviewEvent> {
  event: Event;
  /** the devices still assigned to it */
  count: number;
  /** calendar days since the day it ended */
  endedDaysAgo: number;
  href: string;
}

export interface ToReceive<Event extends OverviewEvent> {
  /** latest ended first */
  events: EventToReceive<Event>[];
  total: number;
  /** the devices list filtered to all of them */
  totalHref: string;
}

const startOf = (event: OverviewEvent) => Date.parse(event.start_date);
const endOf = (event: OverviewEvent) => Date.parse(event.end_date);

/** The calendar days an event starts and ends on in its own zone, kept per event object (a row that did not change). */
const eventDays = new WeakMap<OverviewEvent, { start: number; end: number }>();
function daysOf(event: OverviewEvent): { start: number; end: number } {
  let days = eventDays.get(event);
  if (!days) {
    days = { start: dayIn(startOf(event), event.timezone_id), end: dayIn(endOf(event), event.timezone_id) };
    eventDays.set(event, days);
  }
  return days;
}

/** Today in each time zone asked, worked out once per zone for one `now`. */
function todayIn(now: number): (timeZone: string) => number {
  const days = new Map<string, number>();
  return (timeZone) => {
    let day = days.get(timeZone);
    if (day === undefined) {
      day = dayIn(now, timeZone);
      days.set(timeZone, day);
    }
    return day;
  };
}

/** The events on now and those starting within DAYS_AHEAD days, by start. */
export function eventsAhead<Event extends OverviewEvent>(events: readonly Event[], tally: DeviceTally, now: number): EventAhead<Event>[] {
  const ahead: EventAhead<Event>[] = [];
  const today = todayIn(now);
  for (const event of events) {
    const start = startOf(event);
    const end = endOf(event);
    if (Number.isNaN(start) || Number.isNaN(end) || end < now) continue;
    const phase = start <= now ? 'now' : 'upcoming';
    const days = daysOf(event)[phase === 'now' ? 'end' : 'start'] - today(event.timezone_id);
    if (phase === 'upcoming' && days > DAYS_AHEAD) continue;
    const atIt = tally.byEvent.get(event.id);
    const assigned = atIt?.count ?? 0;
    ahead.push({ event, phase, days, assigned, href: devicesFiltered(atEvent(atIt?.name ?? event.name)), flagged: phase === 'upcoming' && assigned === 0 });
  }
  return ahead.sort((a, b) => startOf(a.event) - startOf(b.event) || a.event.id - b.event.id);
}

/**
 * The events that have ended with devices still assigned. Their total opens the devices at an event that is none of
 * the others (`-event:none -event:"On now"…`): the filters say "at this event", never "at an event that ended".
 */
export function eventsToReceive<Event extends OverviewEvent>(events: readonly Event[], tally: DeviceTally, now: number): ToReceive<Event> {
  const ended: EventToReceive<Event>[] = [];
  const endedIds = new Set<number>();
  const today = todayIn(now);
  for (const event of events) {
    const end = endOf(event);
    const atIt = tally.byEvent.get(event.id);
    if (!atIt || Number.isNaN(end) || end >= now) continue;
    endedIds.add(event.id);
    ended.push({ event, count: atIt.count, endedDaysAgo: today(event.timezone_id) - daysOf(event).end, href: devicesFiltered(atEvent(atIt.name)) });
  }
  ended.sort((a, b) => endOf(b.event) - endOf(a.event) || a.event.id - b.event.id);
  const others = new Set([...tally.byEvent].filter(([id]) => !endedIds.has(id)).map(([, atIt]) => notAtEvent(atIt.name)));
  const only = ended.length === 1 ? ended[0] : undefined;
  return {
    events: ended,
    total: ended.reduce((sum, each) => sum + each.count, 0),
    totalHref: only ? only.href : devicesFiltered(notAtEvent(null), ...others),
  };
}
