// Events and what hangs off them: settings, managers, participating fields. Booklets are in booklets.ts.
import { z } from 'zod';
import { BOOKLET_FIELD_TYPES, EVENT_LANGUAGES, TIMEZONES } from '../enums';
import { coded, issueMessage } from '../errorCodes';
import { EVENT_NAME_MAX, TEXT_MAX, TEXTAREA_MAX } from '../limits';
import { bool, choice, dateTime, idLike, nonNegativeNumber, nullableId, optionalText, requiredText } from './fields';

const END_BEFORE_START = issueMessage(coded('end_before_start'));

/** POST and PUT of an event: the same fields; an absent optional field keeps what is stored (or its default). */
export const eventWrite = z
  .object({
    name: requiredText(EVENT_NAME_MAX),
    start_date: dateTime,
    end_date: dateTime,
    timezone_id: choice(TIMEZONES).optional(),
    location: optionalText(TEXT_MAX),
    default_language: choice(EVENT_LANGUAGES).optional(),
    description: optionalText(TEXTAREA_MAX),
    max_capacity: nonNegativeNumber.optional(),
    base_cost: nonNegativeNumber.optional(),
    is_published: bool.optional(),
    image: nullableId.optional(),
    background_image: nullableId.optional(),
  })
  // Runs only once every field is valid, as DRF's validate() does.
  .refine((event) => Date.parse(event.end_date) >= Date.parse(event.start_date), {
    path: ['end_date'],
    error: END_BEFORE_START,
  });
export type EventWrite = z.output<typeof eventWrite>;

/** PATCH of an event's settings: absent means unchanged. */
export const eventSettingsPatch = z.object({ live_interactions: bool.optional() });

export const eventManagerCreate = z.object({ user_account: idLike, event: idLike });

export const participatingFieldCreate = z.object({
  event: idLike,
  name: requiredText(TEXT_MAX),
  type: choice(BOOKLET_FIELD_TYPES),
});
export type ParticipatingFieldCreate = z.output<typeof participatingFieldCreate>;
