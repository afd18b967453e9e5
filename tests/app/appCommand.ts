// A command of the app's registry by its id; a test naming one the registry lacks fails there, saying which.
import { registry } from '../../commands/all';
import type { AnyCommand } from '../../commands/registry';

export function command(id: string): AnyCommand {
  const found = registry.get(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}
