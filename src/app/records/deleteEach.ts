// Deleting many items through an API that deletes one at a time: a few requests in flight, every outcome kept.
import type { RowState } from '../table/controller';

export interface DeleteFailure {
  id: number;
  name: string;
  message: string;
}

export interface DeleteOutcome {
  /** in the order asked */
  deleted: number[];
  failures: DeleteFailure[];
}

export interface DeleteEachOptions {
  nameOf(id: number): string;
  describe(error: unknown): string;
  /** shows each item's progress on its row */
  mark(ids: readonly number[], state: RowState | null): void;
  /** requests in flight at once */
  concurrency?: number;
}

/** Sends one delete per id; a refusal marks that row with its reason and stops nothing else. */
export async function deleteEach(ids: readonly number[], remove: (id: number) => Promise<void>, options: DeleteEachOptions): Promise<DeleteOutcome> {
  const { nameOf, describe, mark, concurrency = 4 } = options;
  const outcomes = new Map<number, string | null>();
  mark(ids, { kind: 'loading' });
  let next = 0;
  async function worker(): Promise<void> {
    while (next < ids.length) {
      const id = ids[next] as number;
      next += 1;
      try {
        await remove(id);
        outcomes.set(id, null);
        mark([id], null);
      } catch (error) {
        const message = describe(error);
        outcomes.set(id, message);
        mark([id], { kind: 'error', message });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  const deleted: number[] = [];
  const failures: DeleteFailure[] = [];
  for (const id of ids) {
    const message = outcomes.get(id);
    if (message === null) deleted.push(id);
    else failures.push({ id, name: nameOf(id), message: message ?? '' });
  }
  return { deleted, failures };
}
