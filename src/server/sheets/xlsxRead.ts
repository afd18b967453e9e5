// Reads one worksheet of an .xlsx into rows of plain values. The zip is pre-scanned (zipScan.ts) before anything
// is inflated, and only the parts needed are inflated, each capped at its declared size (zipInflate.ts): the
// package and workbook relationships, the workbook, the shared strings and the one worksheet (sheetXml.ts).
import { XLSX_MAX_ENTRIES, XLSX_MAX_EXPANDED_BYTES } from '../../contract/limits';
import { coded } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';
import { parseSharedStrings, parseSheetRows, type SheetRow } from './sheetXml';
import { decodePart } from './xmlCharacters';
import { XmlEvent, XmlReader } from './xmlReader';
import { inflateEntry } from './zipInflate';
import { scanZip, type ZipEntry } from './zipScan';

export interface ReadOptions {
  /** read the sheet with this name (case-insensitive) when there is one, else the first sheet */
  preferredSheet?: string;
  maxRows: number;
}

const missingPart = (name: string) => new SheetFileError(coded('sheet_damaged', { damage: `it has no ${name}` }));

export async function readSheetRows(bytes: Uint8Array, options: ReadOptions): Promise<SheetRow[]> {
  const entries = new Map<string, ZipEntry>(
    scanZip(bytes, { maxEntries: XLSX_MAX_ENTRIES, maxExpandedBytes: XLSX_MAX_EXPANDED_BYTES }).map((entry) => [entry.name, entry]),
  );
  const readPart = async (name: string) => {
    const entry = entries.get(name);
    return entry ? decodePart(await inflateEntry(bytes, entry), name) : undefined;
  };

  const rootRels = await readPart('_rels/.rels');
  const workbookPath = (rootRels && relationshipTargets(rootRels, '_rels/.rels', '', 'officeDocument')[0]) ?? 'xl/workbook.xml';
  const workbook = await readPart(workbookPath);
  if (workbook === undefined) throw new SheetFileError(coded('sheet_not_xlsx'));
  const workbookDir = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const workbookRelsPath = `${workbookDir}_rels/${workbookPath.slice(workbookDir.length)}.rels`;
  const workbookRels = await readPart(workbookRelsPath);
  if (workbookRels === undefined) throw missingPart('workbook relationships');

  const sheetPath = chooseSheet(workbook, workbookPath, workbookRels, workbookRelsPath, workbookDir, options.preferredSheet);
  const sharedStringsPath = relationshipTargets(workbookRels, workbookRelsPath, workbookDir, 'sharedStrings')[0];
  const sharedStringsXml = sharedStringsPath ? await readPart(sharedStringsPath) : undefined;
  const sheetXml = await readPart(sheetPath);
  if (sheetXml === undefined) throw missingPart(`worksheet ${sheetPath}`);
  const sharedStrings = sharedStringsXml === undefined ? [] : parseSharedStrings(sharedStringsXml, sharedStringsPath!);
  return parseSheetRows(sheetXml, sharedStrings, options.maxRows, sheetPath);
}

/** The attributes of every element named `localName` (any prefix), read with the strict XML reader. */
function elementsNamed(xml: string, part: string, localName: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  const reader = new XmlReader(xml, part);
  for (let event = reader.next(); event !== XmlEvent.End; event = reader.next()) {
    if (event === XmlEvent.Open && reader.is(localName)) found.push(reader.allAttributes());
  }
  return found;
}

/** An attribute by local name, whatever its namespace prefix (`r:id`, `id`). */
function byLocalName(attributes: ReadonlyMap<string, string>, localName: string): string | undefined {
  for (const [name, value] of attributes) {
    if (name === localName || name.endsWith(`:${localName}`)) return value;
  }
  return undefined;
}

/** Targets of the relationships whose type ends with `/kind`, resolved to archive paths. */
function relationshipTargets(relsXml: string, part: string, baseDir: string, kind: string, id?: string): string[] {
  const targets: string[] = [];
  for (const attributes of elementsNamed(relsXml, part, 'Relationship')) {
    const target = attributes.get('Target');
    if (!attributes.get('Type')?.endsWith(`/${kind}`) || !target) continue;
    if (id !== undefined && attributes.get('Id') !== id) continue;
    if (attributes.get('TargetMode') === 'External') continue;
    targets.push(resolvePath(baseDir, target));
  }
  return targets;
}

function resolvePath(baseDir: string, target: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : baseDir + target;
  const parts: string[] = [];
  for (const part of joined.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function chooseSheet(workbookXml: string, workbookPart: string, relsXml: string, relsPart: string, workbookDir: string, preferred?: string): string {
  const sheets = elementsNamed(workbookXml, workbookPart, 'sheet');
  const wanted = preferred?.toLowerCase();
  const chosen = sheets.find((sheet) => sheet.get('name')?.toLowerCase() === wanted) ?? sheets[0];
  const relationId = chosen && byLocalName(chosen, 'id');
  const path = relationId && relationshipTargets(relsXml, relsPart, workbookDir, 'worksheet', relationId)[0];
  if (!path) throw new SheetFileError(coded('sheet_no_worksheet'));
  return path;
}
