import { describe, expect, it } from 'vitest';
import { formatDateTime, toDateTimeInput } from '../../src/app/i18n/dates';

describe('dates', () => {
  it('shows timestamps as dd/mm/yyyy HH:mm in every language, as they are typed', () => {
    process.env.TZ = 'UTC';
    for (const language of ['pt', 'en', 'es'] as const) {
      expect(formatDateTime('2026-03-01T09:30:00.000Z', language)).toBe('01/03/2026 09:30');
      expect(formatDateTime('2026-12-31T23:05:00.000Z', language)).toBe('31/12/2026 23:05');
    }
  });

  it('shows nothing for a missing value and the raw text for an unreadable one', () => {
    expect(formatDateTime(null, 'pt')).toBe('');
    expect(formatDateTime('not a date', 'pt')).toBe('not a date');
  });

  it('fills a datetime-local input as Y-m-dTH:i', () => {
    expect(toDateTimeInput('2020-01-30T12:00:00.000Z')).toMatch(/^2020-01-30T\d{2}:00$/);
    expect(toDateTimeInput(undefined)).toBe('');
  });
});
