// Undoing a bulk change with as few bulk calls as possible: the devices are grouped by the value they had
// before, one call per distinct value. Devices that already hold their previous value need no call.

export type FieldValue = string | number | null;

export interface RestoreGroup<Value extends FieldValue> {
  value: Value;
  ids: number[];
}

export interface ValueChange<Value extends FieldValue> {
  id: number;
  before: Value;
  /** what the device holds now (the server's answer to the change) */
  now: Value;
}

/** One group per distinct previous value, in the order the values first appear; unchanged devices are left out. */
export function groupByPrevious<Value extends FieldValue>(changes: Iterable<ValueChange<Value>>): RestoreGroup<Value>[] {
  const groups = new Map<Value, number[]>();
  for (const { id, before, now } of changes) {
    if (before === now) continue;
    let ids = groups.get(before);
    if (!ids) {
      ids = [];
      groups.set(before, ids);
    }
    ids.push(id);
  }
  return [...groups].map(([value, ids]) => ({ value, ids }));
}
