// Reads a zip archive's central directory without expanding anything, so that an upload is refused before a
// single byte is inflated: not a zip, too many entries, too large once expanded, ZIP64, encrypted, or entries
// whose local headers contradict the directory or overlap (the tricks zip bombs are made of).
// Layout: PKWARE APPNOTE.TXT, sections 4.3.6 (local header), 4.3.12 (central header), 4.3.16 (end record).
import { coded } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';

export interface ZipLimits {
  maxEntries: number;
  maxExpandedBytes: number;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  /** as the central directory declares it; zipInflate.ts holds the expansion to this */
  uncompressedSize: number;
  /** where the entry's compressed bytes start, just after its local header */
  dataOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const ZIP64_LOCATOR_SIZE = 20;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_STRONG_ENCRYPTION = 0x0040;

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const damaged = (damage: string) => new SheetFileError(coded('sheet_damaged', { damage }));
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The archive's entries as its central directory lists them, after checking every limit and header. */
export function scanZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  if (OLE_SIGNATURE.every((byte, index) => bytes[index] === byte)) throw new SheetFileError(coded('sheet_old_xls'));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const diskNumber = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entriesOnDisk = view.getUint16(end + 8, true);
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);

  // ZIP64 marks its fields as all ones; an .xlsx small enough to upload never needs it, so it is refused.
  const zip64Locator = end >= ZIP64_LOCATOR_SIZE && view.getUint32(end - ZIP64_LOCATOR_SIZE, true) === ZIP64_LOCATOR_SIGNATURE;
  if (zip64Locator || entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw damaged('it uses ZIP64 extensions, which a workbook of this size never needs');
  }
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw damaged('it is split over several disks');
  if (entryCount > limits.maxEntries) {
    throw damaged(`it holds ${entryCount} parts, more than the ${limits.maxEntries} allowed`);
  }
  if (directoryOffset + directorySize > end) throw damaged('its central directory is out of bounds');

  const entries = readCentralDirectory(view, directoryOffset, directoryOffset + directorySize, entryCount, limits);
  checkNoOverlap(entries, directoryOffset);
  return entries.map(({ localOffset: _localOffset, ...entry }) => entry);
}

/** The end-of-central-directory record: the last signature whose comment fits in what follows it. */
function findEndRecord(view: DataView): number {
  const last = view.byteLength - END_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === END_SIGNATURE && at + END_SIZE + view.getUint16(at + 20, true) <= view.byteLength) {
      return at;
    }
  }
  throw new SheetFileError(coded('sheet_not_xlsx'));
}

interface ScannedEntry extends ZipEntry {
  localOffset: number;
}

function readCentralDirectory(view: DataView, start: number, end: number, count: number, limits: ZipLimits): ScannedEntry[] {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const entries: ScannedEntry[] = [];
  const names = new Set<string>();
  let expanded = 0;
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_SIZE > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw damaged('its central directory is broken');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc32 = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > end) throw damaged('its central directory is broken');
    const name = decoder.decode(new Uint8Array(view.buffer, view.byteOffset + at + CENTRAL_SIZE, nameLength));

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw damaged('it is encrypted');
    if (method !== 0 && method !== 8) throw damaged(`part ${name} uses an unsupported compression method`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      throw damaged('it uses ZIP64 extensions, which a workbook of this size never needs');
    }
    if (method === 0 && compressedSize !== uncompressedSize) throw damaged(`part ${name} has inconsistent sizes`);
    if (names.has(name)) throw damaged(`part ${name} appears twice`);
    names.add(name);
    expanded += uncompressedSize;
    if (expanded > limits.maxExpandedBytes) {
      throw new SheetFileError(coded('sheet_expands_too_much', { megabytes: megabytes(limits.maxExpandedBytes) }));
    }

    const dataOffset = checkLocalHeader(view, { name, method, crc32, compressedSize, uncompressedSize, localOffset }, start);
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, dataOffset, localOffset });
    at = next;
  }
  return entries;
}

/** The local header must agree with the directory, so that what is inflated is what was counted. */
function checkLocalHeader(view: DataView, entry: Omit<ScannedEntry, 'dataOffset'>, directoryStart: number): number {
  const at = entry.localOffset;
  if (at + LOCAL_SIZE > directoryStart || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw damaged(`part ${entry.name} has no local header`);
  }
  const flags = view.getUint16(at + 6, true);
  const method = view.getUint16(at + 8, true);
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  if (method !== entry.method) throw damaged(`part ${entry.name} has contradictory headers`);
  // With a data descriptor the local sizes may be zero; the directory's are then the ones that count.
  if (!(flags & FLAG_DATA_DESCRIPTOR)) {
    const sameSizes = view.getUint32(at + 18, true) === entry.compressedSize && view.getUint32(at + 22, true) === entry.uncompressedSize;
    if (!sameSizes || view.getUint32(at + 14, true) !== entry.crc32) throw damaged(`part ${entry.name} has contradictory headers`);
  }
  const dataOffset = at + LOCAL_SIZE + nameLength + extraLength;
  if (dataOffset + entry.compressedSize > directoryStart) throw damaged(`part ${entry.name} is out of bounds`);
  return dataOffset;
}

/** Entries sharing compressed bytes let a small file declare little and expand to a lot: refuse them. */
function checkNoOverlap(entries: readonly ScannedEntry[], directoryStart: number): void {
  const ordered = [...entries].sort((first, second) => first.localOffset - second.localOffset);
  for (let index = 0; index < ordered.length; index += 1) {
    const entry = ordered[index]!;
    const nextStart = ordered[index + 1]?.localOffset ?? directoryStart;
    if (entry.dataOffset + entry.compressedSize > nextStart) throw damaged(`part ${entry.name} overlaps another part`);
  }
}
