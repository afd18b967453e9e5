// The server's coded errors in the person's language (docs/architecture.md, "Additions to the contract"): each
// code's message in locales/, with the error's values; the server's own text for a code this app does not know
// (a newer server, or one that sends no codes).
import { ERROR_CODES, isErrorCode } from '../../contract/errorCodes';
import { intl } from '../i18n/intl';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A coded error (`{ code, params? }`) in the current language, else `serverText`. */
export function wordsFor(coded: unknown, serverText: string): string {
  if (!isRecord(coded) || !isErrorCode(coded.code)) return serverText;
  const id = ERROR_CODES[coded.code].id;
  const current = intl();
  if (!Object.hasOwn(current.messages, id)) return serverText;
  const values: Record<string, string | number> = {};
  if (isRecord(coded.params)) {
    for (const [name, value] of Object.entries(coded.params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  const missing = ERROR_CODES[coded.code].params.some((name: string) => !(name in values));
  return missing ? serverText : current.formatMessage({ id }, values);
}

/** Each field's texts in the current language, pairing the i-th text with the i-th code of `codes[field]`. */
export function fieldWords(texts: Record<string, string[]>, codes: unknown): Record<string, string[]> {
  const codesOf = isRecord(codes) ? codes : {};
  const words: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(texts)) {
    const coded = Object.hasOwn(codesOf, field) && Array.isArray(codesOf[field]) ? (codesOf[field] as unknown[]) : [];
    words[field] = list.map((text, index) => wordsFor(coded.length === list.length ? coded[index] : undefined, text));
  }
  return words;
}
