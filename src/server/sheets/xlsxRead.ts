// Reads one worksheet of an .xlsx into rows of plain values. The zip is pre-scanned (zipScan.ts) before anything
// is inflated, and only the parts needed are inflated, each capped at its declared size (zipInflate.ts): the
// package and workbook relationships, the workbook, the shared strings and the one worksheet (sheetXml.ts).
import { XLSX_MAX_ENTRIES, XLSX_MAX_EXPANDED_BYTES } from '../../contract/limits';
import { SheetFileError } from './sheetFileError';
import { parseSharedStrings, parseSheetRows, type SheetRow } from './sheetXml';
import { attributeByLocalName, attributesOf } from './xmlText';
import { inflateEntry } from './zipInflate';
import { NOT_XLSX, scanZip, type ZipEntry } from './zipScan';

export interface ReadOptions {
  /** read the sheet with this name (case-insensitive) when there is one, else the first sheet */
  preferredSheet?: string;
  maxRows: number;
}

const missingPart = (name: string) => new SheetFileError(`The file is not a valid .xlsx workbook: it has no ${name}.`);

export async function readSheetRows(bytes: Uint8Array, options: ReadOptions): Promise<SheetRow[]> {
  const entries = new Map<string, ZipEntry>(
    scanZip(bytes, { maxEntries: XLSX_MAX_ENTRIES, maxExpandedBytes: XLSX_MAX_EXPANDED_BYTES }).map((entry) => [entry.name, entry]),
  );
  const readPart = async (name: string) => {
    const entry = entries.get(name);
    return entry ? (await inflateEntry(bytes, entry)).toString('utf8') : undefined;
  };

  const rootRels = await readPart('_rels/.rels');
  const workbookPath = (rootRels && relationshipTargets(rootRels, '', 'officeDocument')[0]) ?? 'xl/workbook.xml';
  const workbook = await readPart(workbookPath);
  if (workbook === undefined) throw new SheetFileError(NOT_XLSX);
  const workbookDir = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const workbookRels = await readPart(`${workbookDir}_rels/${workbookPath.slice(workbookDir.length)}.rels`);
  if (workbookRels === undefined) throw missingPart('workbook relationships');

  const sheetPath = chooseSheet(workbook, workbookRels, workbookDir, options.preferredSheet);
  const sharedStringsPath = relationshipTargets(workbookRels, workbookDir, 'sharedStrings')[0];
  const sharedStringsXml = sharedStringsPath ? await readPart(sharedStringsPath) : undefined;
  const sheetXml = await readPart(sheetPath);
  if (sheetXml === undefined) throw missingPart(`worksheet ${sheetPath}`);
  return parseSheetRows(sheetXml, sharedStringsXml ? parseSharedStrings(sharedStringsXml) : [], options.maxRows);
}

const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship\b([^>]*)>/g;

/** Targets of the relationships whose type ends with `/kind`, resolved to archive paths. */
function relationshipTargets(relsXml: string, baseDir: string, kind: string, id?: string): string[] {
  const targets: string[] = [];
  for (const match of relsXml.matchAll(RELATIONSHIP)) {
    const attributes = attributesOf(match[1]!);
    if (!attributes.Type?.endsWith(`/${kind}`) || !attributes.Target) continue;
    if (id !== undefined && attributes.Id !== id) continue;
    if (attributes.TargetMode === 'External') continue;
    targets.push(resolvePath(baseDir, attributes.Target));
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

const SHEET = /<(?:[\w.-]+:)?sheet\b([^>]*)>/g;

function chooseSheet(workbookXml: string, relsXml: string, workbookDir: string, preferred?: string): string {
  const sheets = [...workbookXml.matchAll(SHEET)].map((match) => attributesOf(match[1]!));
  const wanted = preferred?.toLowerCase();
  const chosen = sheets.find((sheet) => sheet.name?.toLowerCase() === wanted) ?? sheets[0];
  const relationId = chosen && attributeByLocalName(chosen, 'id');
  const path = relationId && relationshipTargets(relsXml, workbookDir, 'worksheet', relationId)[0];
  if (!path) throw new SheetFileError('The workbook has no worksheet to read.');
  return path;
}
