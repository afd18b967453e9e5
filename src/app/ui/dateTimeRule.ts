// Why a date-time field's draft cannot be sent, worded for the person: refused beside the field when it loses the
// focus and before sending (records/formErrors.ts), never sent as another date.
import { isWallClock, readTypedDateTime } from '../i18n/typedDateTime';
import type { MessageId } from '../i18n/messageIds';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** The example shown with the expected format: a day above 12, so that day and month cannot be taken one for the other. */
const EXAMPLE = '25/12/2026 09:30';

/** The refusal of a date-time draft (the wall clock, '' or the text as typed), or undefined when it can be sent. */
export function dateTimeRefusal(value: string, t: Translate): string | undefined {
  if (value === '' || isWallClock(value)) return undefined;
  const read = readTypedDateTime(value);
  if (read.kind === 'noSuchDate') return t('records.dateTime.noSuchDate', { typed: read.typed });
  if (read.kind === 'malformed') return t('records.dateTime.malformed', { format: t('records.dateTime.format'), example: EXAMPLE });
  return undefined;
}
