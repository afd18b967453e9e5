// A date and time typed as text, read as the app writes dates: dd/mm/yyyy HH:mm in every interface language (pt-PT,
// es-ES and the app's English, en-GB, all put the day first; i18n/dates.ts). The form's draft keeps the wall clock
// ("YYYY-MM-DDTHH:mm", i18n/zonedTime.ts) once the text reads as one, and the text as typed until then, so a
// half-typed or wrong date is refused before sending instead of being sent as something else.

/** A wall clock as the form's draft holds it. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** day, month, year (4 digits, never 6), then the time: "3/5/2026 9:05", "03-05-2026, 09h05", "03.05.2026 09:05" */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s*,\s*|\s+|T)(\d{1,2})[:hH.](\d{2})$/;
/** pasted from elsewhere: "2026-05-03 09:05" */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+|T)(\d{1,2}):(\d{2})$/;

export type TypedDateTime =
  | { kind: 'empty' }
  | { kind: 'wallClock'; wallClock: string }
  /** not a date and time as dd/mm/yyyy HH:mm */
  | { kind: 'malformed' }
  /** written right, but the calendar has no such day or the clock no such time (31/02/2026, 25:00) */
  | { kind: 'noSuchDate'; typed: string };

const pad = (value: number) => String(value).padStart(2, '0');

export const isWallClock = (value: string): boolean => WALL_CLOCK.test(value);

/** How a wall clock reads in the field: "2026-05-03T09:05" → "03/05/2026 09:05"; anything else as it is. */
export function formatWallClock(value: string): string {
  const match = WALL_CLOCK.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

function wallClockOf(year: number, month: number, day: number, hour: number, minute: number, typed: string): TypedDateTime {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  if (!exists) return { kind: 'noSuchDate', typed };
  return { kind: 'wallClock', wallClock: `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}` };
}

/** What a typed text reads as. */
export function readTypedDateTime(text: string): TypedDateTime {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const dayFirst = DAY_FIRST.exec(typed);
  if (dayFirst) {
    const [day, month, year, hour, minute] = dayFirst.slice(1).map(Number) as [number, number, number, number, number];
    return wallClockOf(year, month, day, hour, minute, typed);
  }
  const iso = ISO.exec(typed);
  if (iso) {
    const [year, month, day, hour, minute] = iso.slice(1).map(Number) as [number, number, number, number, number];
    return wallClockOf(year, month, day, hour, minute, typed);
  }
  return { kind: 'malformed' };
}

/** What the draft holds for a typed text: the wall clock when it reads as one, '' when empty, else the text itself. */
export function draftOfTyped(text: string): string {
  const read = readTypedDateTime(text);
  if (read.kind === 'wallClock') return read.wallClock;
  return read.kind === 'empty' ? '' : text;
}
