import type { Db } from '../db/database';
import type { LoginLimiter } from './loginLimiter';
import type { PasswordQueue } from './passwords';

export interface Logger {
  (entry: Record<string, unknown>): void;
}

/** Everything a route needs, made once at start-up and passed in, so tests build the same app. */
export interface ServerDeps {
  db: Db;
  /** where uploaded files live: DATA_DIR/media */
  mediaDir: string;
  /** HMAC key for signed download links, kept in the database */
  secret: string;
  log: Logger;
  /** failed logins per e-mail */
  loginLimiter: LoginLimiter;
  /** failed logins per client address */
  clientLimiter: LoginLimiter;
  /** every password hash and check goes through it */
  passwords: PasswordQueue;
  /** TRUST_PROXY: the client address comes from X-Forwarded-For */
  trustProxy: boolean;
}

export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  tokenId: number;
}

export interface AppEnv {
  Variables: { user: AuthenticatedUser };
}
