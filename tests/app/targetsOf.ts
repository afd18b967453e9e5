// The command context's targets for contexts built by hand (commands run without a table on screen): the
// selection, or with nothing selected the row under the cursor, as a table's controller answers them.
import type { Targets } from '../../commands/context';

export function targetsOf(selected: readonly number[], focusedId: number | null, name: string | null = null): () => Targets {
  if (selected.length > 0) return () => ({ ids: [...selected], source: 'selection', name: null, hidden: 0, hiddenBy: 'search' });
  if (focusedId !== null) return () => ({ ids: [focusedId], source: 'cursor', name: name ?? `#${focusedId}`, hidden: 0, hiddenBy: 'search' });
  return () => ({ ids: [], source: 'none', name: null, hidden: 0, hiddenBy: 'search' });
}
