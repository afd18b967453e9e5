import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, parseWith } from './errors';

/** Parses a body's text: empty is `{}`, malformed JSON a 400, never a 500. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw new ApiError(400, { detail: `JSON parse error - ${reason}` });
  }
}

/** Reads and validates a JSON body in one step. */
export async function readBody<S extends z.ZodType>(context: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, parseJson(await context.req.text()));
}

/** A positive integer id from the path, or 404 as DRF answers for an unmatched lookup. */
export function pathId(context: Context, name = 'id'): number {
  const raw = context.req.param(name) ?? '';
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new ApiError(404, { detail: 'Not found.' });
  return value;
}
