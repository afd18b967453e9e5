// Device categories: /api/admin/device-categories. Their table, search index and change list are older than
// resources (migrations 001, 002 and 003; the table type in db/schema.ts).
import type { DeviceCategory } from '../../contract/entities';
import { coded } from '../../contract/errorCodes';
import { categoryWrite } from '../../contract/schemas/catalogue';
import type { Db } from '../db/database';
import { SEARCH_INDEXES } from '../db/search';
import { conflict } from '../http/errors';
import { recordResource } from './resource';

async function countModelsInCategory(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('device_models')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return count;
}

/** Categories by name (case-insensitive, the column's collation), then id; `search` matches the name. */
export const categories = recordResource({
  migrations: {},
  table: 'device_categories',
  select: (db) => db.selectFrom('device_categories').select(['id', 'name', 'description', 'updated_at']),
  toApi: ({ id, name, description }): DeviceCategory => ({ id, name, description }),
  order: [['name', 'asc'], ['id', 'asc']],
  search: SEARCH_INDEXES.deviceCategories,
  synced: 'categories',
  path: '/admin/device-categories',
  schema: categoryWrite,
  columns: ({ name, description }) => ({ name, description }),
  unique: [{ field: 'name', error: coded('unique_category_name') }],
  deletes: {
    async guard(trx, id) {
      const models = await countModelsInCategory(trx, id);
      if (models > 0) throw conflict(coded('category_in_use', { count: models }));
    },
  },
});
