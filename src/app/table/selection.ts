// Selection is a rule, not a copy of rows: which ids are in, or "all that match the filter, except these".
// Counting and resolving targets are derived; selecting all of 100000 rows is O(1).

export type SelectionRule =
  | { mode: 'ids'; ids: ReadonlySet<number> }
  | { mode: 'allMatching'; except: ReadonlySet<number> };

export const EMPTY_SELECTION: SelectionRule = { mode: 'ids', ids: new Set() };

export function isSelected(rule: SelectionRule, id: number): boolean {
  return rule.mode === 'ids' ? rule.ids.has(id) : !rule.except.has(id);
}

/** How many of the matching rows are selected. In `ids` mode, ids outside the filter still count. */
export function selectedCount(rule: SelectionRule, matchingCount: number): number {
  return rule.mode === 'ids' ? rule.ids.size : Math.max(0, matchingCount - rule.except.size);
}

export function toggle(rule: SelectionRule, id: number): SelectionRule {
  const set = new Set(rule.mode === 'ids' ? rule.ids : rule.except);
  if (set.has(id)) set.delete(id);
  else set.add(id);
  return rule.mode === 'ids' ? { mode: 'ids', ids: set } : { mode: 'allMatching', except: set };
}

/** Sets every id of `range` to `selected`, as a Shift range does. */
export function setRange(rule: SelectionRule, range: readonly number[], selected: boolean): SelectionRule {
  if (rule.mode === 'ids') {
    const ids = new Set(rule.ids);
    for (const id of range) {
      if (selected) ids.add(id);
      else ids.delete(id);
    }
    return { mode: 'ids', ids };
  }
  const except = new Set(rule.except);
  for (const id of range) {
    if (selected) except.delete(id);
    else except.add(id);
  }
  return { mode: 'allMatching', except };
}

export const selectAllMatching = (): SelectionRule => ({ mode: 'allMatching', except: new Set() });

/** The selected ids among `matchingIds` (the filtered rows, in order), plus in `ids` mode any hidden by the filter. */
export function resolveSelection(rule: SelectionRule, matchingIds: readonly number[]): number[] {
  if (rule.mode === 'ids') return [...rule.ids];
  return rule.except.size === 0 ? [...matchingIds] : matchingIds.filter((id) => !rule.except.has(id));
}

/** Drops ids that no longer exist (after a delete). */
export function forget(rule: SelectionRule, removed: ReadonlySet<number>): SelectionRule {
  const keep = (set: ReadonlySet<number>) => new Set([...set].filter((id) => !removed.has(id)));
  return rule.mode === 'ids' ? { mode: 'ids', ids: keep(rule.ids) } : { mode: 'allMatching', except: keep(rule.except) };
}
