// Field builders with Django REST Framework's messages, shared by every resource schema. A message is a coded
// error (errorCodes.ts): the server words it from locales/en.json, the app in the person's language.
import { z } from 'zod';
import { EMAIL_SHAPE, hiddenCharacterOf, storedEmail } from '../emailIdentity';
import { coded, issueMessage, type ERROR_CODES, type ErrorCode } from '../errorCodes';
import { ID_LIST_ERRORS_MAX } from '../limits';

type CodeWithoutValues = { [C in ErrorCode]: (typeof ERROR_CODES)[C]['params'] extends readonly [] ? C : never }[ErrorCode];

/** The messages that take no values: the name the schemas know each by, and the code it carries. */
const PLAIN_MESSAGE_CODES = {
  required: 'required', blank: 'blank', notNull: 'null',
  notString: 'not_a_string', notInteger: 'invalid_integer', notNumber: 'invalid_number', notBoolean: 'invalid_boolean',
  notList: 'not_a_list', emptyList: 'empty_list',
  invalidEmail: 'invalid_email', invalidUrl: 'invalid_url', invalidDate: 'invalid_datetime',
} as const satisfies Record<string, CodeWithoutValues>;

const plainMessages = Object.fromEntries(
  Object.entries(PLAIN_MESSAGE_CODES).map(([name, code]) => [name, issueMessage(coded(code))]),
) as Record<keyof typeof PLAIN_MESSAGE_CODES, string>;

export const MESSAGES = {
  ...plainMessages,
  maxLength: (max: number) => issueMessage(coded('max_length', { max })),
  minLength: (min: number) => issueMessage(coded('min_length', { min })),
  minValue: (min: number) => issueMessage(coded('min_value', { min })),
  maxValue: (max: number) => issueMessage(coded('max_value', { max })),
  maxItems: (max: number) => issueMessage(coded('max_items', { max })),
  invalidChoice: (value: unknown) => issueMessage(coded('invalid_choice', { value: String(value) })),
} as const;

/** DRF's message for a missing or null value, else `message`; the error function of a zod type. */
export function missingOr(message: string) {
  return (issue: { input: unknown }) => {
    if (issue.input === undefined) return MESSAGES.required;
    if (issue.input === null) return MESSAGES.notNull;
    return message;
  };
}

/** A required text that may not be blank. Surrounding spaces are trimmed, as DRF does. */
export function requiredText(max: number) {
  return z
    .string({ error: missingOr(MESSAGES.notString) })
    .trim()
    .min(1, { error: MESSAGES.blank })
    .max(max, { error: MESSAGES.maxLength(max) });
}

// Optional fields stay `undefined` when absent, so that an update keeps what is stored (DRF's PUT does the same)
// and a create fills its defaults in one place, the repository.

/** An optional text; null becomes the empty string. */
export function optionalText(max: number) {
  return z
    .string({ error: MESSAGES.notString })
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .nullish()
    .transform((value) => (value === null ? '' : value));
}

/** An optional text stored as null when empty. */
export function nullableText(max: number) {
  return z
    .string({ error: MESSAGES.notString })
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

export const id = z
  .number({ error: missingOr(MESSAGES.notInteger) })
  .int({ error: MESSAGES.notInteger })
  .positive({ error: MESSAGES.notInteger })
  .max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.notInteger });

/** Accepts an integer or a string of digits (form and query values), as DRF's IntegerField does. */
export const idLike = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  id,
);

export const nullableId = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  id.nullable(),
);

export const nonNegativeNumber = z
  .number({ error: MESSAGES.notNumber })
  .finite({ error: MESSAGES.notNumber })
  .min(0, { error: MESSAGES.minValue(0) });

export function choice<T extends string>(values: readonly [T, ...T[]]) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.invalidChoice(issue.input)) });
}

export const bool = z.boolean({ error: missingOr(MESSAGES.notBoolean) });

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= Number.MAX_SAFE_INTEGER;

/**
 * A list of ids, each checked in a plain loop and at most ID_LIST_ERRORS_MAX bad ones named (`ids.3`): a zod
 * schema per item made 100 000 bad ids cost the request thread 2 s (an issue, a message and its wording each).
 */
export function idList(max: number) {
  return z.unknown().transform((items, context): number[] => {
    const problem = !Array.isArray(items) ? missingOr(MESSAGES.notList)({ input: items })
      : items.length === 0 ? MESSAGES.emptyList
        : items.length > max ? MESSAGES.maxItems(max) : undefined;
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    const list = items as unknown[];
    let named = 0;
    for (let index = 0; index < list.length && named < ID_LIST_ERRORS_MAX; index += 1) {
      const item = list[index];
      if (isId(item)) continue;
      context.addIssue({ code: 'custom', path: [index], message: item === null ? MESSAGES.notNull : MESSAGES.notInteger });
      named += 1;
    }
    return named === 0 ? (list as number[]) : z.NEVER;
  });
}

/**
 * An e-mail address: trimmed, no hidden character (a coded refusal naming it, before anything else is said), the
 * contract's shape; stored composed and lower-cased. Which addresses are one account is emailKey's business.
 */
export const email = z
  .string({ error: missingOr(MESSAGES.notString) })
  .trim()
  .superRefine((value, context) => {
    const character = hiddenCharacterOf(value);
    if (character) context.addIssue({ code: 'custom', message: issueMessage(coded('email_hidden_character', { character })), continue: false });
  })
  .min(1, { error: MESSAGES.blank })
  .max(254, { error: MESSAGES.maxLength(254) })
  .regex(EMAIL_SHAPE, { error: MESSAGES.invalidEmail })
  .transform(storedEmail);

export function httpUrl(max: number) {
  return z
    .string({ error: MESSAGES.notString })
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: MESSAGES.invalidUrl })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

/** ISO 8601 date-time; a value without offset (the app's Y-m-dTH:i inputs) is read as UTC. */
export const dateTime = z
  .string({ error: missingOr(MESSAGES.invalidDate) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/, { error: MESSAGES.invalidDate })
  .transform((value, context) => {
    const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
    const parsed = new Date(hasOffset ? value : `${value}Z`);
    if (Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: 'custom', message: MESSAGES.invalidDate });
      return z.NEVER;
    }
    return parsed.toISOString();
  });
