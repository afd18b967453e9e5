import type { DeviceModel } from '../../../contract/entities';
import { nextVersionSql } from '../clock';
import type { Db } from '../database';
import { inIds } from '../ids';
import { SEARCH_INDEXES } from '../search';
import { recordTable } from './recordTable';

/** Models by name (case-insensitive, the column's collation), then id, with their category's name joined in. */
export const models = recordTable({
  table: 'device_models',
  select: (db) => db
    .selectFrom('device_models as m')
    .leftJoin('device_categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'm.name', 'm.description', 'm.category_id', 'c.name as category_name', 'm.updated_at']),
  id: 'm.id',
  toApi: (row): DeviceModel => ({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
  }),
  order: [['m.name', 'asc'], ['m.id', 'asc']],
  search: SEARCH_INDEXES.deviceModels,
  synced: 'models',
});

export async function countDevicesOfModel(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('model_type_id', '=', id)
    .executeTakeFirstOrThrow();
  return count;
}

/** Moves every model in `ids` to the category (null: none) and answers them, by name. */
export async function setModelsCategory(db: Db, ids: readonly number[], categoryId: number | null): Promise<DeviceModel[]> {
  await db.updateTable('device_models').set({ category_id: categoryId, updated_at: nextVersionSql() }).where('id', 'in', inIds(ids)).execute();
  return models.byIds(db, ids);
}
