// Device models: create, edit, delete one, delete the selection (commands/records.ts), and the bulk change of
// category with its undo (src/app/records/bulkChange.ts).
import type { DeviceModel } from '../src/contract/entities';
import { paths } from '../src/app/paths';
import { runBulkChange, setField, type BulkField, type BulkTarget } from '../src/app/records/bulkChange';
import { modelsChanged } from '../src/app/sections/catalogueSync';
import { categories, models } from '../src/app/services/lists';
import type { CommandContext } from './context';
import { defineCommand, type ArgumentOption } from './registry';
import { withTargets } from './targets';

/** The categories to choose from, "No category" first (it clears the category). */
export async function categoryOptions(context: CommandContext): Promise<ArgumentOption<number | null>[]> {
  await categories.load();
  if (categories.state.status === 'error') throw new Error(categories.state.error ?? '');
  const none: ArgumentOption<number | null> = { value: null, label: context.app.t('models.noCategory'), keywords: 'none clear nenhuma ninguna' };
  const sorted = [...categories.state.rows].sort((a, b) => a.name.localeCompare(b.name));
  return [none, ...sorted.map((category) => ({ value: category.id, label: category.name, keywords: category.description }))];
}

const categoryField: BulkField<DeviceModel, number | null> = {
  read: (model) => model.category?.id ?? null,
  write: (api, ids, category) => api.models.changeCategory(ids, category),
};

const catalogue: BulkTarget<DeviceModel> = { tableId: 'models', store: models, changed: modelsChanged };

const changeCategory = defineCommand<{ category: number | null }>({
  id: 'models.changeCategory',
  title: 'command.models.changeCategory',
  titleForSelection: 'command.models.changeCategory.count',
  titleForRow: 'command.models.changeCategory.row',
  buttonLabel: 'button.changeCategory',
  group: 'models',
  scope: 'models',
  // c is create; t as in caTegory
  keys: ['t'],
  route: paths.models.changeCategory,
  keywords: ['category', 'categoria', 'categoría', 'move', 'mover', 'bulk'],
  when: withTargets,
  args: {
    category: {
      title: 'command.models.changeCategory.choose',
      options: categoryOptions,
      valueTitle: { selection: 'command.models.changeCategory.value.selection', row: 'command.models.changeCategory.value.row' },
    },
  },
  // the spec: nothing happens when no category is chosen (null is a choice: "No category")
  run: (context, { category }) =>
    category === undefined ? undefined : runBulkChange(context, catalogue, {
          steps: [setField(categoryField, category)],
          summary: (count) =>
            context.app.t('models.categorySet', {
              count,
              category: category === null ? context.app.t('models.noCategory') : (categories.find(category)?.name ?? `#${category}`),
            }),
        }),
});

export const modelCommands = [changeCategory];
