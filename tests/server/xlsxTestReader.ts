// An independent reader for the tests: fflate to unzip and plain patterns over the sheet XML, so our exports
// are checked by code that shares nothing with the server's reader. (read-excel-file cannot be used: it needs
// the optional cell reference on every cell.)
import { strFromU8, unzipSync } from 'fflate';

export type ReadCell = string | number | null;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  return [...letters].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** Every row of the first sheet, as wide as the widest, cells in their columns, empty cells null. */
export function readFirstSheet(bytes: Uint8Array): ReadCell[][] {
  const parts = unzipSync(bytes);
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const shared = parts['xl/sharedStrings.xml']
    ? [...strFromU8(parts['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => decode((match[1] ?? '').replace(/<[^>]+>/g, '')))
    : [];
  const rows: ReadCell[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: ReadCell[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1] ?? '';
      const body = cellMatch[2] ?? '';
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const column = reference ? columnIndex(reference) : next;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const text = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: ReadCell = null;
      if (type === 'inlineStr') value = decode((/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '').replace(/<[^>]+>/g, ''));
      else if (type === 's') value = shared[Number(text)] ?? null;
      else if (type === 'str') value = text === undefined ? null : decode(text);
      else if (text !== undefined) value = Number(text);
      while (row.length < column) row.push(null);
      row[column] = value;
      next = column + 1;
    }
    rows.push(row);
  }
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) => [...row, ...Array<ReadCell>(width - row.length).fill(null)]);
}
