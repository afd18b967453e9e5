// When an entry was made: relative ("3 minutes ago"), and exact as the app writes dates ("26/11/2026 14:02").
import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../i18n/dates';
import { languageOf } from './historyValues';

/** Under this, a time reads "now". */
export const JUST_NOW_SECONDS = 45;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const STEPS: readonly [Unit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Number.POSITIVE_INFINITY],
];

/** The largest unit the distance holds at least once, and how many of it (negative: in the past). */
function relativeParts(seconds: number): [number, Unit] {
  let amount = seconds;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return [Math.round(amount), unit];
    amount /= size;
  }
  return [Math.round(amount), 'year'];
}

export function whenText(at: string, intl: IntlShape, now: number = Date.now()): { relative: string; exact: string } {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return { relative: at, exact: at };
  const seconds = Math.trunc((time - now) / 1000);
  // a change of the last moments is "now": "12 seconds ago" would be stale before it is read
  const [amount, unit] = Math.abs(seconds) < JUST_NOW_SECONDS ? [0, 'second' as const] : relativeParts(seconds);
  return {
    relative: intl.formatRelativeTime(amount, unit, { numeric: 'auto' }),
    exact: formatDateTime(at, languageOf(intl)),
  };
}
