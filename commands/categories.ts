// Device categories: create, edit, delete one, delete the selection (commands/catalogueRecords.ts).
import type { DeviceCategory } from '../src/contract/entities';
import type { CategoryInput } from '../src/app/api/deviceCalls';
import { categories } from '../src/app/services/lists';
import { catalogueCommands, cataloguePaths } from './catalogueRecords';
import { categoryChanged } from './catalogueSync';

export const CATEGORIES_ROUTE = '/devices/categories';
export const categoryPaths = cataloguePaths(CATEGORIES_ROUTE);

export const categoryCommands = catalogueCommands<DeviceCategory, CategoryInput>({
  family: 'categories',
  listRoute: CATEGORIES_ROUTE,
  store: categories,
  calls: (api) => api.categories,
  titles: {
    create: 'command.categories.create',
    edit: 'command.categories.edit',
    delete: 'command.categories.delete',
    deleteSelected: 'command.categories.deleteSelected',
    deleteSelectedCount: 'command.categories.deleteSelected.count',
  },
  done: {
    created: 'categories.created',
    edited: 'categories.edited',
    deleted: 'categories.deleted',
    deletedMany: 'categories.deletedMany',
    someNotDeleted: 'categories.someNotDeleted',
  },
  keywords: ['category', 'categoria', 'categoría'],
  saved: categoryChanged,
});
