// What the main thread and the database workers say to each other. Every request carries an id; every answer names
// it. Errors travel as plain data and are rebuilt on the main thread, so that a refused sheet stays a
// SheetFileError and an API refusal keeps its status and body.
import type { CodedError } from '../../contract/errorCodes';
import type { ErrorBody } from '../http/errors';

export interface WorkerSetup {
  /** the database file (SQLite) */
  file: string;
  /** the PostgreSQL database instead (DATABASE_URL): an import's worker holds one connection to it */
  url?: string | undefined;
  /** refuse writes on this worker's connection */
  readonly: boolean;
}

export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; parameters: readonly unknown[] }
  /** `timeoutMs`: the task's time budget, after which its statements stop (PostgreSQL) and the worker is stopped */
  | { id: number; kind: 'task'; name: string; input: unknown; timeoutMs?: number | undefined };

export interface SerializedError {
  name: string;
  message: string;
  code?: string | undefined;
  /** a PostgreSQL error's constraint (a unique violation's: http/uniqueKeys.ts) */
  constraint?: string | undefined;
  stack?: string | undefined;
  /** a SheetFileError's coded error */
  error?: CodedError | undefined;
  /** an ApiError's status and body */
  status?: number | undefined;
  body?: ErrorBody | undefined;
}

export type WorkerAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  /** a piece of a task's answer sent ahead of its end, in order (a long list, streamed as it is read) */
  | { id: number; part: unknown };
