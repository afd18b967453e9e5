// Rows changed by someone else, briefly marked in the table: the mark belongs to the row object the change brought,
// so it goes as soon as the row changes again here, and a row scrolled into view later is marked only while fresh.
// A mark says who made the change when the live stream told (one object shared by every row of that change: a
// 100 000-row table holds no more than a pointer per marked row, and a row asks nothing to know it).
import { useEffect, useState } from 'react';

export const ROW_MARK_MS = 4000;

/** Who changed the rows: the other people's names, and whether the person changed them too (in another tab). */
export interface RowAuthors {
  names: readonly string[];
  you: boolean;
}

export interface RowMark {
  /** null: not known (a server that does not say, a change made while the stream was away) */
  authors: RowAuthors | null;
}

const marks = new WeakMap<object, RowMark & { until: number }>();

/** Marks these rows (the objects now held) as just changed elsewhere, by `authors` when known. */
export function markChangedElsewhere(rows: readonly object[], authors: RowAuthors | null = null, now = Date.now()): void {
  const mark = { authors, until: now + ROW_MARK_MS };
  for (const row of rows) marks.set(row, mark);
}

/** The row's mark while it lasts, or null; re-renders once when it runs out. */
export function useRowMark(row: object): RowMark | null {
  const mark = marks.get(row);
  const [, expire] = useState(0);
  const left = (mark?.until ?? 0) - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => expire((count) => count + 1), left);
    return () => clearTimeout(timer);
  }, [row, left > 0]);
  return left > 0 ? mark! : null;
}
