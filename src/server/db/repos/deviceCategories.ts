import type { DeviceCategory } from '../../../contract/entities';
import type { CategoryWrite } from '../../../contract/schemas/catalogue';
import { now } from '../clock';
import { changedIdsOf } from '../changes';
import type { Db } from '../database';
import { SEARCH_INDEXES, idMatches } from '../search';
import { versioned, type Versioned } from './versioned';

const columns = ['id', 'name', 'description', 'updated_at'] as const;

/** The API object alone, without the row's other columns. */
const toCategory = ({ id, name, description }: DeviceCategory): DeviceCategory => ({ id, name, description });

export interface CatalogueQuery { search?: string | undefined; limit: number; offset: number }

/** Categories by name (case-insensitive, the column's collation), then id; `search` matches the name. */
export async function listCategories(db: Db, query: CatalogueQuery): Promise<{ count: number; results: DeviceCategory[] }> {
  let base = db.selectFrom('device_categories');
  if (query.search) base = base.where(idMatches('id', SEARCH_INDEXES.deviceCategories, query.search));
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.select(columns).orderBy('name').orderBy('id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toCategory) };
}

/** The categories changed since `since` (db/changes.ts), in the list's order. */
export async function categoriesChangedSince(db: Db, since: number): Promise<DeviceCategory[]> {
  const rows = await db.selectFrom('device_categories').select(columns).where('id', 'in', changedIdsOf('categories', since))
    .orderBy('name').orderBy('id').execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: number): Promise<Versioned<DeviceCategory> | undefined> {
  return versioned(await db.selectFrom('device_categories').select(columns).where('id', '=', id).executeTakeFirst(), toCategory);
}

/** Whether another category already has this name; the column compares without case (COLLATE NOCASE). */
export async function categoryNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('device_categories').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Answers the new id. */
export async function insertCategory(db: Db, write: CategoryWrite): Promise<number> {
  const at = now();
  const { id } = await db
    .insertInto('device_categories')
    .values({ name: write.name, description: write.description ?? '', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the fields given; an absent description keeps the stored one. */
export async function updateCategory(db: Db, id: number, write: CategoryWrite): Promise<void> {
  await db
    .updateTable('device_categories')
    .set({ name: write.name, description: write.description, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

export async function countModelsInCategory(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('device_models')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return count;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('device_categories').where('id', '=', id).execute();
}
