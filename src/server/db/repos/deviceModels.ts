import type { DeviceModel } from '../../../contract/entities';
import type { ModelWrite } from '../../../contract/schemas/catalogue';
import { now } from '../clock';
import { changedIdsOf } from '../changes';
import type { Db } from '../database';
import { inIds } from '../ids';
import { SEARCH_INDEXES, idMatches } from '../search';
import type { CatalogueQuery } from './deviceCategories';
import { versioned, type Versioned } from './versioned';

interface ModelRow {
  id: number;
  name: string;
  description: string;
  category_id: number | null;
  category_name: string | null;
}

const toModel = (row: ModelRow): DeviceModel => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
});

/** Models with their category's name joined in. */
function selectModels(db: Db) {
  return db
    .selectFrom('device_models as m')
    .leftJoin('device_categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'm.name', 'm.description', 'm.category_id', 'c.name as category_name', 'm.updated_at']);
}

/** Models by name (case-insensitive, the column's collation), then id. */
export async function listModels(db: Db, query: CatalogueQuery): Promise<{ count: number; results: DeviceModel[] }> {
  let counted = db.selectFrom('device_models as m');
  if (query.search) counted = counted.where(idMatches('m.id', SEARCH_INDEXES.deviceModels, query.search));
  const { count } = await counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  let page = selectModels(db);
  if (query.search) page = page.where(idMatches('m.id', SEARCH_INDEXES.deviceModels, query.search));
  const rows = await page.orderBy('m.name').orderBy('m.id').limit(query.limit).offset(query.offset).execute();
  return { count, results: rows.map(toModel) };
}

/** The models changed since `since` (db/changes.ts), in the list's order. */
export async function modelsChangedSince(db: Db, since: number): Promise<DeviceModel[]> {
  const rows = await selectModels(db).where('m.id', 'in', changedIdsOf('models', since)).orderBy('m.name').orderBy('m.id').execute();
  return rows.map(toModel);
}

export async function findModel(db: Db, id: number): Promise<Versioned<DeviceModel> | undefined> {
  return versioned(await selectModels(db).where('m.id', '=', id).executeTakeFirst(), toModel);
}

/** Whether another model already has this name; the column compares without case (COLLATE NOCASE). */
export async function modelNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('device_models').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Answers the new id. */
export async function insertModel(db: Db, write: ModelWrite): Promise<number> {
  const at = now();
  const { id } = await db
    .insertInto('device_models')
    .values({
      name: write.name,
      description: write.description ?? '',
      category_id: write.category_id ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the fields given; an absent description or category keeps the stored one. */
export async function updateModel(db: Db, id: number, write: ModelWrite): Promise<void> {
  await db
    .updateTable('device_models')
    .set({ name: write.name, description: write.description, category_id: write.category_id, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

export async function countDevicesOfModel(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('model_type_id', '=', id)
    .executeTakeFirstOrThrow();
  return count;
}

export async function deleteModel(db: Db, id: number): Promise<void> {
  await db.deleteFrom('device_models').where('id', '=', id).execute();
}

/** Moves every model in `ids` to the category (null: none) and answers them, by name. */
export async function setModelsCategory(db: Db, ids: readonly number[], categoryId: number | null): Promise<DeviceModel[]> {
  await db.updateTable('device_models').set({ category_id: categoryId, updated_at: now() }).where('id', 'in', inIds(ids)).execute();
  const rows = await selectModels(db).where('m.id', 'in', inIds(ids)).orderBy('m.name').orderBy('m.id').execute();
  return rows.map(toModel);
}
