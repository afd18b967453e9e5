// Every command family, in one registry. Adding a family means adding it here.
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
import { modelCommands } from './models';
import { navigationCommands } from './navigation';
import { createRegistry } from './registry';
import { tableCommands } from './table';

export const registry = createRegistry([...appCommands, ...navigationCommands, ...tableCommands, ...deviceCommands, ...recordCommandList(devicesSection), ...deviceSheetCommands, ...modelCommands, ...categoryCommands, ...eventCommands, ...eventManagerCommands, ...spaceCommands, ...userCommands, ...bookletCommands]);
