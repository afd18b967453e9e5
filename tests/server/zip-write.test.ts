// The export's zip writer, read back by the import's own zip reader (which refuses local headers that contradict
// the central directory) and checked field by field against the layout both headers share.
import { describe, expect, it } from 'vitest';
import { inflateEntry } from '../../src/server/sheets/zipInflate';
import { scanZip } from '../../src/server/sheets/zipScan';
import { zipParts } from '../../src/server/sheets/zipWrite';

const PARTS = [
  { name: '[Content_Types].xml', chunks: ['<Types>', 'x'.repeat(50_000), '</Types>'] },
  { name: 'xl/naïve.xml', chunks: ['héllo ', 'wörld'] },
  { name: 'empty.xml', chunks: [] },
];
const LIMITS = { maxEntries: 10, maxExpandedBytes: 1_000_000 };

/** Where each part's local header and central header start, by walking the archive as written. */
function headerOffsets(zip: Buffer): { local: number; central: number }[] {
  const directoryStart = zip.readUInt32LE(zip.length - 22 + 16);
  const offsets: { local: number; central: number }[] = [];
  for (let central = directoryStart; central < zip.length - 22; central += 46 + zip.readUInt16LE(central + 28)) {
    offsets.push({ local: zip.readUInt32LE(central + 42), central });
  }
  return offsets;
}

describe('zipParts', () => {
  it('writes an archive the import reads back, every part whole', async () => {
    const zip = await zipParts(PARTS);
    const entries = scanZip(zip, LIMITS);
    expect(entries.map((entry) => entry.name)).toEqual(PARTS.map((part) => part.name));
    for (const [index, entry] of entries.entries()) {
      expect((await inflateEntry(zip, entry)).toString('utf8')).toBe(PARTS[index]!.chunks.join(''));
    }
  });

  it('gives each local header the same version, flags, method, time, date, CRC, sizes and name length as its central one', async () => {
    const zip = await zipParts(PARTS, new Date(2026, 10, 25, 10, 30, 16));
    const offsets = headerOffsets(zip);
    expect(offsets).toHaveLength(PARTS.length);
    for (const { local, central } of offsets) {
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      expect(zip.readUInt32LE(central)).toBe(0x02014b50);
      expect(zip.subarray(local + 4, local + 26).equals(zip.subarray(central + 6, central + 28))).toBe(true);
      expect(zip.readUInt16LE(local + 4)).toBe(20);
      expect(zip.readUInt16LE(local + 6)).toBe(0x0800);
      expect(zip.readUInt16LE(local + 8)).toBe(8);
      expect(zip.readUInt16LE(local + 10)).toBe((10 << 11) | (30 << 5) | 8);
      expect(zip.readUInt16LE(local + 12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 25);
      expect(zip.readUInt16LE(local + 28)).toBe(0);
    }
  });
});
