// The commands the palette lists, as the context at opening makes them (available or why not, boosted when
// recent), their search index, and the recent items: read once, when the palette opens.
import { useMemo, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { Registry } from '../../../commands/registry';
import { buildCommandEntries, type CommandEntry } from './commandEntries';
import type { Translate } from './messages';
import { readRecent, type RecentItem } from './recent';
import { buildSearchIndex, type SearchIndex } from './searchIndex';

export interface PaletteCommands {
  commands: readonly CommandEntry[];
  commandIndex: SearchIndex<CommandEntry>;
  recent: readonly RecentItem[];
}

export function usePaletteCommands(registry: Registry, context: CommandContext, t: Translate): PaletteCommands {
  const [recent] = useState(readRecent);
  const commands = useMemo(
    () => buildCommandEntries(registry, context, t, new Set(recent.flatMap((item) => (item.kind === 'command' ? [item.id] : [])))),
    [registry, context, t, recent],
  );
  const commandIndex = useMemo(() => buildSearchIndex(commands), [commands]);
  return { commands, commandIndex, recent };
}
