import { LOCALE_OF, type Language } from './languages';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** dd/mm/yyyy, HH:mm in the interface language's locale (Portuguese under pt), in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_OF[language], {
      day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}

/** The value of a datetime-local input (Y-m-dTH:i) for an ISO timestamp, in local time. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
