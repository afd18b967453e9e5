// Device cookies, OWASP's answer to floods and lock-outs that strangers cause: a browser that logs into an account
// is given a ticket, an HMAC of the e-mail and an expiry under the server's secret, in an HttpOnly cookie sent only
// to the login. A later login for that e-mail that presents it is that browser trying again, wherever it is now:
// it goes ahead of strangers in the password queue and past the per-e-mail limit their failures set. A ticket
// that fails LOGIN_DEVICE_MAX_FAILURES times in the login window counts for nothing (its failures are counted by
// its nonce with the other login attempts, loginLimiter.ts), so a stolen one buys a few guesses at most. It opens
// nothing by itself: the password is checked as always.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LOGIN_DEVICE_TTL_MS } from '../../contract/limits';

const COOKIE = 'kitroom_device';
const TICKET = /^(\d{1,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export class DeviceTickets {
  constructor(
    private readonly secret: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** `expires.nonce.mac`: good for LOGIN_DEVICE_TTL_MS, for `email` only. */
  issue(email: string): string {
    const expires = String(this.clock() + LOGIN_DEVICE_TTL_MS);
    const nonce = randomBytes(12).toString('base64url');
    return `${expires}.${nonce}.${this.macOf(email, expires, nonce)}`;
  }

  /**
   * The nonce of `ticket` when it is this server's for `email` and unexpired, else undefined. Whether it has failed
   * too often is the login limiter's to say, by that nonce.
   */
  nonceOf(ticket: string | undefined, email: string): string | undefined {
    const [, expires = '', nonce = '', mac = ''] = TICKET.exec(ticket ?? '') ?? [];
    if (!mac || Number(expires) <= this.clock()) return undefined;
    // compared as text: decoding would accept several spellings of one MAC (the last character's spare bits)
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(this.macOf(email, expires, nonce)))) return undefined;
    return nonce;
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
