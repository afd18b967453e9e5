// The events offered when assigning devices: the ones happening now and the upcoming ones first (soonest first),
// then the past ones (latest first), each with its dates; "No event" is a command of its own (devices.unassign)
// and comes last among the choices.
import type { KitroomEvent } from '../src/contract/entities';
import { LOCALE_OF, type Language } from '../src/app/i18n/languages';
import { timingOf, type EventTiming } from '../src/app/services/eventRows';

type Dated = Pick<KitroomEvent, 'id' | 'name' | 'start_date' | 'end_date' | 'timezone_id' | 'location'>;

export interface EventChoice<Event extends Dated> {
  event: Event;
  timing: EventTiming;
}

/** Current and upcoming events by start date, then past events by end date, latest first. */
export function orderEventChoices<Event extends Dated>(events: readonly Event[], now = Date.now()): EventChoice<Event>[] {
  const choices = events.map((event) => ({ event, timing: timingOf(event, now) }));
  const ahead = choices.filter((choice) => choice.timing !== 'past').sort((a, b) => Date.parse(a.event.start_date) - Date.parse(b.event.start_date));
  const past = choices.filter((choice) => choice.timing === 'past').sort((a, b) => Date.parse(b.event.end_date) - Date.parse(a.event.end_date));
  return [...ahead, ...past];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    try {
      format = new Intl.DateTimeFormat(LOCALE_OF[language], { ...options, timeZone });
    } catch {
      // a time zone the browser does not know: the browser's own
      format = new Intl.DateTimeFormat(LOCALE_OF[language], options);
    }
    formats.set(key, format);
  }
  return format;
}

/** "24–27 Nov 2026", in the event's own time zone. */
export function eventDates(event: Dated, language: Language): string {
  const start = new Date(event.start_date);
  const end = new Date(event.end_date);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = formatOf(language, event.timezone_id);
  return end < start ? format.format(start) : format.formatRange(start, end);
}
