// The one rule for a new password (user create, reset, change-password), shared by the schemas and the app's
// forms, which say it before sending.
import { coded, type CodedError } from './errorCodes';
import { PASSWORD_MIN } from './limits';

/**
 * The characters of a new password that count toward PASSWORD_MIN: those of its NFKC form (what is hashed), by
 * code point, leaving out white space at its start and end. So eight spaces, or "abc" padded with spaces, or four
 * emoji (eight UTF-16 units), are not eight characters.
 */
export function countedPasswordLength(password: string): number {
  return [...password.normalize('NFKC').trim()].length;
}

/** Why a new password is refused (only white space; too short), or undefined when it may be set. */
export function passwordProblem(password: string): CodedError | undefined {
  const counted = countedPasswordLength(password);
  if (counted >= PASSWORD_MIN) return undefined;
  return counted === 0 && password.length > 0 ? coded('password_blank', { min: PASSWORD_MIN }) : coded('password_too_short', { min: PASSWORD_MIN });
}
