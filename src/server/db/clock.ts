let last = 0;
let clock: () => number = Date.now;

/** The server's clock in ms: Date.now, unless a test set its own. */
export const nowMs = (): number => clock();

/** Replaces the clock (tests move time forward with it); answers the function that puts Date.now back. */
export function setClock(next: () => number): () => void {
  clock = next;
  return () => {
    clock = Date.now;
  };
}

/**
 * The current time as ISO 8601 UTC. Strictly increasing within the process, so an object's `updated_at`,
 * which is also its ETag, changes on every write even when two writes fall in the same millisecond.
 */
export function now(): string {
  const current = Math.max(clock(), last + 1);
  last = current;
  return new Date(current).toISOString();
}
