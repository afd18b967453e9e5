// The characters of XML as the workbook reader (xmlReader.ts) needs them: name and space classes, the characters
// XML 1.0 allows, its five entities and character references, and the UTF-8 decoding of a part.
import { isUtf8 } from 'node:buffer';
import { coded } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';

export const LESS_THAN = 60;
export const GREATER_THAN = 62;
export const SLASH = 47;
export const BANG = 33;
export const QUESTION = 63;
export const EQUALS = 61;
export const DOUBLE_QUOTE = 34;
export const SINGLE_QUOTE = 39;
export const COLON = 58;
export const HASH = 35;

/**
 * Each UTF-16 unit's class: a name character (loosely, anything that cannot end a name: names are compared, never
 * interpreted), white space, or another character that ends a name. Past the end, charCodeAt is NaN and the
 * lookup undefined: neither a name character nor a space.
 */
const NAME = 0;
const SPACE = 1;
const CLASS = new Uint8Array(65536);
for (const code of [32, 10, 9, 13]) CLASS[code] = SPACE;
for (const code of [GREATER_THAN, SLASH, EQUALS, LESS_THAN, DOUBLE_QUOTE, SINGLE_QUOTE]) CLASS[code] = 2;
export const isSpace = (code: number) => CLASS[code] === SPACE;
export const isNameChar = (code: number) => CLASS[code] === NAME;

const NAMED_ENTITIES = new Map([['lt', '<'], ['gt', '>'], ['amp', '&'], ['quot', '"'], ['apos', "'"]]);

/** Characters XML 1.0 allows (its `Char` production). */
export function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff)
    || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** Raw characters XML 1.0 forbids in a document (surrogates cannot come out of strict UTF-8 decoding). */
export const FORBIDDEN_RAW = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
/** What text() must look at more closely: a forbidden character, a line end to normalise, an entity. */
export const NEEDS_DECODING = /[\x00-\x08\x0B-\x1F\uFFFE\uFFFF&]/;

/** Checks the entity or character reference at `at` (an `&`); answers its end (the `;`). */
export function entityAt(xml: string, at: number, end: number, damaged: (why: string) => Error): number {
  const semicolon = xml.indexOf(';', at + 1);
  // entities are short: a `;` further than 10 characters away means this `&` is bare
  if (semicolon < 0 || semicolon >= end || semicolon - at > 10) throw damaged('it has a bare "&"');
  if (xml.charCodeAt(at + 1) === HASH) {
    const hex = xml.charCodeAt(at + 2) === 120; // x
    const digits = xml.slice(at + (hex ? 3 : 2), semicolon);
    const valid = hex ? /^[0-9A-Fa-f]{1,6}$/.test(digits) : /^[0-9]{1,7}$/.test(digits);
    if (!valid || !isXmlChar(Number.parseInt(digits, hex ? 16 : 10))) throw damaged('it refers to a character XML does not allow');
    return semicolon;
  }
  if (!NAMED_ENTITIES.has(xml.slice(at + 1, semicolon))) throw damaged(`it uses an undeclared entity &${xml.slice(at + 1, semicolon)};`);
  return semicolon;
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9A-Fa-f]{1,6}));/g;

/** Resolves the five entities and character references of text already checked by the reader. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_source, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name) return NAMED_ENTITIES.get(name)!;
    return String.fromCodePoint(decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16));
  });
}

/**
 * Decodes a part's bytes as UTF-8, refusing anything else (a UTF-16 part, bytes that are not UTF-8 at all, an
 * encoded surrogate). isUtf8 checks in one native pass, several times faster than a fatal TextDecoder.
 */
export function decodePart(bytes: Uint8Array, part: string): string {
  if (!isUtf8(bytes)) throw new SheetFileError(coded('sheet_damaged', { damage: `part ${part} is not UTF-8 text` }));
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

