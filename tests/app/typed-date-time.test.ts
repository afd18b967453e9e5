// A date and time typed as text (i18n/typedDateTime.ts, ui/dateTimeRule.ts): dd/mm/yyyy HH:mm however loosely typed,
// a pasted ISO date, never a 6-digit year, no day the calendar lacks; the refusal worded in the person's language.
import { describe, expect, it } from 'vitest';
import { draftOfTyped, formatWallClock, readTypedDateTime } from '../../src/app/i18n/typedDateTime';
import { dateTimeRefusal } from '../../src/app/ui/dateTimeRule';
import { translator } from './messages';

describe('a typed date and time', () => {
  it('reads day first, with or without leading zeros, and the separators people type', () => {
    for (const typed of ['03/05/2026 09:05', '3/5/2026 9:05', ' 03-05-2026, 09h05 ', '03.05.2026 09.05', '2026-05-03 09:05', '2026-05-03T09:05']) {
      expect(readTypedDateTime(typed), typed).toEqual({ kind: 'wallClock', wallClock: '2026-05-03T09:05' });
    }
  });

  it('refuses a 6-digit or 2-digit year, a missing time and words as malformed', () => {
    for (const typed of ['03/05/202611 09:05', '03/05/26 09:05', '03/05/2026', '05/03/2026 9', 'tomorrow', '2026-05-03']) {
      expect(readTypedDateTime(typed).kind, typed).toBe('malformed');
    }
  });

  it('tells a day or time that does not exist from a malformed text', () => {
    for (const typed of ['31/02/2026 10:00', '29/02/2027 10:00', '12/13/2026 10:00', '01/05/2026 24:00', '01/05/2026 10:60']) {
      expect(readTypedDateTime(typed), typed).toEqual({ kind: 'noSuchDate', typed });
    }
    expect(readTypedDateTime('29/02/2028 10:00').kind).toBe('wallClock');
  });

  it('keeps the wall clock in the draft once it reads as one, and the text until then', () => {
    expect(draftOfTyped('1/6/2027 8:00')).toBe('2027-06-01T08:00');
    expect(draftOfTyped('  ')).toBe('');
    expect(draftOfTyped('01/06/2027 8')).toBe('01/06/2027 8');
    expect(formatWallClock('2027-06-01T08:00')).toBe('01/06/2027 08:00');
    expect(formatWallClock('01/06/2027 8')).toBe('01/06/2027 8');
  });

  it('is refused in the person’s language with the format and an example, or the date that does not exist', () => {
    expect(dateTimeRefusal('2027-06-01T08:00', translator('pt'))).toBeUndefined();
    expect(dateTimeRefusal('', translator('pt'))).toBeUndefined();
    expect(dateTimeRefusal('01/06/202711 08:00', translator('pt'))).toBe('Escreva a data e a hora como dd/mm/aaaa hh:mm, por exemplo 25/12/2026 09:30.');
    expect(dateTimeRefusal('01/06/2027', translator('es'))).toBe('Escriba la fecha y la hora como dd/mm/aaaa hh:mm, por ejemplo 25/12/2026 09:30.');
    expect(dateTimeRefusal('31/06/2027 08:00', translator('en'))).toBe('There is no such date or time: 31/06/2027 08:00.');
  });
});
