// What a `changes` message of the live stream says, read defensively: the lists that changed, and who changed them
// (`by`, per list; a server older than it, or a member of another shape, names nobody).
import type { ChangedBy, ChangePerson } from '../../contract/changeStream';

const isPerson = (value: unknown): value is ChangePerson =>
  typeof value === 'object' && value !== null && Number.isSafeInteger((value as ChangePerson).id) && typeof (value as ChangePerson).name === 'string';

function readBy(value: unknown): ChangedBy {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const by: Record<string, ChangePerson[]> = {};
  for (const [list, people] of Object.entries(value)) {
    if (Array.isArray(people)) by[list] = people.filter(isPerson).map(({ id, name }) => ({ id, name }));
  }
  return by;
}

export function readChanges(data: string): { lists: string[]; by: ChangedBy } {
  try {
    const parsed = JSON.parse(data) as { lists?: unknown; by?: unknown } | null;
    const lists = Array.isArray(parsed?.lists) ? parsed.lists.filter((name): name is string => typeof name === 'string') : [];
    return { lists, by: readBy(parsed?.by) };
  } catch {
    return { lists: [], by: {} };
  }
}
