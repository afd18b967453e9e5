// Device models: create, edit, delete one, delete the selection (commands/catalogueRecords.ts), and the bulk
// change of category with its undo.
import type { DeviceModel } from '../src/contract/entities';
import type { ModelInput } from '../src/app/api/deviceCalls';
import { ApiFailure } from '../src/app/api/errors';
import { categories, models } from '../src/app/services/lists';
import { catalogueCommands, cataloguePaths } from './catalogueRecords';
import { modelsChanged } from './catalogueSync';
import type { CommandContext } from './context';
import { defineCommand, type ArgumentOption } from './registry';
import type { Undo } from './context';

export const MODELS_ROUTE = '/devices/models';
export const modelPaths = cataloguePaths(MODELS_ROUTE);
export const CHANGE_CATEGORY_ROUTE = `${MODELS_ROUTE}/change-category`;

/** The categories to choose from, "No category" first (it clears the category). */
export async function categoryOptions(context: CommandContext): Promise<ArgumentOption<number | null>[]> {
  await categories.load();
  if (categories.state.status === 'error') throw new Error(categories.state.error ?? '');
  const none: ArgumentOption<number | null> = { value: null, label: context.app.t('models.noCategory'), keywords: 'none clear nenhuma ninguna' };
  const sorted = [...categories.state.rows].sort((a, b) => a.name.localeCompare(b.name));
  return [none, ...sorted.map((category) => ({ value: category.id, label: category.name, keywords: category.description }))];
}

/** One group per previous category, in the order first met; models already back in it need no call. */
export function restoreGroups(ids: readonly number[], before: ReadonlyMap<number, number | null>, now: (id: number) => DeviceModel | undefined) {
  const groups = new Map<number | null, number[]>();
  for (const id of ids) {
    const current = now(id);
    if (!before.has(id) || !current) continue;
    const previous = before.get(id) ?? null;
    if ((current.category?.id ?? null) === previous) continue;
    groups.set(previous, [...(groups.get(previous) ?? []), id]);
  }
  return [...groups].map(([category, groupIds]) => ({ category, ids: groupIds }));
}

const describe = (error: unknown, context: CommandContext) =>
  error instanceof ApiFailure ? error.message : context.app.t('app.failed', { message: error instanceof Error ? error.message : String(error) });

/** One bulk call; the rows follow the server's answer, and a failure marks them all. */
async function setCategory(context: CommandContext, ids: readonly number[], category: number | null): Promise<void> {
  // only the models table: the undo may run when another table is on screen
  const table = context.app.table()?.id === 'models' ? context.app.table() : null;
  table?.setRowState(ids, { kind: 'loading' });
  try {
    const { results } = await context.app.api.models.changeCategory(ids, category);
    models.replace(results);
    modelsChanged(results);
  } catch (error) {
    table?.setRowState(ids, { kind: 'error', message: describe(error, context) });
    throw error;
  }
  table?.setRowState(ids, null);
}

const changeCategory = defineCommand<{ category: number | null }>({
  id: 'models.changeCategory',
  title: 'command.models.changeCategory',
  titleForSelection: 'command.models.changeCategory.count',
  group: 'models',
  scope: 'models',
  // c is create; t as in caTegory
  keys: ['t'],
  route: CHANGE_CATEGORY_ROUTE,
  keywords: ['category', 'categoria', 'categoría', 'move', 'mover', 'bulk'],
  when: (context) => (context.selectionCount > 0 ? true : { reason: 'command.unavailable.nothingSelected' }),
  args: { category: { title: 'command.models.changeCategory.choose', options: categoryOptions } },
  run: async (context, { category }) => {
    // the spec: nothing happens when no category is chosen (null is a choice: "No category")
    if (category === undefined) return undefined;
    const ids = context.selectedIds();
    if (ids.length === 0) return undefined;
    const before = new Map<number, number | null>();
    for (const id of ids) {
      const model = models.find(id);
      if (model) before.set(id, model.category?.id ?? null);
    }
    await setCategory(context, ids, category);
    const undo: Undo = {
      title: 'undo.action',
      run: async () => {
        for (const group of restoreGroups(ids, before, (id) => models.find(id))) await setCategory(context, group.ids, group.category);
      },
    };
    context.app.notify.success(context.app.t('models.categorySet'), undo);
    return undo;
  },
});

export const modelCommands = [
  ...catalogueCommands<DeviceModel, ModelInput>({
    family: 'models',
    listRoute: MODELS_ROUTE,
    store: models,
    calls: (api) => api.models,
    titles: {
      create: 'command.models.create',
      edit: 'command.models.edit',
      delete: 'command.models.delete',
      deleteSelected: 'command.models.deleteSelected',
      deleteSelectedCount: 'command.models.deleteSelected.count',
    },
    done: {
      created: 'models.created',
      edited: 'models.edited',
      deleted: 'models.deleted',
      deletedMany: 'models.deletedMany',
      someNotDeleted: 'models.someNotDeleted',
    },
    keywords: ['model', 'modelo'],
    saved: (model) => modelsChanged([model]),
  }),
  changeCategory,
];
