// Password hashing. scrypt at OWASP's cost (N = 2^17, r = 8: 128 MiB and about half a second of one core each) is
// meant to be slow, so requests never call it directly: they go through the password queues (passwordLanes.ts).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here), above Node's 32 MiB default.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, both in base64url. Unqueued: for start-up; requests go through the PasswordLanes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash that no password matches, for accounts that cannot log in. */
export const UNUSABLE_PASSWORD = '!';

interface StoredHash { salt: Buffer; expected: Buffer; cost: ScryptOptions }

/** The parts of a stored hash, or undefined for one that no password can match (unusable, damaged, or too costly). */
function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // no stored hash may make a check cost more than the server's own (nor be read as a number it is not)
  const bounded = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;
  if (!bounded(cost.N, COST.N) || !bounded(cost.r, COST.r) || !bounded(cost.p, COST.p) || (cost.N & (cost.N - 1)) !== 0) return undefined;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return undefined;
  return { salt: Buffer.from(salt, 'base64url'), expected, cost };
}

let dummy: StoredHash | undefined;
/** Something to check against at the full cost when there is no usable hash; it never matches. */
function dummyHash(): StoredHash {
  dummy ??= { salt: randomBytes(16), expected: randomBytes(KEY_LENGTH), cost: COST };
  return dummy;
}

/**
 * Whether `password` matches `stored`. Always does one full scrypt at the server's cost: an unusable or damaged
 * hash is checked against a dummy, so that accounts that cannot log in are not told apart by timing.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseStored(stored);
  const target = parsed ?? dummyHash();
  const key = await derive(password, target.salt, target.cost, KEY_LENGTH);
  return parsed !== undefined && timingSafeEqual(key, parsed.expected);
}
