import type { Db } from '../db/database';
import type { LoginLimiter } from './loginLimiter';

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
  loginLimiter: LoginLimiter;
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
