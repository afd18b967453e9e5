// Where demo time stands. Events are dated around a fixed "today" so that their names ("... 2026") and their
// past / running / upcoming split always agree, and the same size always gives the same data.
import type { Random } from './random';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's "today": some events run around it, some are over, some are still to come. */
export const DEMO_REFERENCE_MS = Date.UTC(2026, 10, 25, 9, 0, 0);

const datePrefixOfDay = new Map<number, string>();
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * `new Date(ms).toISOString()`, for whole milliseconds, at a fraction of the cost: a 100 000-device fleet needs
 * 200 000 stamps, and Date's own formatting took a good share of the load time. Each day is formatted once.
 */
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let datePrefix = datePrefixOfDay.get(day);
  if (datePrefix === undefined) {
    datePrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    datePrefixOfDay.set(day, datePrefix);
  }
  const inDay = ms - day * DAY_MS;
  const hours = Math.floor(inDay / 3_600_000);
  const minutes = Math.floor((inDay % 3_600_000) / 60_000);
  const seconds = Math.floor((inDay % 60_000) / 1000);
  return `${datePrefix}${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(inDay % 1000, 3)}Z`;
}

export interface DemoClock {
  /** the latest moment a demo record may claim to have been created or updated */
  anchorMs: number;
  /** a moment between `fromDaysAgo` and `toDaysAgo` days before the anchor */
  daysAgo(random: Random, fromDaysAgo: number, toDaysAgo: number): number;
  /** an `updated_at` for a record created at `createdMs`: often the same, else somewhat later, never in the future */
  updatedAfter(random: Random, createdMs: number): string;
}

/**
 * Record stamps (created_at, updated_at) must never lie in the future of the real clock, or an edit made today
 * would carry an `updated_at` older than the demo's. On a machine whose clock is behind the reference they are
 * moved back; at or after the reference (the normal case) they stay fixed and the data stays reproducible.
 */
export function demoClock(realNowMs: number): DemoClock {
  const anchorMs = Math.min(DEMO_REFERENCE_MS, realNowMs);
  return {
    anchorMs,
    daysAgo(random, fromDaysAgo, toDaysAgo) {
      const span = (fromDaysAgo - toDaysAgo) * DAY_MS;
      return Math.floor(anchorMs - toDaysAgo * DAY_MS - random.next() * span);
    },
    updatedAfter(random, createdMs) {
      if (random.chance(0.35)) return iso(createdMs);
      const room = anchorMs - createdMs;
      return iso(createdMs + Math.floor(random.next() * random.next() * room));
    },
  };
}
