// Device categories: create, edit, delete one, delete the selection (commands/records.ts).
import { categoriesSection } from '../src/app/sections/categories';
import { recordCommandList } from './records';

export const categoryCommands = recordCommandList(categoriesSection);
