import type { Context } from 'hono';
import type { z } from 'zod';
import { coded } from '../../contract/errorCodes';
import { JSON_MAX_DEPTH } from '../../contract/limits';
import { isWellFormedText } from '../../contract/text';
import { badRequest, detailError, notFound, parseWith } from './errors';
import { nestsDeeperThan } from './jsonDepth';

/**
 * Parses a body's text: empty is `{}`, malformed JSON a 400, never a 500; a lone surrogate anywhere is a 400; a
 * body nested deeper than JSON_MAX_DEPTH is a 400 before anything walks it.
 */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw detailError(400, coded('json_too_deep', { max: JSON_MAX_DEPTH }));
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw detailError(400, coded('json_parse_error', { reason }));
  }
  // JSON may spell a lone surrogate ("\ud800"); it is no character, SQLite would store it as broken UTF-8 and
  // answer it changed. Refused where it stands, as a field error.
  const broken = brokenTextAt(value, []);
  if (broken) throw badRequest({ [broken.length ? broken.join('.') : 'non_field_errors']: [coded('broken_text')] });
  return value;
}

/** The path of the first string (value or key) that is not well-formed Unicode, or undefined. */
function brokenTextAt(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = brokenTextAt(value[index], [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (!isWellFormedText(key)) return path;
    const found = brokenTextAt(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The body as text; bytes that are not UTF-8 are a 400 rather than silently replaced by U+FFFD. */
export async function bodyText(context: Context): Promise<string> {
  const bytes = await context.req.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw detailError(400, coded('body_not_utf8'));
  }
}

/** Reads and validates a JSON body in one step. */
export async function readBody<S extends z.ZodType>(context: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, parseJson(await bodyText(context)));
}

/** A positive integer id from the path, or 404 as DRF answers for an unmatched lookup. */
export function pathId(context: Context, name = 'id'): number {
  const raw = context.req.param(name) ?? '';
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw notFound();
  return value;
}
