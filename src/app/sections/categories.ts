// Device categories: a name and a description; the API deletes them one at a time.
import type { DeviceCategory } from '../../contract/entities';
import type { CategoryInput } from '../api/deviceCalls';
import { defineSection } from '../records/section';
import { categories } from '../services/lists';
import { catalogueColumns, catalogueFields } from './catalogue';
import { categoryChanged } from './catalogueSync';

export const categoriesSection = defineSection<'categories', DeviceCategory, CategoryInput>({
  id: 'categories',
  ownMessages: true,
  store: categories,
  calls: (api) => api.categories,
  nameOf: (category) => category.name,
  palette: { searchText: (row) => [row.description], subtitle: (row) => row.description },
  keywords: ['category', 'categoria', 'categoría'],
  messages: { noRow: 'catalogue.unavailable.noRow', someNotDeleted: 'categories.someNotDeleted' },
  table: {
    columns: () => catalogueColumns<DeviceCategory>(),
    visible: ['id', 'name', 'description'],
    sort: { column: 'name', direction: 'asc' },
    searchable: ['name', 'description'],
    toolbar: ['navigation.devices'],
  },
  form: {
    fields: catalogueFields,
    draftOf: (category) => ({ name: category?.name ?? '', description: category?.description ?? '' }),
    inputOf: (draft) => ({ name: (draft.name ?? '').trim(), description: draft.description ?? '' }),
  },
  saved: categoryChanged,
});
