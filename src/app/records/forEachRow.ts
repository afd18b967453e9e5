// Work on many rows through an API that takes one at a time (deleting categories, setting an event's live
// interactions): a few requests in flight, each row showing its progress, every outcome kept.
import type { RowState } from '../table/controller';

export interface RowFailure {
  id: number;
  name: string;
  message: string;
}

export interface RowOutcome {
  /** the rows the work succeeded on, in the order asked */
  done: number[];
  failures: RowFailure[];
}

export interface ForEachRowOptions {
  nameOf(id: number): string;
  describe(error: unknown): string;
  /** shows each row's progress on it */
  mark(ids: readonly number[], state: RowState | null): void;
  /** requests in flight at once */
  concurrency?: number;
  /** after each row, however it went */
  progressed?(finished: number, total: number): void;
}

/** Runs `work` once per id; a failure marks that row with its reason and stops nothing else. */
export async function forEachRow(ids: readonly number[], work: (id: number) => Promise<void>, options: ForEachRowOptions): Promise<RowOutcome> {
  const { nameOf, describe, mark, concurrency = 4, progressed } = options;
  const outcomes = new Map<number, string | null>();
  mark(ids, { kind: 'loading' });
  let next = 0;
  async function worker(): Promise<void> {
    while (next < ids.length) {
      const id = ids[next] as number;
      next += 1;
      try {
        await work(id);
        outcomes.set(id, null);
        mark([id], null);
      } catch (error) {
        const message = describe(error);
        outcomes.set(id, message);
        mark([id], { kind: 'error', message });
      }
      progressed?.(outcomes.size, ids.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  const done: number[] = [];
  const failures: RowFailure[] = [];
  for (const id of ids) {
    const message = outcomes.get(id);
    if (message === null) done.push(id);
    else failures.push({ id, name: nameOf(id), message: message ?? '' });
  }
  return { done, failures };
}
