// Parses the two big parts of a workbook, the shared strings and the worksheet, in one forward pass each over the
// strict, linear XML reader (xmlReader.ts). Anything a spreadsheet program would not have written, or that cannot
// be read without guessing, refuses the file: rows or cells out of order or repeated, a cell reference that names
// another row, an unknown cell type, a number cell that holds no number, a string index past the table, a bad
// boolean, text that is not well-formed Unicode. A formula without a saved result (no `<v>`, or an empty one) is not
// guessed either: the cell becomes an error value, reported with its row and field if the import reads that column.
import { coded, type CodedError } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';
import { XmlEvent, XmlReader } from './xmlReader';
import { decodeOoxmlEscapes } from './xmlText';

/** A cell that holds no usable value: one of Excel's errors (`#N/A`, `#REF!`, ...) or a formula never calculated. */
export class CellError {
  constructor(
    readonly code: string,
    readonly error: CodedError = coded('cell_error', { value: code }),
  ) {}
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
/** Excel's own limits: 1 048 576 rows, 16 384 columns (XFD). */
const MAX_ROW_NUMBER = 1_048_576;
const MAX_COLUMN_NUMBER = 16_384;
/** Shared strings beyond this many are refused: a 200 000-row sheet holds at most 3.6 million cells of text. */
const MAX_SHARED_STRINGS = 4_000_000;

const CELL_TYPES = ['n', 's', 'str', 'inlineStr', 'b', 'e', 'd'] as const;

/** The cell's `t` attribute, compared in place (no string per cell); absent is a number. */
function cellType(reader: XmlReader, row: number): string {
  const start = reader.attributeStart('t');
  if (start < 0) return 'n';
  const end = reader.attributeEnd;
  for (const type of CELL_TYPES) if (reader.matches(start, end, type)) return type;
  throw reader.damaged(`a cell of row ${row} has an unknown type`);
}
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const INDEX = /^\d{1,9}$/;

/** The reader's text, OOXML escapes undone; text that is not well-formed Unicode refuses the file. */
function cellText(reader: XmlReader): string {
  const text = decodeOoxmlEscapes(reader.text());
  if (text === undefined) throw reader.damaged('it holds text that is not valid Unicode');
  return text;
}

/** Each string item's text: its runs' texts joined; phonetic guides (rPh) are not part of it. */
const enum StringTag { Item, Phonetic, Text }
const STRING_TAGS = ['si', 'rPh', 't'];

export function parseSharedStrings(xml: string, part: string): string[] {
  const strings: string[] = [];
  const reader = new XmlReader(xml, part, STRING_TAGS);
  let item: string | undefined;
  let inText = false;
  let phonetic = 0;
  for (let event = reader.next(); event !== XmlEvent.End; event = reader.next()) {
    if (event === XmlEvent.Open) {
      if (reader.name === StringTag.Item) {
        if (item !== undefined) throw reader.damaged('a string item holds another');
        item = '';
      } else if (reader.name === StringTag.Phonetic) phonetic += 1;
      else if (reader.name === StringTag.Text) inText = item !== undefined && phonetic === 0;
    } else if (event === XmlEvent.Close) {
      if (reader.name === StringTag.Item) {
        strings.push(item ?? '');
        if (strings.length > MAX_SHARED_STRINGS) throw reader.damaged(`it holds more than ${MAX_SHARED_STRINGS} strings`);
        item = undefined;
      } else if (reader.name === StringTag.Phonetic) phonetic -= 1;
      else if (reader.name === StringTag.Text) inText = false;
    } else if (inText) item += cellText(reader);
  }
  return strings;
}

/** What is known of the cell being read. */
interface OpenCell {
  column: number;
  type: string;
  value: string | undefined;
  inline: string | undefined;
  formula: boolean;
}

/** The rows that hold at least one value, in order; more than `maxRows` + 1 (the header) is refused. */
const enum SheetTag { SheetData, Row, Cell, Value, Formula, Inline, Phonetic, Text }
const SHEET_TAGS = ['sheetData', 'row', 'c', 'v', 'f', 'is', 'rPh', 't'];

export function parseSheetRows(xml: string, sharedStrings: readonly string[], maxRows: number, part: string): SheetRow[] {
  const reader = new XmlReader(xml, part, SHEET_TAGS);
  const rows: SheetRow[] = [];
  let inSheetData = false;
  let row: SheetRow | undefined;
  let rowNumbered = false;
  let previousRow = 0;
  let previousColumn = -1;
  // One cell record, reused: two million short-lived objects would keep the garbage collector busy.
  const cell: OpenCell = { column: -1, type: 'n', value: undefined, inline: undefined, formula: false };
  let inCell = false;
  let inValue = false;
  let inInline = false;
  let inText = false;
  let phonetic = 0;

  /** A cell's reference (`AB7`): its zero-based column, after checking its row is the current one. */
  const referencedColumn = (start: number, end: number): number => {
    let index = start;
    let column = 0;
    for (; index < end && index - start < 3; index += 1) {
      const code = reader.charAt(index) & ~0x20; // upper-case
      if (code < 65 || code > 90) break;
      column = column * 26 + (code - 64);
    }
    let number = 0;
    const digits = index;
    for (; index < end && index - digits < 8; index += 1) {
      const code = reader.charAt(index);
      if (code < 48 || code > 57) break;
      number = number * 10 + (code - 48);
    }
    if (column === 0 || index === digits || index !== end || number < 1 || column > MAX_COLUMN_NUMBER) {
      throw reader.damaged(`a cell reference in row ${row!.number} is not a cell`);
    }
    if (!rowNumbered) {
      if (number <= previousRow || number > MAX_ROW_NUMBER) throw reader.damaged(`row ${number} is out of order`);
      row!.number = number;
      rowNumbered = true;
    } else if (number !== row!.number) {
      throw reader.damaged(`a cell of row ${row!.number} names row ${number}`);
    }
    return column - 1;
  };

  for (let event = reader.next(); event !== XmlEvent.End; event = reader.next()) {
    if (event === XmlEvent.Text) {
      if (inValue) cell.value = cell.value ? cell.value + reader.text() : reader.text();
      else if (inText) cell.inline = (cell.inline ?? '') + cellText(reader);
      continue;
    }
    const open = event === XmlEvent.Open;
    const tag = reader.name;
    if (!inSheetData) {
      if (tag === SheetTag.SheetData) inSheetData = open;
      continue;
    }
    if (inCell) {
      if (tag === SheetTag.Cell) {
        if (open) throw reader.damaged(`a cell of row ${row!.number} holds another cell`);
        inCell = false;
        if (cell.column < MAX_COLUMNS) placeCell(row!, cell, sharedStrings, reader);
      } else if (tag === SheetTag.Value) {
        inValue = open;
        if (open) cell.value ??= '';
      } else if (tag === SheetTag.Formula) cell.formula = true;
      else if (tag === SheetTag.Inline) {
        inInline = open;
        if (open) cell.inline ??= '';
      } else if (tag === SheetTag.Phonetic) phonetic += open ? 1 : -1;
      else if (tag === SheetTag.Text) inText = open && inInline && phonetic === 0;
      continue;
    }
    if (tag === SheetTag.Row) {
      if (!open) {
        if (row!.cells.length > 0) {
          rows.push(row!);
          if (rows.length > maxRows + 1) throw new SheetFileError(coded('sheet_too_many_rows', { max: maxRows }));
        }
        previousRow = row!.number;
        row = undefined;
        continue;
      }
      if (row) throw reader.damaged(`row ${row.number} holds another row`);
      const start = reader.attributeStart('r');
      if (start >= 0) {
        const text = xml.slice(start, reader.attributeEnd);
        const number = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
        if (!(number > previousRow && number <= MAX_ROW_NUMBER)) throw reader.damaged(`row "${text.slice(0, 20)}" is out of order or not a row number`);
        row = { number, cells: [] };
        rowNumbered = true;
      } else {
        row = { number: previousRow + 1, cells: [] };
        rowNumbered = false;
      }
      previousColumn = -1;
    } else if (tag === SheetTag.Cell) {
      if (!open) continue; // closed above, while inCell
      if (!row) throw reader.damaged('a cell stands outside any row');
      const start = reader.attributeStart('r');
      const column = start >= 0 ? referencedColumn(start, reader.attributeEnd) : previousColumn + 1;
      if (column <= previousColumn) throw reader.damaged(`the cells of row ${row.number} are out of order or repeated`);
      if (column >= MAX_COLUMN_NUMBER) throw reader.damaged(`row ${row.number} has more than ${MAX_COLUMN_NUMBER} columns`);
      if (!rowNumbered) {
        if (previousRow + 1 > MAX_ROW_NUMBER) throw reader.damaged(`the sheet has more than ${MAX_ROW_NUMBER} rows`);
        rowNumbered = true;
      }
      previousColumn = column;
      cell.column = column;
      cell.type = cellType(reader, row.number);
      cell.value = undefined;
      cell.inline = undefined;
      cell.formula = false;
      inCell = true;
      inValue = false;
      inInline = false;
      inText = false;
      phonetic = 0;
    } else if (tag === SheetTag.SheetData && !open) {
      inSheetData = false;
    }
  }
  return rows;
}

function placeCell(row: SheetRow, cell: OpenCell, sharedStrings: readonly string[], reader: XmlReader): void {
  const value = cellValue(row, cell, sharedStrings, reader);
  if (value === undefined) return;
  while (row.cells.length < cell.column) row.cells.push(undefined);
  row.cells[cell.column] = value;
}

/**
 * Whether a formula's result was saved: a `<v>` holding something. openpyxl and some scripts write an empty `<v/>`
 * for a formula they never calculated, which must not read as an empty cell (an empty id would make a new device).
 * Only a text result (`t="str"`) may be empty: that is how Excel saves a formula that answered "".
 */
const hasSavedResult = (cell: OpenCell) => cell.value !== undefined && (cell.type === 'str' || cell.value.trim() !== '');

function cellValue(row: SheetRow, cell: OpenCell, sharedStrings: readonly string[], reader: XmlReader): CellValue | undefined {
  const nonEmpty = (text: string | undefined) => (text === '' ? undefined : text);
  const damaged = (what: string) => reader.damaged(`a cell of row ${row.number} ${what}`);
  if (cell.type === 'inlineStr' && cell.inline !== undefined) return nonEmpty(cell.inline);
  const raw = cell.value;
  if (cell.formula && !hasSavedResult(cell)) return new CellError('formula', coded('cell_uncalculated'));
  if (raw === undefined) return undefined;
  switch (cell.type) {
    case 's': {
      const index = raw.trim();
      const text = INDEX.test(index) ? sharedStrings[Number(index)] : undefined;
      if (text === undefined) throw damaged('refers to a missing shared string');
      return nonEmpty(text);
    }
    case 'b': {
      const flag = raw.trim();
      if (flag !== '0' && flag !== '1') throw damaged('holds a boolean that is neither 0 nor 1');
      return flag === '1';
    }
    case 'e':
      return new CellError(raw.trim().slice(0, 20));
    case 'str':
    case 'd':
    case 'inlineStr': {
      const text = decodeOoxmlEscapes(raw);
      if (text === undefined) throw damaged('holds text that is not valid Unicode');
      return nonEmpty(text);
    }
    default: {
      const text = raw.trim();
      if (text === '') return undefined;
      const number = NUMBER.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(number)) throw damaged(`holds "${text.slice(0, 20)}" where a number belongs`);
      return number;
    }
  }
}
