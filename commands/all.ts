// Every command, in one registry: the app's own, the "Go to" ones, the tables', and each declared section's (a
// section missing here does not compile). A simple records section needs only `recordCommandList(itsSection)`.
import { appCommands } from './app';
import { bookletCommands } from './booklets';
import { categoryCommands } from './categories';
import { deviceSheetCommands } from './deviceSheets';
import { eventManagerCommands } from './eventManagers';
import { eventCommands } from './events';
import { spaceCommands } from './spaces';
import { userCommands } from './users';
import { deviceCommands } from './devices';
import { recordCommandList } from './records';
import { devicesSection } from '../src/app/sections/devices';
import type { SectionId } from '../src/app/sections/declared';
import { modelCommands } from './models';
import { navigationCommands } from './navigation';
import { createRegistry, type AnyCommand } from './registry';
import { tableCommands } from './table';

/** Each section's commands, in the registry's order. */
const sectionCommands: Record<SectionId, readonly AnyCommand[]> = {
  devices: [...deviceCommands, ...recordCommandList(devicesSection), ...deviceSheetCommands],
  models: modelCommands,
  categories: categoryCommands,
  events: [...eventCommands, ...eventManagerCommands, ...bookletCommands],
  spaces: spaceCommands,
  users: userCommands,
};

export const registry = createRegistry([...appCommands, ...navigationCommands, ...tableCommands, ...Object.values(sectionCommands).flat()]);
