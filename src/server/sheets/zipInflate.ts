// Expands one entry that zipScan.ts has already vetted. Declared sizes can lie, so the inflate itself is capped
// at the declared size (zlib stops with an error as soon as its output passes `maxOutputLength`), and the result
// must then match that size and the declared CRC-32 exactly. Expansion thus never exceeds what the pre-scan
// summed and bounded. zlib's async inflate runs on the thread pool, so the event loop stays free meanwhile.
import { crc32, inflateRaw } from 'node:zlib';
import { coded } from '../../contract/errorCodes';
import { SheetFileError } from './sheetFileError';
import type { ZipEntry } from './zipScan';

/** zlib's default of 16 KB makes thousands of round trips to the thread pool for a large sheet. */
const CHUNK_SIZE = 1024 * 1024;

const damaged = (name: string) => new SheetFileError(coded('sheet_damaged', { damage: `part ${name} is damaged` }));

export async function inflateEntry(archive: Uint8Array, entry: ZipEntry): Promise<Buffer> {
  const compressed = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const expanded = entry.method === 0
    ? Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength)
    : await inflateCapped(compressed, entry);
  if (expanded.byteLength !== entry.uncompressedSize || crc32(expanded) !== entry.crc32) throw damaged(entry.name);
  return expanded;
}

function inflateCapped(compressed: Uint8Array, entry: ZipEntry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // One byte of headroom: an entry declaring 0 bytes still needs a positive cap, and the length check after
    // the inflate catches an output of exactly declared + 1.
    const options = { maxOutputLength: entry.uncompressedSize + 1, chunkSize: CHUNK_SIZE };
    inflateRaw(compressed, options, (error, result) => {
      if (error) reject(damaged(entry.name));
      else resolve(result);
    });
  });
}
