// Calendar days as a time zone's clock counts them: an event that starts at 00:30 in Berlin starts "tomorrow" there
// when it is still today in London. The overview says "starts in 3 days" and keeps an event "in the next 14 days"
// by these days, in the event's own time zone.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      // a time zone the browser does not know: the browser's own
      formatter = new Intl.DateTimeFormat('en-GB', options);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The day `timeZone`'s calendar shows at `time`, counted in days since 1 January 1970. */
export function dayIn(time: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}
