// Device cookies, OWASP's answer to floods and lock-outs that strangers cause: a browser that logs into an account
// is given a ticket, an HMAC of the e-mail and an expiry under the server's secret, in an HttpOnly cookie sent only
// to the login. A later login for that e-mail that presents it is that browser trying again, wherever it is now:
// it goes ahead of strangers in the password queue and past the per-e-mail limit their failures set. A ticket
// that fails LOGIN_DEVICE_MAX_FAILURES times in the login window counts for nothing, so a stolen one buys a few
// guesses at most. It opens nothing by itself: the password is checked as always.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LOGIN_DEVICE_MAX_FAILURES, LOGIN_DEVICE_TTL_MS, LOGIN_WINDOW_MS } from '../../contract/limits';
import { LoginLimiter } from './loginLimiter';

const COOKIE = 'kitroom_device';
const TICKET = /^(\d{1,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export class DeviceTickets {
  private readonly failures: LoginLimiter;

  constructor(
    private readonly secret: string,
    private readonly clock: () => number = Date.now,
  ) {
    this.failures = new LoginLimiter(LOGIN_DEVICE_MAX_FAILURES, LOGIN_WINDOW_MS, clock);
  }

  /** `expires.nonce.mac`: good for LOGIN_DEVICE_TTL_MS, for `email` only. */
  issue(email: string): string {
    const expires = String(this.clock() + LOGIN_DEVICE_TTL_MS);
    const nonce = randomBytes(12).toString('base64url');
    return `${expires}.${nonce}.${this.macOf(email, expires, nonce)}`;
  }

  /** Whether `ticket` is this server's for `email`, unexpired, and has not failed too often. */
  vouches(ticket: string | undefined, email: string): boolean {
    const [, expires = '', nonce = '', mac = ''] = TICKET.exec(ticket ?? '') ?? [];
    if (!mac || Number(expires) <= this.clock()) return false;
    // compared as text: decoding would accept several spellings of one MAC (the last character's spare bits)
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(this.macOf(email, expires, nonce)))) return false;
    return this.failures.retryAfterSeconds(nonce) === 0;
  }

  /** A failed login with `ticket`, which `vouches` accepted. */
  recordFailure(ticket: string): void {
    const nonce = TICKET.exec(ticket)?.[2];
    if (nonce) this.failures.recordFailure(nonce);
  }

  // The newlines keep the parts apart, and the label keeps these MACs apart from signed links under the same secret.
  private macOf(email: string, expires: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`device-ticket\n${email}\n${expires}\n${nonce}`).digest('base64url');
  }
}

/** The device ticket the browser sent, if any. */
export const deviceTicketOf = (context: Context): string | undefined => getCookie(context, COOKIE);

/** Gives the browser `ticket`, sent back only to the login, never readable by scripts nor sent by other sites. */
export function giveDeviceTicket(context: Context, ticket: string): void {
  const secure = new URL(context.req.url).protocol === 'https:' || (context.get('publicUrl')?.startsWith('https:') ?? false);
  setCookie(context, COOKIE, ticket, { path: '/api/auth', httpOnly: true, sameSite: 'Strict', secure, maxAge: LOGIN_DEVICE_TTL_MS / 1000 });
}
