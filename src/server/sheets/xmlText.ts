// Text in and out of SpreadsheetML. Besides XML's own escaping, OOXML writes characters that XML 1.0 cannot hold
// (control characters) and carriage returns (which XML parsers turn into line feeds) as `_xHHHH_`, and writes a
// literal `_xHHHH_` with its underscore escaped as `_x005F_` (ECMA-376 part 1, 22.9.2.19 ST_Xstring).

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

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9A-Fa-f]{1,6}));/g;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

function codePoint(value: number, source: string): string {
  return value <= 0x10ffff ? String.fromCodePoint(value) : source;
}

/** Decodes XML text: line ends as an XML parser normalises them, the five entities and character references.
 * Other entities are left as written: nothing is ever expanded from a DTD. */
export function decodeXml(raw: string): string {
  let text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (text.includes('&')) {
    text = text.replace(ENTITY, (source, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
      if (name) return NAMED_ENTITIES[name]!;
      return codePoint(decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16), source);
    });
  }
  return text;
}

/** Decodes a cell's text: XML first, then the OOXML `_xHHHH_` escapes. */
export function decodeCellText(raw: string): string {
  const text = decodeXml(raw);
  return text.includes('_x') ? text.replace(OOXML_ESCAPE, (_source, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text;
}

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The attributes of a start tag's source (`r="A1" t="s"`), by qualified name, values decoded. */
export function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) attributes[match[1]!] = decodeXml(match[2] ?? match[3] ?? '');
  return attributes;
}

/** An attribute by local name, whatever its namespace prefix (`r:id`, `id`). */
export function attributeByLocalName(attributes: Record<string, string>, localName: string): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (name === localName || name.endsWith(`:${localName}`)) return value;
  }
  return undefined;
}
