// The rule the server applies to a new password (src/contract/passwordRule.ts, the one source), as the message shown
// beside every field that sets one, from the start, and the refusal said before anything is sent.
import { PASSWORD_MIN } from '../../contract/limits';
import { passwordProblem } from '../../contract/passwordRule';
import type { MessageId } from '../i18n/messageIds';

export const passwordRule: { id: MessageId; values: { min: number } } = { id: 'password.rule', values: { min: PASSWORD_MIN } };

/** Why the server would refuse this new password (only spaces; too short), as a message, or undefined. */
export function passwordRefusal(password: string): { id: MessageId; values: { min: number } } | undefined {
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  return { id: problem.code === 'password_blank' ? 'password.blank' : 'password.tooShort', values: { min: PASSWORD_MIN } };
}
