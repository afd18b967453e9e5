// Scan to select: a list of codes (serials, MAC addresses) pasted or scanned into a table's search selects exactly
// the rows that carry them, and says which were not found. Codes compare apart from case and surrounding space; a
// MAC address compares apart from its separators (AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff, aabb.ccdd.eeff and
// aabbccddeeff are one address). The index of a rows array is built once (one pass) and kept while the array is.

/** The codes a row can be found by (its serial, its MAC address); null or empty ones are skipped. */
export interface ScanSpec<Row> {
  codesOf(row: Row): readonly (string | null | undefined)[];
}

const MAC_SEPARATORS = /[\s:.-]/g;
const HEX12 = /^[0-9a-f]{12}$/;

export function normaliseCode(code: string): string {
  const folded = code.trim().toLowerCase();
  // a MAC address is 12 hex digits, 14 or 17 characters with its separators: anything else is not one
  if (folded.length !== 12 && folded.length !== 14 && folded.length !== 17) return folded;
  const bare = folded.replace(MAC_SEPARATORS, '');
  return HEX12.test(bare) ? bare : folded;
}

/** The codes of a pasted text: one per line, or separated by commas, semicolons, tabs or spaces. */
export function splitCodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter((code) => code !== '');
}

type CodeIndex = Map<string, number[]>;
const indexes = new WeakMap<readonly object[], WeakMap<object, CodeIndex>>();

function indexOf<Row extends { id: number }>(rows: readonly Row[], spec: ScanSpec<Row>): CodeIndex {
  let bySpec = indexes.get(rows);
  if (!bySpec) {
    bySpec = new WeakMap();
    indexes.set(rows, bySpec);
  }
  let index = bySpec.get(spec);
  if (!index) {
    index = new Map();
    for (const row of rows) {
      for (const code of spec.codesOf(row)) {
        if (!code) continue;
        const key = normaliseCode(code);
        const ids = index.get(key);
        if (ids) {
          if (!ids.includes(row.id)) ids.push(row.id);
        } else index.set(key, [row.id]);
      }
    }
    bySpec.set(spec, index);
  }
  return index;
}

export interface ScanResult {
  /** the rows found, once each, in the order their codes came */
  ids: number[];
  /** the codes that found nothing, as typed, once each */
  notFound: string[];
  /** how many distinct codes were given */
  codes: number;
}

export function scanCodes<Row extends { id: number }>(rows: readonly Row[], spec: ScanSpec<Row>, codes: readonly string[]): ScanResult {
  const index = indexOf(rows, spec);
  const ids: number[] = [];
  const seenIds = new Set<number>();
  const notFound: string[] = [];
  const seenCodes = new Set<string>();
  for (const code of codes) {
    const key = normaliseCode(code);
    if (key === '' || seenCodes.has(key)) continue;
    seenCodes.add(key);
    const found = index.get(key);
    if (!found) {
      notFound.push(code.trim());
      continue;
    }
    for (const id of found) {
      if (seenIds.has(id)) continue;
      seenIds.add(id);
      ids.push(id);
    }
  }
  return { ids, notFound, codes: seenCodes.size };
}

/** Whether a pasted text is a list of codes rather than a search: two or more codes, at least one of them known. */
export function isCodeList<Row extends { id: number }>(rows: readonly Row[], spec: ScanSpec<Row>, text: string): ScanResult | null {
  const codes = splitCodes(text);
  if (codes.length < 2) return null;
  const result = scanCodes(rows, spec, codes);
  return result.ids.length > 0 ? result : null;
}
