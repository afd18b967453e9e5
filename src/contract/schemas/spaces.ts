// Spaces, and the subscriptions people take to them.
import { z } from 'zod';
import { coded, issueMessage } from '../errorCodes';
import { PHONE_NUMBER_MAX, SLUG_MAX, SPACE_URL_MAX, TEXT_MAX } from '../limits';
import { MESSAGES, bool, email, httpUrl, idLike, nullableText, requiredText } from './fields';

const INTEGER_MAX = 2_147_483_647;

const SLUG_MESSAGE = issueMessage(coded('invalid_slug'));

/** A whole number ≥ 0; digit strings are read as numbers, as DRF's IntegerField does. */
export const count = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === null ? MESSAGES.notNull : MESSAGES.notInteger) })
    .int({ error: MESSAGES.notInteger })
    .min(0, { error: MESSAGES.minValue(0) })
    .max(INTEGER_MAX, { error: MESSAGES.maxValue(INTEGER_MAX) }),
);

/** A slug as given; null or empty means "make it from the name", absent on update means "keep it". */
const slug = z
  .string({ error: MESSAGES.notString })
  .trim()
  .max(SLUG_MAX, { error: MESSAGES.maxLength(SLUG_MAX) })
  .refine((value) => value === '' || /^[-a-zA-Z0-9_]+$/.test(value), { error: SLUG_MESSAGE })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

/** The e-mail of the user who runs the space, or null (an empty string reads as null). */
const userEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  email.nullish(),
);

/**
 * `current` (the live head count) is read-only: it is counted at the door, not typed in the back office, so a
 * write ignores it like any other read-only field.
 */
export const spaceWrite = z.object({
  name: requiredText(TEXT_MAX),
  slug,
  capacity: count.optional(),
  website: httpUrl(SPACE_URL_MAX),
  facebook: httpUrl(SPACE_URL_MAX),
  phone_number: nullableText(PHONE_NUMBER_MAX),
  user_email: userEmail,
  premium: bool.optional(),
});
export type SpaceWrite = z.output<typeof spaceWrite>;

export const subscriptionCreate = z.object({
  email,
  space: idLike,
});
export type SubscriptionCreate = z.output<typeof subscriptionCreate>;
