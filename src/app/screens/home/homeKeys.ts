// The keys a person types from Home to run a command: its own keys where they act on Home (Ctrl+K, ?), else the
// `g` keys of its section and then its own ("g e c": go to the events, create one). Read from the registry only.
import { registry } from '../../../../commands/all';
import { keysActiveIn, type AnyCommand } from '../../../../commands/registry';
import type { CommandContext } from '../../../../commands/context';
import { SECTION_IDS, type SectionId } from '../../sections/declared';

const isSection = (scope: string): scope is SectionId => (SECTION_IDS as readonly string[]).includes(scope);

/** The `g` keys that go to a section ("g e"), from its navigation command. */
export const goKeysOf = (section: SectionId): string | undefined => registry.get(`navigation.${section}`)?.keys?.[0];

/** What to type from `context` (Home) to run `command`, or undefined when no key runs it. */
export function keysFromHere(command: AnyCommand, context: CommandContext): string | undefined {
  const own = command.keys?.[0];
  if (own === undefined || keysActiveIn(command, context)) return own;
  const go = isSection(command.scope) ? goKeysOf(command.scope) : undefined;
  return go === undefined ? undefined : `${go} ${own}`;
}
