// A full disk (DATA_DIR: the SQLite file and the media folder). A write refused for lack of space answers 507
// `storage_full` (errors.ts) and is logged once: one warning when the disk is found full, none for the failures that
// follow, and one again only after a write succeeded with room to spare (STORAGE_RECOVERED_BYTES) and it filled
// again. Reads need no space and keep answering.
import { statfs } from 'node:fs/promises';
import type { MiddlewareHandler } from 'hono';
import { STORAGE_RECOVERED_BYTES } from '../../contract/limits';
import { STORAGE_FULL_CODES } from '../db/dialect';
import type { Logger } from './logger';

/**
 * A write refused for lack of space has one of STORAGE_FULL_CODES (db/dialect.ts): SQLite's SQLITE_FULL ("database
 * or disk is full", what it answers when its file or WAL cannot grow: measured on a full tmpfs), PostgreSQL's
 * disk_full (53100), the file system's ENOSPC and EDQUOT (a quota). A database worker's error keeps its `code`
 * across the worker boundary (workers/handle.ts), so one test fits all.
 */

export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}

/** Free bytes for an ordinary writer on the file system holding `path`. */
async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

export class StorageWatch {
  private full = false;

  constructor(private readonly dataDir: string, private readonly databaseFile: string, private readonly log: Logger) {}

  /** Notes a write refused for lack of space; logs only when the disk was not known to be full. */
  refused(error: Error): void {
    if (this.full) return;
    this.full = true;
    const { code, path } = error as { code?: string; path?: string };
    this.log({ level: 'warn', message: 'storage full', path: typeof path === 'string' ? path : this.databaseFile, code });
  }

  /** After a write succeeded: the disk is no longer full once there is room to spare again. */
  async wrote(): Promise<void> {
    if (!this.full) return;
    const free = await freeBytes(this.dataDir).catch(() => 0);
    if (free < STORAGE_RECOVERED_BYTES || !this.full) return;
    this.full = false;
    this.log({ level: 'info', message: 'storage available again', path: this.dataDir, free_bytes: free });
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Tells the watch about every write that succeeded, so that a disk with room again is logged when it next fills. */
export function storageRecovery(storage: StorageWatch): MiddlewareHandler {
  return async (context, next) => {
    await next();
    if (!SAFE_METHODS.has(context.req.method) && context.res.status < 400) await storage.wrote();
  };
}
