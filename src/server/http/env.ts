import type { Role } from '../../contract/enums';
import type { Db } from '../db/database';
import type { ChangeHub } from './changeHub';
import type { ImportRunner } from '../workers/imports';
import type { TaskRunner } from '../workers/taskRunner';
import type { LoginLimiter } from './loginLimiter';
import type { DeviceTickets } from './deviceTickets';
import type { PasswordLanes } from './passwordLanes';
import type { RefusalHold } from './refusalHold';
import type { StorageWatch } from './storageFull';
import type { Logger } from './logger';
import type { MediaStore } from '../media/mediaStore';
import type { Health } from './health';

export type { Logger } from './logger';

/** Everything a route needs, made once at start-up and passed in, so tests build the same app. */
export interface ServerDeps {
  /** reads, on the main thread's read-only connection (no lock, no waiting for writers); on PostgreSQL, the pool */
  db: Db;
  /** every write: the writer worker's connection, one holder at a time in arrival order */
  writer: Db;
  /** heavy reads (the device list, the exports) in read-only workers; on PostgreSQL, on a connection of the pool */
  pool: TaskRunner;
  /** spreadsheet imports, each in a worker of its own */
  imports: ImportRunner;
  /** where uploaded files live: DATA_DIR/media on SQLite, the media_files table on PostgreSQL (media/pick.ts) */
  media: MediaStore;
  /** HMAC key for signed download links, kept in the database */
  secret: string;
  log: Logger;
  /** login attempts per account, client address and device ticket, counted in the database (every process's) */
  logins: LoginLimiter;
  /** every password hash and check goes through it */
  passwords: PasswordLanes;
  /** device cookies: a browser that logged into an account before goes first and past strangers' lock-outs */
  devices: DeviceTickets;
  /** refused logins are answered a moment late, a client that asks again at once later still */
  refusals: RefusalHold;
  /** TRUST_PROXY: the client address comes from X-Forwarded-For */
  trustProxy: boolean;
  /** the watcher behind every open change stream */
  changes: ChangeHub;
  /** whether DATA_DIR was found full: a write refused for lack of space is logged once (storageFull.ts) */
  storage: StorageWatch;
  /** what GET /api/health answers; told when the process starts stopping */
  health: Health;
}

export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
  /** read from the account on every request: a role changed takes effect on the next call */
  role: Role | null;
  tokenId: number;
}

export interface AppEnv {
  /** publicUrl: PUBLIC_URL without its trailing slash, or undefined (links are then root-relative) */
  Variables: { user: AuthenticatedUser; publicUrl: string | undefined };
}
