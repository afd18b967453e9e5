// One error format for the app: whatever went wrong with a call becomes an ApiFailure.
import type { FieldErrors } from '../../contract/entities';
import { fieldWords, wordsFor } from './errorWords';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    /** field → messages, from a DRF 400 body; `non_field_errors` and `detail` are not fields */
    readonly fieldErrors: FieldErrors,
    message: string,
    /** the whole body, for calls whose errors carry more (an import's rows) */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  /** The first message for a field, as the spec shows it beside the field. */
  firstFor(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
}

/** Keys of an error body that are not fields: the general message, its code, and the codes beside the fields. */
const NOT_FIELDS = new Set(['detail', 'non_field_errors', 'rows', 'code', 'params', 'error_codes']);

/**
 * Turns a status and a DRF body into an ApiFailure, every message in the person's language when the server coded
 * it (errorWords.ts); `fallback` is used when the body says nothing readable.
 */
export function failureFrom(status: number, body: unknown, fallback: string): ApiFailure {
  if (!isRecord(body)) return new ApiFailure(status, {}, typeof body === 'string' && body.trim() && body.length < 300 ? body : fallback, body);
  const texts: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (NOT_FIELDS.has(field)) continue;
    const messages = messagesOf(value);
    if (messages.length) texts[field] = messages;
  }
  const fieldErrors = fieldWords(texts, body.error_codes);
  const detail = typeof body.detail === 'string' ? [wordsFor(body, body.detail)] : messagesOf(body.detail);
  const nonField = fieldWords({ non_field_errors: messagesOf(body.non_field_errors) }, body.error_codes).non_field_errors ?? [];
  const general = detail.concat(nonField);
  const message = general[0] ?? Object.entries(fieldErrors).map(([field, messages]) => `${field}: ${messages[0]}`)[0] ?? fallback;
  return new ApiFailure(status, fieldErrors, message, body);
}

/** A failure the app words itself for the user (some of a selection refused, say): shown as it is. */
export class Refusal extends Error {}

/** What a failure says to the user: its own words (the server's, a Refusal's), or "Something went wrong: …". */
export function failureMessage(error: unknown, t: (id: 'app.failed', values: { message: string }) => string): string {
  if (error instanceof ApiFailure || error instanceof Refusal) return error.message;
  return t('app.failed', { message: error instanceof Error ? error.message : String(error) });
}
