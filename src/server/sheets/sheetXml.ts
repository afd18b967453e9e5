// Parses the two big parts of a workbook, the shared strings and the worksheet, in one forward pass each. A
// hand-written tag scanner (indexOf and char codes, no regex match array per tag) keeps a 100 000-row sheet, some
// two million cells, to about a second. Text is taken from a tag's end to the next `<`: escaped XML text never
// holds a raw `<`. Comments, processing instructions and CDATA are skipped; a DTD is never read, let alone expanded.
import { SheetFileError } from './sheetFileError';
import { decodeCellText } from './xmlText';

/** A cell holding one of Excel's errors (`#N/A`, `#REF!`, ...). */
export class CellError {
  constructor(readonly code: string) {}
}

export type CellValue = string | number | boolean | CellError;

export interface SheetRow {
  /** 1-based, as the spreadsheet numbers it */
  number: number;
  /** by zero-based column; undefined where the cell is empty */
  cells: (CellValue | undefined)[];
}

/** Columns past this are ignored: a device sheet has 18, and a far-off cell must not make a huge sparse row. */
const MAX_COLUMNS = 1024;
/** Rows parsed between two yields to the event loop. */
const ROWS_PER_SLICE = 5000;

const enum Tag { Other, Row, Cell, Value, Text, StringItem, Phonetic }

const SLASH = 47;
const GREATER_THAN = 62;
const COLON = 58;
const BANG = 33;
const EQUALS = 61;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const QUESTION = 63;

/** Walks an XML string tag by tag. After `next()`, `tag`, `closing`, `selfClosing` describe the tag found. */
class TagScanner {
  tag = Tag.Other;
  closing = false;
  selfClosing = false;
  private attributesStart = 0;
  private attributesEnd = 0;
  private position = 0;

  constructor(private readonly xml: string) {}

  next(): boolean {
    const xml = this.xml;
    for (;;) {
      const open = xml.indexOf('<', this.position);
      if (open < 0) return false;
      const first = xml.charCodeAt(open + 1);
      if (first === BANG || first === QUESTION) {
        const terminator = xml.startsWith('<!--', open) ? '-->' : xml.startsWith('<![CDATA[', open) ? ']]>' : '>';
        const end = xml.indexOf(terminator, open + 2);
        if (end < 0) return false;
        this.position = end + terminator.length;
        continue;
      }
      const close = xml.indexOf('>', open + 1);
      if (close < 0) return false;
      let index = open + 1;
      this.closing = first === SLASH;
      if (this.closing) index += 1;
      let nameStart = index;
      for (let code = xml.charCodeAt(index); code > 32 && code !== SLASH && code !== GREATER_THAN; code = xml.charCodeAt(index)) {
        if (code === COLON) nameStart = index + 1; // a namespace prefix: x:row
        index += 1;
      }
      this.tag = tagOf(xml, nameStart, index);
      this.selfClosing = xml.charCodeAt(close - 1) === SLASH;
      this.attributesStart = index;
      this.attributesEnd = this.selfClosing ? close - 1 : close;
      this.position = close + 1;
      return true;
    }
  }

  /** Where the value of the current tag's attribute `name` starts (just past its quote), or -1 without it. */
  valueStart(name: string): number {
    const xml = this.xml;
    for (let at = xml.indexOf(name, this.attributesStart); at >= 0 && at < this.attributesEnd; at = xml.indexOf(name, at + 1)) {
      if (xml.charCodeAt(at - 1) > 32) continue; // part of a longer name, such as "spans" for "s"
      let index = at + name.length;
      while (xml.charCodeAt(index) <= 32) index += 1;
      if (xml.charCodeAt(index) !== EQUALS) continue;
      index += 1;
      while (xml.charCodeAt(index) <= 32) index += 1;
      const quote = xml.charCodeAt(index);
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) return index + 1;
    }
    return -1;
  }

  /** The value of the current tag's attribute `name`, or undefined. */
  attribute(name: string): string | undefined {
    const start = this.valueStart(name);
    if (start < 0) return undefined;
    const end = this.xml.indexOf(this.xml[start - 1]!, start);
    return this.xml.slice(start, end < 0 ? this.attributesEnd : end);
  }

  /** A cell reference's column (`AB7` → 27), read in place; -1 when the reference has no letters. */
  columnAt(start: number): number {
    let column = 0;
    for (let index = start; ; index += 1) {
      const code = this.xml.charCodeAt(index) & ~0x20; // upper-case
      if (code < 65 || code > 90) return column - 1;
      column = column * 26 + (code - 64);
    }
  }

  /** The text after the current tag, up to the next one, which is taken to be its closing tag and skipped. */
  text(): string {
    const end = this.xml.indexOf('<', this.position);
    if (end < 0) {
      this.position = this.xml.length;
      return '';
    }
    const text = this.xml.slice(this.position, end);
    // The closing tag, when that is what follows (a comment or CDATA is left for next() to handle).
    const following = this.xml.charCodeAt(end + 1);
    this.position = following === SLASH ? this.xml.indexOf('>', end) + 1 || this.xml.length : end;
    return text;
  }
}

function tagOf(xml: string, start: number, end: number): Tag {
  const length = end - start;
  const first = xml.charCodeAt(start);
  if (length === 1) return first === 99 ? Tag.Cell : first === 118 ? Tag.Value : first === 116 ? Tag.Text : Tag.Other; // c v t
  if (length === 3 && xml.startsWith('row', start)) return Tag.Row;
  if (length === 3 && xml.startsWith('rPh', start)) return Tag.Phonetic;
  if (length === 2 && xml.startsWith('si', start)) return Tag.StringItem;
  return Tag.Other;
}


/** Each string item's text: its runs' texts joined; phonetic guides (rPh) are not part of it. */
export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  const scanner = new TagScanner(xml);
  let item: string | undefined;
  let phonetic = false;
  while (scanner.next()) {
    const { tag, closing, selfClosing } = scanner;
    if (tag === Tag.StringItem) {
      if (closing || selfClosing) strings.push(item ?? '');
      item = closing || selfClosing ? undefined : '';
    } else if (tag === Tag.Phonetic) phonetic = !closing && !selfClosing;
    else if (tag === Tag.Text && !closing && !selfClosing && !phonetic && item !== undefined) item += decodeCellText(scanner.text());
  }
  return strings;
}

interface OpenCell {
  column: number;
  type: string | undefined;
  raw: string | undefined;
  inline: string | undefined;
}

/** The rows that hold at least one value, in order; more than `maxRows` + 1 (the header) is refused. */
export async function parseSheetRows(xml: string, sharedStrings: readonly string[], maxRows: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const scanner = new TagScanner(xml);
  let row: SheetRow | undefined;
  // One cell record, reused: two million short-lived objects would keep the garbage collector busy.
  const cell: OpenCell = { column: -1, type: undefined, raw: undefined, inline: undefined };
  let inCell = false;
  let previousNumber = 0;
  let phonetic = false;
  while (scanner.next()) {
    const { tag, closing, selfClosing } = scanner;
    if (tag === Tag.Row) {
      if (!closing) {
        const number = Number.parseInt(scanner.attribute('r') ?? '', 10);
        previousNumber = Number.isSafeInteger(number) && number > 0 ? number : previousNumber + 1;
        row = { number: previousNumber, cells: [] };
        cell.column = -1;
      }
      if (closing || selfClosing) {
        if (row && row.cells.length > 0) {
          rows.push(row);
          if (rows.length > maxRows + 1) throw new SheetFileError(`The sheet has more than ${maxRows} rows; split it into several files.`);
          if (rows.length % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        row = undefined;
      }
    } else if (tag === Tag.Cell) {
      if (!closing) {
        const reference = scanner.valueStart('r');
        const named = reference < 0 ? -1 : scanner.columnAt(reference);
        cell.column = named >= 0 ? named : cell.column + 1;
        cell.type = scanner.attribute('t');
        cell.raw = undefined;
        cell.inline = undefined;
        inCell = true;
      }
      if ((closing || selfClosing) && inCell) {
        if (row) placeCell(row, cell, sharedStrings);
        inCell = false;
      }
    } else if (tag === Tag.Phonetic) phonetic = !closing && !selfClosing;
    else if (closing || selfClosing || !inCell) continue;
    // A formula cell (with <f>) is read by its cached result in <v>, as spreadsheet readers do.
    else if (tag === Tag.Value) cell.raw = scanner.text();
    else if (tag === Tag.Text && !phonetic) cell.inline = (cell.inline ?? '') + decodeCellText(scanner.text());
  }
  return rows;
}

function placeCell(row: SheetRow, cell: OpenCell, sharedStrings: readonly string[]): void {
  if (cell.column >= MAX_COLUMNS) return;
  const value = cellValue(cell, sharedStrings);
  if (value === undefined) return;
  while (row.cells.length < cell.column) row.cells.push(undefined);
  row.cells[cell.column] = value;
}

function cellValue(cell: OpenCell, sharedStrings: readonly string[]): CellValue | undefined {
  const nonEmpty = (text: string | undefined) => (text === '' ? undefined : text);
  if (cell.type === 'inlineStr') return nonEmpty(cell.inline);
  const raw = cell.raw;
  if (raw === undefined) return undefined;
  switch (cell.type) {
    case 's': {
      const text = sharedStrings[Number.parseInt(raw, 10)];
      if (text === undefined) throw new SheetFileError('The file is not a valid .xlsx workbook: a cell refers to a missing string.');
      return nonEmpty(text);
    }
    case 'str':
    case 'd':
      return nonEmpty(decodeCellText(raw));
    case 'b':
      return raw.trim() === '1';
    case 'e':
      return new CellError(decodeCellText(raw));
    default: {
      const number = Number(raw);
      return raw.trim() === '' ? undefined : Number.isFinite(number) ? number : decodeCellText(raw);
    }
  }
}
