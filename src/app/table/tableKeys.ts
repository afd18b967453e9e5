// The keys of the table's own commands, as a tooltip shows them beside a button that does the same thing: a row's
// action (Enter opens the row), the pages (] and [). Read from the registry's commands, never written twice.
import { tableCommands } from '../../../commands/table';
import { keysText } from '../keys/keyLabels';

export type KeyedTableAction = 'openRow' | 'nextPage' | 'previousPage';

/** "Enter", "]": the first key of the table command, or null when it has none. */
export function tableKeyText(action: KeyedTableAction): string | null {
  const keys = tableCommands.find((command) => command.id === `table.${action}`)?.keys?.[0];
  return keys ? keysText(keys) : null;
}
