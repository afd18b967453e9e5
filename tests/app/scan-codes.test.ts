// Scan to select: which codes a pasted list holds, how serials and MAC addresses compare, what is not found.
import { describe, expect, it } from 'vitest';
import { isCodeList, normaliseCode, scanCodes, splitCodes, type ScanSpec } from '../../src/app/table/scanCodes';

interface Row { id: number; serial: string | null; mac: string | null }
const spec: ScanSpec<Row> = { codesOf: (row) => [row.serial, row.mac] };
const rows: Row[] = [
  { id: 1, serial: 'SCN-0001', mac: 'AA:BB:CC:00:00:01' },
  { id: 2, serial: 'scn-0002', mac: null },
  { id: 3, serial: null, mac: 'aa-bb-cc-00-00-03' },
  { id: 4, serial: 'SHARED', mac: null },
  { id: 5, serial: 'shared', mac: 'aabbcc000005' },
];

describe('scan to select', () => {
  it('splits on new lines, commas, semicolons, tabs and spaces', () => {
    expect(splitCodes('A\nB,C;D\tE  F\r\n')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('compares serials apart from case and space, and MAC addresses apart from their separators', () => {
    expect(normaliseCode('  Scn-0001 ')).toBe('scn-0001');
    for (const mac of ['AA:BB:CC:00:00:01', 'aa-bb-cc-00-00-01', 'aabb.cc00.0001', 'AABBCC000001']) expect(normaliseCode(mac)).toBe('aabbcc000001');
    // twelve characters that are not all hex stay as they are
    expect(normaliseCode('GG:BB:CC:00:00:01')).toBe('gg:bb:cc:00:00:01');
  });

  it('selects exactly the rows of the codes, once each, in the order given, and lists the codes not found', () => {
    const result = scanCodes(rows, spec, ['SCN-0002', 'aabbcc000003', 'nope', 'AA-BB-CC-00-00-01', 'scn-0001', 'NOPE', 'also-missing']);
    expect(result).toEqual({ ids: [2, 3, 1], notFound: ['nope', 'also-missing'], codes: 6 });
  });

  it('selects every row that carries a shared code', () => {
    expect(scanCodes(rows, spec, ['Shared']).ids).toEqual([4, 5]);
  });

  it('takes a paste for a list only with two or more codes of which one is known; anything else stays a search', () => {
    expect(isCodeList(rows, spec, 'scn-0001')).toBeNull();
    expect(isCodeList(rows, spec, 'Scanline H5')).toBeNull();
    expect(isCodeList(rows, spec, 'scn-0001\nmissing-1')).toEqual({ ids: [1], notFound: ['missing-1'], codes: 2 });
  });

  it('builds the index of a rows array once: a second scan of the same array reuses it', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, serial: `S-${index}`, mac: null }));
    let reads = 0;
    const counting: ScanSpec<(typeof many)[number]> = { codesOf: (row) => { reads += 1; return [row.serial, row.mac]; } };
    scanCodes(many, counting, ['S-1']);
    scanCodes(many, counting, ['S-2', 'S-3']);
    expect(reads).toBe(1000);
    scanCodes([...many], counting, ['S-1']);
    expect(reads).toBe(2000);
  });
});
