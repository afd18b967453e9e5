// Every command, in one registry: the app's own, the "Go to" ones, the tables', and each declared section's: the
// records kit's (commands/records.ts) from its description and any of its own, deletions last.
import { appCommands } from './app';
import { bookletCommands } from './booklets';
import { deviceSheetCommands } from './deviceSheets';
import { eventManagerCommands } from './eventManagers';
import { eventCommands } from './events';
import { historyPageCommands } from './historyPages';
import { spaceCommands } from './spaces';
import { userCommands } from './users';
import { deviceCommands } from './devices';
import { isDeletion, recordCommandList } from './records';
import { SECTION_DESCRIPTIONS } from '../src/app/sections/all';
import { SECTION_IDS, type SectionId } from '../src/app/sections/declared';
import { modelCommands } from './models';
import { navigationCommands } from './navigation';
import { createRegistry, type AnyCommand } from './registry';
import { tableCommands } from './table';
import { recordStepCommands } from './recordSteps';
import { viewCommands } from './views';
import { historyCommandsOf } from './history';

/** The commands a section has beyond its records kit's. */
const OWN_COMMANDS: Partial<Record<SectionId, readonly AnyCommand[]>> = {
  devices: [...deviceCommands, ...deviceSheetCommands],
  models: modelCommands,
  events: [...eventCommands, ...eventManagerCommands, ...bookletCommands],
  spaces: spaceCommands,
  users: userCommands,
  views: viewCommands,
};

/** A section's commands: its records kit's create and edit, its own, its history's, then the deletions (listed last). */
export function commandsOfSection(id: SectionId): readonly AnyCommand[] {
  const kit = recordCommandList(SECTION_DESCRIPTIONS[id]);
  return [...kit.filter((command) => !isDeletion(command.id)), ...(OWN_COMMANDS[id] ?? []), ...historyCommandsOf(id), ...kit.filter((command) => isDeletion(command.id))];
}

export const registry = createRegistry([...appCommands, ...navigationCommands, ...historyPageCommands, ...tableCommands, ...recordStepCommands, ...SECTION_IDS.flatMap(commandsOfSection)]);
