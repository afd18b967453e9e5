// Spaces: create, edit, delete one, delete the selection (commands/records.ts).
import { spacesSection } from '../src/app/sections/spaces';
import { recordCommandList } from './records';

export const spaceCommands = recordCommandList(spacesSection);
