// Applying what changed in a list since a cursor to the rows held: changed rows replace theirs in place, new ones
// come first (in the server's order), deleted ids go. Rows that did not really change keep their object, so that
// the table and the palette's index see no change where there is none.

/** What changed since a cursor, in the app's row shape. */
export interface ListChanges<Row> {
  rows: readonly Row[];
  deleted: readonly number[];
  cursor: string;
}

export interface AppliedChanges<Row> {
  /** the same array when nothing changed */
  rows: readonly Row[];
  /** ids whose row changed, appeared or went */
  ids: number[];
  /** the new objects of rows whose content differs from what was held (or that are new): changed elsewhere */
  changedElsewhere: Row[];
  /** some rows were left as held because they changed here while the changes were being read */
  keptLocal: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Field by field: the rows are flat API objects (a nested value is compared by its JSON). */
export function sameRow(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && sameValue(left[key], right[key]));
}

/**
 * The rows after `changes`. `keepLocal(id)` names rows changed here while the changes were in flight: they are left
 * as they are (neither replaced nor dropped), since what the answer says of them may be older.
 */
export function applyChanges<Row extends { id: number }>(rows: readonly Row[], changes: Pick<ListChanges<Row>, 'rows' | 'deleted'>, keepLocal: ((id: number) => boolean) | null = null): AppliedChanges<Row> {
  let keptLocal = false;
  const kept = (id: number) => {
    if (!keepLocal?.(id)) return false;
    keptLocal = true;
    return true;
  };
  const deleted = new Set(changes.deleted.filter((id) => !kept(id)));
  const changed = new Map<number, Row>();
  for (const row of changes.rows) if (!deleted.has(row.id) && !kept(row.id)) changed.set(row.id, row);
  if (deleted.size === 0 && changed.size === 0) return { rows, ids: [], changedElsewhere: [], keptLocal };

  const ids: number[] = [];
  const changedElsewhere: Row[] = [];
  const held = new Set<number>();
  let differs = false;
  const updated: Row[] = [];
  for (const row of rows) {
    if (deleted.has(row.id)) {
      ids.push(row.id);
      differs = true;
      continue;
    }
    const next = changed.get(row.id);
    if (next === undefined) {
      updated.push(row);
      continue;
    }
    held.add(row.id);
    if (sameRow(row, next)) {
      updated.push(row);
      continue;
    }
    ids.push(row.id);
    changedElsewhere.push(next);
    updated.push(next);
    differs = true;
  }
  const added = [...changed.values()].filter((row) => !held.has(row.id));
  for (const row of added) {
    ids.push(row.id);
    changedElsewhere.push(row);
  }
  if (!differs && added.length === 0) return { rows, ids: [], changedElsewhere: [], keptLocal };
  return { rows: added.length ? added.concat(updated) : updated, ids, changedElsewhere, keptLocal };
}
