// Date-time inputs in an event's own time zone: an instant shown as that zone's clock reads it, and a clock
// reading turned back into the instant, on both sides of a change of summer time.
import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from '../../src/app/i18n/zonedTime';

describe('wall clocks in a time zone', () => {
  it('shows an instant as each zone’s clock reads it', () => {
    const instant = '2026-07-01T12:30:00.000Z';
    expect(toWallClock(instant, 'Europe/Lisbon')).toBe('2026-07-01T13:30');
    expect(toWallClock(instant, 'Europe/Berlin')).toBe('2026-07-01T14:30');
    expect(toWallClock(instant, 'Europe/London')).toBe('2026-07-01T13:30');
    expect(toWallClock('2026-01-15T23:45:00.000Z', 'Europe/Madrid')).toBe('2026-01-16T00:45');
    expect([toWallClock('', 'Europe/Lisbon'), toWallClock('not a date', 'Europe/Lisbon'), toWallClock(null, 'Europe/Lisbon')]).toEqual(['', '', '']);
  });

  it('turns a clock reading back into the instant, in winter and in summer', () => {
    expect(fromWallClock('2027-03-01T09:00', 'Europe/Lisbon')).toBe('2027-03-01T09:00:00.000Z');
    expect(fromWallClock('2027-07-01T09:00', 'Europe/Lisbon')).toBe('2027-07-01T08:00:00.000Z');
    expect(fromWallClock('2027-07-01T09:00', 'Europe/Berlin')).toBe('2027-07-01T07:00:00.000Z');
    expect(fromWallClock('2027-12-31T23:59', 'Europe/Madrid')).toBe('2027-12-31T22:59:00.000Z');
  });

  it('is right on the day summer time starts and ends', () => {
    // Lisbon moves from 01:00 to 02:00 on 29 March 2026, and back from 02:00 to 01:00 on 25 October 2026
    expect(fromWallClock('2026-03-29T00:30', 'Europe/Lisbon')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromWallClock('2026-03-29T03:00', 'Europe/Lisbon')).toBe('2026-03-29T02:00:00.000Z');
    expect(fromWallClock('2026-10-25T03:00', 'Europe/Lisbon')).toBe('2026-10-25T03:00:00.000Z');
    // 01:30 never happens in spring: moved forward by the hour; it happens twice in autumn: the first one
    expect(fromWallClock('2026-03-29T01:30', 'Europe/Lisbon')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromWallClock('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T02:00:00.000Z']) {
      expect(fromWallClock(toWallClock(iso, 'Europe/Lisbon'), 'Europe/Lisbon'), iso).toBe(iso);
    }
  });

  it('refuses what is not a date-time input’s value', () => {
    expect([fromWallClock('', 'Europe/Lisbon'), fromWallClock('2027-03-01', 'Europe/Lisbon'), fromWallClock('tomorrow', 'Europe/Lisbon')]).toEqual(['', '', '']);
  });
});
