// The rule the server applies to a new password (src/contract/limits.ts, the one source), as the message shown beside
// every field that sets one, from the start, and the values it needs.
import { PASSWORD_MIN } from '../../contract/limits';
import type { MessageId } from '../i18n/messageIds';

export const passwordRule: { id: MessageId; values: { min: number } } = { id: 'password.rule', values: { min: PASSWORD_MIN } };

/** The refusal of a new password shorter than the rule, said before anything is sent. */
export const passwordTooShort: { id: MessageId; values: { min: number } } = { id: 'password.tooShort', values: { min: PASSWORD_MIN } };
