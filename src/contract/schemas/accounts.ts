// Login, password change and users.
import { z } from 'zod';
import { issueMessage } from '../errorCodes';
import { ROLES } from '../enums';
import { PASSWORD_MAX, TEXT_MAX } from '../limits';
import { passwordProblem } from '../passwordRule';
import { MESSAGES, choice, email, idLike, nullableText, requiredText } from './fields';

export const login = z.object({
  username: z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) }).trim().min(1, { error: MESSAGES.blank }).max(254, { error: MESSAGES.maxLength(254) }),
  password: z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) }).min(1, { error: MESSAGES.blank }).max(PASSWORD_MAX, { error: MESSAGES.maxLength(PASSWORD_MAX) }),
});

/** A new password: passwordProblem's rule, and no longer than the server takes. */
const password = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) })
  .max(PASSWORD_MAX, { error: MESSAGES.maxLength(PASSWORD_MAX) })
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: issueMessage(problem) });
  });

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

/** `PATCH /api/v2/beamian-users/{id}`: the user's role, null for no access (admins only). */
export const userRole = z.object({ role: choice(ROLES).nullable() });
export type UserRoleInput = z.output<typeof userRole>;
