import type { DeviceCategory } from '../../../contract/entities';
import type { Db } from '../database';
import { SEARCH_INDEXES } from '../search';
import { recordTable } from './recordTable';

/** Categories by name (case-insensitive, the column's collation), then id; `search` matches the name. */
export const categories = recordTable({
  table: 'device_categories',
  select: (db) => db.selectFrom('device_categories').select(['id', 'name', 'description', 'updated_at']),
  toApi: ({ id, name, description }): DeviceCategory => ({ id, name, description }),
  order: [['name', 'asc'], ['id', 'asc']],
  search: SEARCH_INDEXES.deviceCategories,
  synced: 'categories',
});

export async function countModelsInCategory(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('device_models')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return count;
}
