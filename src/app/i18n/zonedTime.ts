// Wall-clock times in a named time zone (an event's Europe/Lisbon…), for date-time inputs: the input shows and
// takes "YYYY-MM-DDTHH:mm" as the event's own clock reads it, whatever the browser's zone.

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallParts(time: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant as a date-time input shows it in `timeZone`; '' for no or a bad instant. */
export function toWallClock(iso: string | null | undefined, timeZone: string): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  const wall = wallParts(time, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `time`, in ms. */
function offsetAt(time: number, timeZone: string): number {
  const wall = wallParts(time, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(time / 60_000) * 60_000;
}

const DAY_MS = 86_400_000;

/**
 * The instant (ISO, UTC) when `timeZone`'s clock reads `wallClock` ("YYYY-MM-DDTHH:mm"); '' when it is not one.
 * Around a change of summer time it does as Temporal's "compatible": a reading that happens twice (clocks go
 * back) is the earlier instant; one that never happens (clocks go forward) is moved forward by the gap.
 */
export function fromWallClock(wallClock: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock.trim());
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return '';
  // a change of summer time never comes twice within two days: the offsets a day before and after are the two
  const earlier = asUtc - offsetAt(asUtc - DAY_MS, timeZone);
  const later = asUtc - offsetAt(asUtc + DAY_MS, timeZone);
  const reads = (time: number) => toWallClock(new Date(time).toISOString(), timeZone) === wallClock.trim();
  const candidates = [earlier, later].filter(reads);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : earlier).toISOString();
}
