// Who goes first in the password queue (lower first). Nothing here depends on whether an account exists, so the
// order of service says nothing about which e-mails do.
import type { LoginCounts } from './loginLimiter';

/** An admin's own work (the password of a user they create or change): they proved who they are already. */
export const SIGNED_IN_PRIORITY = -3;
/** A login from a browser that logged into that account before (its device ticket, deviceTickets.ts). */
export const KNOWN_DEVICE_PRIORITY = -2;

/** Any other login: by its address's recent failures, a recent successful login there counting in favour. */
export function addressPriority(attempts: LoginCounts): number {
  return attempts.clientFailures - (attempts.clientSucceeded ? 1 : 0);
}
