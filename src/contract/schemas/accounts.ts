// Login, password change and users.
import { z } from 'zod';
import { coded, issueMessage } from '../errorCodes';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../limits';
import { MESSAGES, email, idLike, nullableText, requiredText } from './fields';

export const login = z.object({
  username: z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) }).trim().min(1, { error: MESSAGES.blank }).max(254, { error: MESSAGES.maxLength(254) }),
  password: z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) }).min(1, { error: MESSAGES.blank }).max(PASSWORD_MAX, { error: MESSAGES.maxLength(PASSWORD_MAX) }),
});

const password = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) })
  .min(PASSWORD_MIN, { error: issueMessage(coded('password_too_short', { min: PASSWORD_MIN })) })
  .max(PASSWORD_MAX, { error: MESSAGES.maxLength(PASSWORD_MAX) });

export const changePassword = z.object({ user_email: email, new_password: password });

export const userCreate = z.object({
  email,
  name: requiredText(TEXT_MAX),
  password,
  phone_number: nullableText(30),
  /** null reads as absent: the app sends the field even when no event is chosen */
  event: idLike.nullish(),
});
export type UserCreate = z.output<typeof userCreate>;
