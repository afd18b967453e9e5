// One error format for the whole API: Django REST Framework's shapes.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { FieldErrors } from '../../contract/entities';

export type ErrorBody = FieldErrors | { detail: string } | Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const notFound = (detail = 'Not found.') => new ApiError(404, { detail });
export const conflict = (detail: string) => new ApiError(409, { detail });
export const badRequest = (errors: ErrorBody) => new ApiError(400, errors);
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const tooLarge = (detail: string) => new ApiError(413, { detail });
export const preconditionFailed = () =>
  new ApiError(412, { detail: 'This object was changed by someone else since you loaded it. Reload it and try again.' });

/** Adds `message` under `field`; own keys only, so a field named "constructor" cannot reach Object.prototype. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) errors[field]!.push(message);
  else errors[field] = [message];
}

/**
 * Turns schema issues into `{ field: [messages] }`; nested paths are joined with dots. Zod leaves `issue.input`
 * out unless asked, so the caller passes the parsed input to name its type when it is not an object.
 */
export function fieldErrorsOf(error: z.ZodError, input?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issue.code === 'invalid_type' && issue.path.length === 0
      ? `Invalid data. Expected a dictionary, but got ${describe(issue.input ?? input)}.`
      : issue.message;
    addFieldError(errors, field, message);
  }
  return errors;
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

export function errorResponse(context: Context, error: unknown, log: (entry: Record<string, unknown>) => void): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) context.header(name, value);
    return context.json(error.body, error.status);
  }
  // a worker stopped for its budget, or while the server stops (workers/handle.ts; matched by name, no import cycle)
  if (error instanceof Error && error.name === 'WorkerFailure' && (error as { reason?: string }).reason !== 'crashed') {
    log({ level: 'warn', message: 'work stopped', error: error.message });
    return context.json({ detail: `${error.message} Try again later.` }, 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const detail = status === 413 ? 'Request body is too large.' : error.message || 'Request failed.';
    return context.json({ detail }, status);
  }
  log({ level: 'error', message: 'unhandled error', error: error instanceof Error ? error.stack : String(error) });
  return context.json({ detail: 'Internal server error.' }, 500);
}
