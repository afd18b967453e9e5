// Writes a one-sheet .xlsx: the smallest set of parts Excel, LibreOffice and Google Sheets open.
// Text goes in inline-string cells (`t="inlineStr"`), which a spreadsheet shows as written and never evaluates:
// only a cell with an `<f>` element holds a formula, and this writer has none. Text that looks like a formula also
// gets the quotePrefix style, so that Excel keeps it as text even after someone edits the cell.
// Inline strings, rather than a shared-string table, let the sheet stream out row by row.
import { escapeCellText, escapeXml } from './xmlText';
import { zipParts } from './zipWrite';

export type CellOut = string | number | null;

export interface SheetOut {
  name: string;
  header: readonly string[];
  rows: Iterable<readonly CellOut[]>;
}

const ROWS_PER_CHUNK = 1000;
const FORMULA_LOOKING = /^[=+\-@\t\r]/;
const QUOTE_PREFIX_STYLE = 1;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

export async function writeXlsx(sheet: SheetOut): Promise<Buffer<ArrayBuffer>> {
  const columns = sheet.header.map((_, index) => columnName(index));
  return zipParts([
    { name: '[Content_Types].xml', chunks: [CONTENT_TYPES] },
    { name: '_rels/.rels', chunks: [ROOT_RELS] },
    { name: 'xl/workbook.xml', chunks: [workbook(sheet.name)] },
    { name: 'xl/_rels/workbook.xml.rels', chunks: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', chunks: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', chunks: worksheetChunks(sheet, columns) },
  ]);
}

function* worksheetChunks(sheet: SheetOut, columns: readonly string[]): Generator<string> {
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    + '<sheetFormatPr defaultRowHeight="15"/><sheetData>';
  let chunk = rowXml(1, sheet.header, columns);
  let rowNumber = 1;
  let rowsInChunk = 1;
  for (const row of sheet.rows) {
    rowNumber += 1;
    chunk += rowXml(rowNumber, row, columns);
    rowsInChunk += 1;
    if (rowsInChunk === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      rowsInChunk = 0;
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

function rowXml(rowNumber: number, cells: readonly CellOut[], columns: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  // A cell's reference is written only after a gap: a cell without one is the next column (ECMA-376, 18.3.1.4).
  // Unique references cost 4 MB of 10 in a 100000-device export, and the import takes at most 10 MB.
  let previous = -1;
  for (let index = 0; index < cells.length; index += 1) {
    const value = cells[index];
    const reference = index === previous + 1 ? '' : ` r="${columns[index] ?? columnName(index)}${rowNumber}"`;
    if (typeof value === 'number' && Number.isFinite(value)) {
      xml += `<c${reference}><v>${value}</v></c>`;
    } else if (typeof value === 'string' && value !== '') {
      const style = FORMULA_LOOKING.test(value) ? ` s="${QUOTE_PREFIX_STYLE}"` : '';
      const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
      xml += `<c${reference}${style} t="inlineStr"><is><t${space}>${escapeCellText(value)}</t></is></c>`;
    } else {
      continue; // null, '' and non-finite numbers leave the cell out: an empty cell
    }
    previous = index;
  }
  return `${xml}</row>`;
}

/** A, B, ..., Z, AA, AB, ... for a zero-based column index. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function workbook(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>`
    + `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '</Types>';

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

// Style 0 is the default; style 1 (QUOTE_PREFIX_STYLE) is the same with quotePrefix, Excel's "text, as typed".
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">`
  + '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
  + '</styleSheet>';
