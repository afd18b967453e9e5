/** An API object with the `updated_at` that makes its ETag: the shape every repository `find` of one object answers. */
export interface Versioned<T> { object: T; updatedAt: string }

/** The row as its API object with its version; no row stays undefined, so a `find` can answer this directly. */
export function versioned<R extends { updated_at: string }, T>(row: R | undefined, toObject: (row: R) => T): Versioned<T> | undefined {
  return row && { object: toObject(row), updatedAt: row.updated_at };
}
