// The command context's targets for contexts built by hand (commands run without a table on screen): the
// selection, or with nothing selected the row under the cursor, as a table's controller answers them.
import type { Targets } from '../../commands/context';
import { NOTHING_HIDDEN } from '../../src/app/table/hiddenTargets';

export function targetsOf(selected: readonly number[], focusedId: number | null, name: string | null = null): () => Targets {
  if (selected.length > 0) return () => ({ ids: [...selected], source: 'selection', name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN });
  if (focusedId !== null) return () => ({ ids: [focusedId], source: 'cursor', name: name ?? `#${focusedId}`, hidden: 0, hiddenBy: NOTHING_HIDDEN });
  return () => ({ ids: [], source: 'none', name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN });
}
