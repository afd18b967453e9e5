// Device models: a name, a description and an optional category; the API deletes them one at a time. The bulk
// change of category is in commands/models.ts.
import type { DeviceModel } from '../../contract/entities';
import type { ModelInput } from '../api/deviceCalls';
import { defineSection } from '../records/section';
import { categories, models } from '../services/lists';
import { catalogueColumns, catalogueFields } from './catalogue';
import { modelsChanged } from './catalogueSync';

export const modelsSection = defineSection<'models', DeviceModel, ModelInput>({
  id: 'models',
  ownMessages: true,
  store: models,
  calls: (api) => api.models,
  nameOf: (model) => model.name,
  palette: { searchText: (row) => [row.category?.name], subtitle: (row) => row.category?.name ?? '' },
  keywords: ['model', 'modelo'],
  messages: { noRow: 'catalogue.unavailable.noRow', someNotDeleted: 'models.someNotDeleted' },
  table: {
    columns: () => [
      ...catalogueColumns<DeviceModel>(),
      { id: 'category', title: 'models.column.category', value: (row) => row.category?.name ?? null, width: 180 },
    ],
    visible: ['id', 'name', 'description', 'category'],
    sort: { column: 'name', direction: 'asc' },
    searchable: ['name', 'description', 'category'],
    toolbar: ['navigation.devices'],
    selectionBar: { label: 'models.bulkActions', commands: ['models.changeCategory', 'models.deleteSelected'] },
  },
  form: {
    fields: [
      ...catalogueFields,
      {
        name: 'category_id',
        label: 'models.field.category',
        kind: 'list',
        serverNames: ['category'],
        list: { store: categories, label: (category: { name: string }) => category.name, none: 'models.noCategory', failed: 'catalogue.categoriesFailed' },
      },
    ],
    draftOf: (model) => ({ name: model?.name ?? '', description: model?.description ?? '', category_id: model?.category ? String(model.category.id) : '' }),
    inputOf: (draft) => ({
      name: (draft.name ?? '').trim(),
      description: draft.description ?? '',
      category_id: draft.category_id ? Number(draft.category_id) : null,
    }),
  },
  saved: (model) => modelsChanged([model]),
});
