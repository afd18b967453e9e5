// Rows changed by someone else, briefly marked in the table: the mark belongs to the row object the change brought,
// so it goes as soon as the row changes again here, and a row scrolled into view later is marked only while fresh.
import { useEffect, useState } from 'react';

export const ROW_MARK_MS = 4000;

const markedUntil = new WeakMap<object, number>();

/** Marks these rows (the objects now held) as just changed elsewhere. */
export function markChangedElsewhere(rows: readonly object[], now = Date.now()): void {
  for (const row of rows) markedUntil.set(row, now + ROW_MARK_MS);
}

/** Whether the row is marked now; re-renders once when its mark runs out. */
export function useRowMark(row: object): boolean {
  const until = markedUntil.get(row) ?? 0;
  const [, expire] = useState(0);
  const left = until - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => expire((count) => count + 1), left);
    return () => clearTimeout(timer);
  }, [row, left > 0]);
  return left > 0;
}
