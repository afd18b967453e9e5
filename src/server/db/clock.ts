let last = 0;

/**
 * The current time as ISO 8601 UTC. Strictly increasing within the process, so an object's `updated_at`,
 * which is also its ETag, changes on every write even when two writes fall in the same millisecond.
 */
export function now(): string {
  const current = Math.max(Date.now(), last + 1);
  last = current;
  return new Date(current).toISOString();
}
