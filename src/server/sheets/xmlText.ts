// Text in and out of SpreadsheetML; the XML itself is read by xmlReader.ts. Besides XML's own escaping, OOXML writes
// characters that XML 1.0 cannot hold (control characters) and carriage returns (which XML parsers turn into line
// feeds) as `_xHHHH_`, and writes a literal `_xHHHH_` with its underscore escaped as `_x005F_` (ECMA-376 part 1,
// 22.9.2.19 ST_Xstring).
import { isWellFormedText } from '../../contract/text';

const NEEDS_OOXML_ESCAPE = /[\x00-\x08\x0B-\x1F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
const OOXML_ESCAPABLE = /[\x00-\x08\x0B-\x1F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const hex4 = (character: string) => character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** Escapes text for an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(XML_SPECIAL, (character) => XML_ESCAPES[character]!);
}

const NEEDS_ANY_ESCAPE = /[&<>"\x00-\x08\x0B-\x1F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;

/** Escapes a cell's text: OOXML escapes first (they contain no XML specials), then XML's. */
export function escapeCellText(text: string): string {
  if (!NEEDS_ANY_ESCAPE.test(text)) return text; // most cells: one scan, no copy
  const ooxml = NEEDS_OOXML_ESCAPE.test(text) ? text.replace(OOXML_ESCAPABLE, (character) => `_x${hex4(character)}_`) : text;
  return escapeXml(ooxml);
}

const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/**
 * Undoes the OOXML `_xHHHH_` escapes of text the XML reader has already decoded. Answers undefined when the
 * result is not well-formed Unicode (an escaped lone surrogate, `_xD800_`), which no cell can hold.
 */
export function decodeOoxmlEscapes(text: string): string | undefined {
  if (!text.includes('_x')) return text;
  const decoded = text.replace(OOXML_ESCAPE, (_source, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return isWellFormedText(decoded) ? decoded : undefined;
}
