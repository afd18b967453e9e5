// Download links that work without a token: a new browser tab sends no Authorization header, so the link itself
// carries the proof, an HMAC of its path and expiry under the server's secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** `path?expires=<unix ms>&signature=<base64url HMAC-SHA256>`, good for `ttlMs` from now. */
  sign(path: string, ttlMs: number): string;
  /** True only for this server's signature over `path` and `expires`, while `expires` is still ahead. */
  verify(path: string, expires: string | undefined, signature: string | undefined): boolean;
}

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES_PATTERN = /^\d{1,16}$/;

export function linkSigner(secret: string, clock: () => number = Date.now): LinkSigner {
  // The newline keeps path and expiry apart: "/a1" + "23" and "/a" + "123" sign differently.
  const macOf = (path: string, expires: string) => createHmac('sha256', secret).update(`${path}\n${expires}`).digest();

  return {
    sign(path, ttlMs) {
      const expires = String(clock() + ttlMs);
      const query = new URLSearchParams({ expires, signature: macOf(path, expires).toString('base64url') });
      return `${path}?${query.toString()}`;
    },
    verify(path, expires, signature) {
      if (!expires || !EXPIRES_PATTERN.test(expires) || Number(expires) <= clock()) return false;
      if (!signature || !SIGNATURE_PATTERN.test(signature)) return false;
      // Compared as text: decoding would accept several spellings of one MAC (the last character's spare bits).
      return timingSafeEqual(Buffer.from(signature), Buffer.from(macOf(path, expires).toString('base64url')));
    },
  };
}
