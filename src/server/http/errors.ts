// One error format for the whole API: Django REST Framework's shapes, each message with its stable code beside it
// (docs/architecture.md, "Additions to the contract"): `{ detail, code, params? }`, and field lists
// `{ field: [text] }` with `error_codes: { field: [{ code, params? }] }` in the same order. Texts are the codes'
// English messages (errorText.ts); nothing here words an error itself.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { DetailError, FieldErrors } from '../../contract/entities';
import { coded, codedErrorOfIssue, type CodedError, type FieldErrorCodes } from '../../contract/errorCodes';
import { isDatabaseUnreachable } from '../db/dialect';
import { englishText } from './errorText';
import { isStorageFull, type StorageWatch } from './storageFull';
import { uniqueKeyErrors } from './uniqueKeys';

export type ErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

/** `{ detail, code, params? }`: the body of every answer that is not about fields. */
export function detailBody(error: CodedError): DetailError {
  const body: DetailError = { detail: englishText(error), code: error.code };
  if (error.params) body.params = error.params;
  return body;
}

export const detailError = (status: ContentfulStatusCode, error: CodedError, headers: Record<string, string> = {}) =>
  new ApiError(status, { ...detailBody(error) }, headers);
export const notFound = () => detailError(404, coded('not_found'));
export const conflict = (error: CodedError) => detailError(409, error);
export const tooLarge = (error: CodedError) => detailError(413, error);
export const preconditionFailed = () => detailError(412, coded('precondition_failed'));

/** Each field's texts, in order. */
export function textsOf(codes: FieldErrorCodes): FieldErrors {
  return Object.fromEntries(Object.entries(codes).map(([field, errors]) => [field, errors.map(englishText)]));
}

/** `{ field: [text], …, error_codes: { field: [{ code, params? }] } }`; `extra` (an import's rows) goes beside. */
export function fieldErrorsBody(codes: FieldErrorCodes, extra: Record<string, unknown> = {}): ErrorBody {
  return { ...textsOf(codes), ...extra, error_codes: codes };
}

export const badRequest = (codes: FieldErrorCodes, extra?: Record<string, unknown>) => new ApiError(400, fieldErrorsBody(codes, extra));
export const fieldError = (field: string, error: CodedError) => badRequest(fieldCodes([[field, error]]));

/** Field → errors from pairs, in order; built with own keys only, so no field name can reach Object.prototype. */
function fieldCodes(pairs: Iterable<readonly [string, CodedError]>): FieldErrorCodes {
  const byField = new Map<string, CodedError[]>();
  for (const [field, error] of pairs) {
    const errors = byField.get(field);
    if (errors) errors.push(error);
    else byField.set(field, [error]);
  }
  return Object.fromEntries(byField);
}

/** Collects field errors from several checks and throws them together as one 400, as DRF reports every field. */
export class FieldErrorList {
  private readonly pairs: [string, CodedError][] = [];

  add(field: string, error: CodedError): void {
    this.pairs.push([field, error]);
  }

  addAll(codes: FieldErrorCodes): void {
    for (const [field, errors] of Object.entries(codes)) for (const error of errors) this.add(field, error);
  }

  get isEmpty(): boolean {
    return this.pairs.length === 0;
  }

  codes(): FieldErrorCodes {
    return fieldCodes(this.pairs);
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw badRequest(this.codes());
  }
}

/**
 * Turns schema issues into field → coded errors; nested paths are joined with dots. Zod leaves `issue.input` out
 * unless asked, so the caller passes the parsed input to name its type when it is not an object.
 */
export function fieldErrorsOf(error: z.ZodError, input?: unknown): FieldErrorCodes {
  return fieldCodes(error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const problem = issue.code === 'invalid_type' && issue.path.length === 0
      ? coded('not_a_dict', { type: describe(issue.input ?? input) })
      : codedErrorOfIssue(issue.message) ?? coded('invalid');
    return [field, problem] as const;
  }));
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'null';
  return typeof value === 'string' ? 'str' : typeof value;
}

/** Validates `input` against `schema`, throwing a DRF-shaped 400 on failure. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, input));
  return result.data;
}

/** The coded error of a worker stopped for its budget or while the server stops (workers/handle.ts; by name, no import cycle). */
function workStopped(error: Error): CodedError | undefined {
  if (error.name !== 'WorkerFailure') return undefined;
  const { reason, seconds } = error as { reason?: string; seconds?: number };
  if (reason === 'memory') return coded('work_out_of_memory');
  if (reason === 'timeout') return coded('work_timeout', { seconds: seconds ?? 0 });
  if (reason === 'closed') return coded('work_stopped');
  return undefined;
}

export function errorResponse(context: Context, thrown: unknown, log: (entry: Record<string, unknown>) => void, storage: StorageWatch): Response {
  const uniqueKeyBroken = uniqueKeyErrors(thrown);
  const error = uniqueKeyBroken ? badRequest(uniqueKeyBroken) : thrown;
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) context.header(name, value);
    return context.json(error.body, error.status);
  }
  if (isStorageFull(error)) {
    storage.refused(error as Error);
    return context.json(detailBody(coded('storage_full')), 507);
  }
  if (isDatabaseUnreachable(error)) {
    log({ level: 'warn', message: 'database unreachable', error: (error as Error).message });
    return context.json(detailBody(coded('database_unreachable')), 503);
  }
  const stopped = error instanceof Error ? workStopped(error) : undefined;
  if (stopped) {
    log({ level: 'warn', message: 'work stopped', error: (error as Error).message });
    return context.json(detailBody(stopped), 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return context.json(detailBody(coded(status === 413 ? 'request_too_large' : 'request_failed')), status);
  }
  log({ level: 'error', message: 'unhandled error', error: error instanceof Error ? error.stack : String(error) });
  return context.json(detailBody(coded('server_error')), 500);
}
