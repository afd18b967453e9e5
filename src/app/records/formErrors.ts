// A refused save, sorted for the form: each field's first message beside it, anything else at the top.
import type { ApiFailure } from '../api/errors';
import { dateTimeRefusal } from '../ui/dateTimeRule';
import { passwordRefusal } from '../ui/passwordRule';
import type { FieldSpec, Translate } from './section';

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

/** What is wrong before sending: required fields left empty, text over a soft limit, a password the server refuses, a
 * date-time that does not read as one. */
export function checkedBeforeSending(fields: readonly FieldSpec[], draft: Readonly<Record<string, string>>, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = draft[field.name] ?? '';
    const refusal = field.kind === 'password' && value.length > 0 ? passwordRefusal(value) : undefined;
    if (refusal) errors[field.name] = t(refusal.id, refusal.values);
    else if (field.required && !value.trim()) errors[field.name] = t(field.required);
    else if (field.kind === 'datetime' && dateTimeRefusal(value, t)) errors[field.name] = dateTimeRefusal(value, t);
    else if (field.kind === 'text' && field.softLimit && value.length > field.maxLength) errors[field.name] = t('records.tooLong', { max: field.maxLength });
  }
  return errors;
}
