// A refused save, sorted for the form: each field's first message beside it, anything else at the top.
import type { ApiFailure } from '../api/errors';
import type { FieldSpec } from './section';

export type FieldErrors = Record<string, string | undefined>;

export function errorsOf(failure: ApiFailure, fields: readonly FieldSpec[]): { errors: FieldErrors; general: string[] } {
  const errors: FieldErrors = {};
  const claimed = new Set<string>();
  for (const field of fields) {
    for (const serverName of [field.name, ...(field.serverNames ?? [])]) {
      claimed.add(serverName);
      errors[field.name] ??= failure.firstFor(serverName);
    }
  }
  const others = Object.entries(failure.fieldErrors)
    .filter(([name]) => !claimed.has(name))
    .map(([name, messages]) => `${name}: ${messages[0] ?? ''}`);
  const anyOnFields = Object.values(errors).some(Boolean);
  return { errors, general: others.length > 0 || anyOnFields ? others : [failure.message] };
}

/** The required fields left empty, with their messages. */
export function missingRequired(fields: readonly FieldSpec[], draft: Readonly<Record<string, string>>, say: (field: FieldSpec) => string): FieldErrors {
  const missing: FieldErrors = {};
  for (const field of fields) if (field.required && !(draft[field.name] ?? '').trim()) missing[field.name] = say(field);
  return missing;
}
