import { LOCALE_OF, type Language } from './languages';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** dd/mm/yyyy HH:mm in the interface language's locale (Portuguese under pt), in `timeZone` (default: the browser's):
 * as a date is typed (i18n/typedDateTime.ts), without the comma Intl puts between the date and the time. */
export function formatDateTime(iso: string | null | undefined, language: Language, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${language}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_OF[language], {
      day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date).replace(', ', ' ');
}

/** The value of a datetime-local input (Y-m-dTH:i) for an ISO timestamp, in local time. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
