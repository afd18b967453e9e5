// A strict pull reader for the XML parts of a workbook, linear in the part's length. Each character is looked at a
// bounded number of times: searches that may run far ahead (`indexOf`) either consume what they pass or end the
// read with an error, and the one search that could be repeated over the same stretch (the next `&`) is cached.
// It checks what makes XML well-formed as far as a workbook needs: matched start and end tags, quoted and unique
// attributes, known entities and character references, one root element, no text outside it. A DTD is refused
// outright, so no entity is ever declared, let alone expanded. CDATA sections are text, as XML says.
import { coded } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';
import {
  BANG, COLON, DOUBLE_QUOTE, EQUALS, GREATER_THAN, LESS_THAN, QUESTION, SINGLE_QUOTE, SLASH,
  FORBIDDEN_RAW, NEEDS_DECODING, decodeEntities, entityAt, isNameChar, isSpace,
} from './xmlCharacters';

export const enum XmlEvent { End = 0, Open = 1, Close = 2, Text = 3 }

/** An element may carry at most this many attributes: Excel writes fewer than 30, and checking them for repeats is quadratic. */
const MAX_ATTRIBUTES = 64;
/** Elements nest at most this deep: a worksheet needs about 8. */
const MAX_DEPTH = 128;

export class XmlReader {
  /** the current element's qualified name, as offsets into the text */
  private nameStart = 0;
  private nameEnd = 0;
  private localStart = 0;
  /** the current text run, as offsets; CDATA runs are taken as they are */
  private textStart = 0;
  private textEnd = 0;
  private textIsCdata = false;
  /** attribute offsets of the current start tag: name start, name end, value start, value end */
  private readonly attributes = new Int32Array(MAX_ATTRIBUTES * 4);
  private attributeCount = 0;
  /** open elements: name start and end, pairs; `depth` of them are in use */
  private readonly stack = new Int32Array(MAX_DEPTH * 2);
  depth = 0;
  /** the current element's local name as an index into the names given to the constructor, or -1 */
  name = -1;
  private position = 0;
  private pendingClose = false;
  private rootSeen = false;
  private nextAmpersand = -2;

  /**
   * `names`: the local names the caller tells apart; after each Open or Close event, `name` is the index of the
   * element's local name among them (-1 for any other), so that callers compare numbers rather than strings.
   */
  constructor(private readonly xml: string, private readonly part: string, names: readonly string[] = []) {
    if (xml.length > 0 && xml.charCodeAt(0) === 0xfeff) this.position = 1;
    this.names = names.map((name) => Array.from(name, (character) => character.charCodeAt(0)));
  }

  private readonly names: number[][];

  /** The error for this part: the file is refused. */
  damaged(reason: string): SheetFileError {
    return new SheetFileError(coded('sheet_damaged', { damage: `part ${this.part} is damaged (${reason})` }));
  }

  next(): XmlEvent {
    if (this.pendingClose) {
      this.pendingClose = false;
      this.depth -= 1;
      return XmlEvent.Close;
    }
    const xml = this.xml;
    for (;;) {
      const at = this.position;
      if (at >= xml.length) {
        if (this.depth > 0) throw this.damaged(`it ends before <${this.openName()}> is closed`);
        if (!this.rootSeen) throw this.damaged('it holds no element');
        return XmlEvent.End;
      }
      if (xml.charCodeAt(at) !== LESS_THAN) {
        const open = xml.indexOf('<', at);
        const end = open < 0 ? xml.length : open;
        this.position = end;
        if (this.depth === 0) {
          for (let index = at; index < end; index += 1) {
            if (!isSpace(xml.charCodeAt(index))) throw this.damaged('it has text outside its root element');
          }
          continue;
        }
        this.checkEntities(at, end);
        this.textStart = at;
        this.textEnd = end;
        this.textIsCdata = false;
        return XmlEvent.Text;
      }
      const first = xml.charCodeAt(at + 1);
      if (first === BANG) {
        if (xml.startsWith('<!--', at)) {
          const end = xml.indexOf('-->', at + 4);
          if (end < 0) throw this.damaged('a comment is not closed');
          this.position = end + 3;
          continue;
        }
        if (xml.startsWith('<![CDATA[', at)) {
          const end = xml.indexOf(']]>', at + 9);
          if (end < 0) throw this.damaged('a CDATA section is not closed');
          if (this.depth === 0) throw this.damaged('it has text outside its root element');
          this.position = end + 3;
          this.textStart = at + 9;
          this.textEnd = end;
          this.textIsCdata = true;
          return XmlEvent.Text;
        }
        if (xml.startsWith('<!DOCTYPE', at)) throw this.damaged('it declares a document type, which a workbook never has');
        throw this.damaged('it has a markup declaration that is not XML');
      }
      if (first === QUESTION) {
        const end = xml.indexOf('?>', at + 2);
        if (end < 0) throw this.damaged('a processing instruction is not closed');
        this.position = end + 2;
        continue;
      }
      if (first === SLASH) return this.readEndTag(at + 2);
      return this.readStartTag(at + 1);
    }
  }

  private readEndTag(start: number): XmlEvent {
    const xml = this.xml;
    let index = start;
    while (isNameChar(xml.charCodeAt(index))) index += 1;
    const nameEnd = index;
    while (isSpace(xml.charCodeAt(index))) index += 1;
    if (xml.charCodeAt(index) !== GREATER_THAN) throw this.damaged('an end tag is malformed');
    const depth = this.depth;
    if (depth === 0) throw this.damaged(`</${xml.slice(start, nameEnd)}> closes nothing`);
    const openStart = this.stack[depth * 2 - 2]!;
    const openEnd = this.stack[depth * 2 - 1]!;
    if (openEnd - openStart !== nameEnd - start || !this.sameText(openStart, start, nameEnd - start)) {
      throw this.damaged(`<${xml.slice(openStart, openEnd)}> is closed by </${xml.slice(start, nameEnd)}>`);
    }
    this.setName(openStart, openEnd);
    this.depth = depth - 1;
    this.position = index + 1;
    return XmlEvent.Close;
  }

  private readStartTag(start: number): XmlEvent {
    const xml = this.xml;
    let index = start;
    while (isNameChar(xml.charCodeAt(index))) index += 1;
    if (index === start) throw this.damaged('a tag has no name');
    const nameEnd = index;
    if (this.depth === 0) {
      if (this.rootSeen) throw this.damaged('it has more than one root element');
      this.rootSeen = true;
    }
    this.attributeCount = 0;
    const attributes = this.attributes;
    for (;;) {
      const beforeSpace = index;
      while (isSpace(xml.charCodeAt(index))) index += 1;
      const code = xml.charCodeAt(index);
      if (code === GREATER_THAN) {
        index += 1;
        break;
      }
      if (code === SLASH) {
        if (xml.charCodeAt(index + 1) !== GREATER_THAN) throw this.damaged('a tag is malformed');
        index += 2;
        this.pendingClose = true;
        break;
      }
      if (Number.isNaN(code)) throw this.damaged('it ends inside a tag');
      if (index === beforeSpace) throw this.damaged('attributes are not separated by spaces');
      const attributeStart = index;
      while (isNameChar(xml.charCodeAt(index))) index += 1;
      const attributeEnd = index;
      if (attributeEnd === attributeStart) throw this.damaged('a tag is malformed');
      while (isSpace(xml.charCodeAt(index))) index += 1;
      if (xml.charCodeAt(index) !== EQUALS) throw this.damaged('an attribute has no value');
      index += 1;
      while (isSpace(xml.charCodeAt(index))) index += 1;
      const quote = xml.charCodeAt(index);
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw this.damaged('an attribute value is not quoted');
      const valueStart = index + 1;
      let valueEnd = valueStart;
      for (let character = xml.charCodeAt(valueEnd); character !== quote; character = xml.charCodeAt(valueEnd)) {
        if (Number.isNaN(character)) throw this.damaged('an attribute value is not closed');
        if (character === LESS_THAN) throw this.damaged('an attribute value holds "<"');
        valueEnd += 1;
      }
      this.checkEntities(valueStart, valueEnd);
      if (this.attributeCount === MAX_ATTRIBUTES) throw this.damaged(`an element has more than ${MAX_ATTRIBUTES} attributes`);
      for (let other = 0; other < this.attributeCount; other += 1) {
        const otherStart = attributes[other * 4]!;
        const length = attributes[other * 4 + 1]! - otherStart;
        if (length === attributeEnd - attributeStart && this.sameText(otherStart, attributeStart, length)) {
          throw this.damaged('an element repeats an attribute');
        }
      }
      const slot = this.attributeCount * 4;
      attributes[slot] = attributeStart;
      attributes[slot + 1] = attributeEnd;
      attributes[slot + 2] = valueStart;
      attributes[slot + 3] = valueEnd;
      this.attributeCount += 1;
      index = valueEnd + 1;
    }
    if (this.depth >= MAX_DEPTH) throw this.damaged(`elements nest more than ${MAX_DEPTH} deep`);
    this.stack[this.depth * 2] = start;
    this.stack[this.depth * 2 + 1] = nameEnd;
    this.depth += 1;
    this.setName(start, nameEnd);
    this.position = index;
    return XmlEvent.Open;
  }

  private setName(start: number, end: number): void {
    this.nameStart = start;
    this.nameEnd = end;
    let local = start;
    for (let index = start; index < end; index += 1) if (this.xml.charCodeAt(index) === COLON) local = index + 1;
    this.localStart = local;
    this.name = -1;
    const length = end - local;
    const xml = this.xml;
    for (let index = 0; index < this.names.length; index += 1) {
      const candidate = this.names[index]!;
      if (candidate.length !== length) continue;
      let offset = 0;
      while (offset < length && candidate[offset] === xml.charCodeAt(local + offset)) offset += 1;
      if (offset === length) {
        this.name = index;
        return;
      }
    }
  }

  private openName(): string {
    return this.xml.slice(this.stack[this.depth * 2 - 2], this.stack[this.depth * 2 - 1]);
  }

  private sameText(first: number, second: number, length: number): boolean {
    const xml = this.xml;
    for (let offset = 0; offset < length; offset += 1) {
      if (xml.charCodeAt(first + offset) !== xml.charCodeAt(second + offset)) return false;
    }
    return true;
  }

  /** Every `&` in [start, end) must begin a known entity or a reference to a character XML allows. */
  private checkEntities(start: number, end: number): void {
    const xml = this.xml;
    let from = start;
    for (;;) {
      if (this.nextAmpersand !== -1 && this.nextAmpersand < from) this.nextAmpersand = xml.indexOf('&', from);
      const at = this.nextAmpersand;
      if (at < 0 || at >= end) return;
      entityAt(xml, at, end, (why) => this.damaged(why));
      from = at + 1;
    }
  }

  /** Whether the current element's local name (without its prefix) is `name`. */
  is(name: string): boolean {
    return this.nameEnd - this.localStart === name.length && this.xml.startsWith(name, this.localStart);
  }

  /** The current element's qualified name. */
  qualifiedName(): string {
    return this.xml.slice(this.nameStart, this.nameEnd);
  }

  /** Where the value of the attribute with this local name starts, or -1; its end is `attributeEnd`. */
  attributeStart(localName: string): number {
    const xml = this.xml;
    for (let index = 0; index < this.attributeCount; index += 1) {
      const start = this.attributes[index * 4]!;
      const end = this.attributes[index * 4 + 1]!;
      const local = end - localName.length;
      if (local < start || !xml.startsWith(localName, local)) continue;
      if (local === start || xml.charCodeAt(local - 1) === COLON) {
        this.lastAttribute = index;
        return this.attributes[index * 4 + 2]!;
      }
    }
    return -1;
  }

  private lastAttribute = 0;

  /** The end of the value found by the last `attributeStart`. */
  get attributeEnd(): number {
    return this.attributes[this.lastAttribute * 4 + 3]!;
  }

  /** The decoded value of the attribute with this local name (any prefix), or undefined. */
  attribute(localName: string): string | undefined {
    const start = this.attributeStart(localName);
    return start < 0 ? undefined : decodeEntities(this.xml.slice(start, this.attributeEnd));
  }

  /** Every attribute of the current start tag, by qualified name, decoded. */
  allAttributes(): Map<string, string> {
    const found = new Map<string, string>();
    for (let index = 0; index < this.attributeCount; index += 1) {
      const slot = index * 4;
      const name = this.xml.slice(this.attributes[slot], this.attributes[slot + 1]);
      found.set(name, decodeEntities(this.xml.slice(this.attributes[slot + 2], this.attributes[slot + 3])));
    }
    return found;
  }

  charAt(index: number): number {
    return this.xml.charCodeAt(index);
  }

  /** Whether the text in [start, end) is `text`, compared in place. */
  matches(start: number, end: number, text: string): boolean {
    return end - start === text.length && this.xml.startsWith(text, start);
  }

  /** The current text run, decoded (entities resolved, line ends normalised as XML does). */
  text(): string {
    const raw = this.xml.slice(this.textStart, this.textEnd);
    if (!NEEDS_DECODING.test(raw)) return raw;
    if (FORBIDDEN_RAW.test(raw)) throw this.damaged('it holds a character XML does not allow');
    const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
    return this.textIsCdata ? text : decodeEntities(text);
  }

  /** The current text run as written, for values read as numbers or indexes. */
  rawText(): string {
    return this.xml.slice(this.textStart, this.textEnd);
  }
}
