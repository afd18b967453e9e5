// Device categories: /api/admin/device-categories.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { categoryWrite, type CategoryWrite } from '../../contract/schemas/catalogue';
import { type Db, writeTransaction } from '../db/database';
import {
  categoriesChangedSince, categoryNameTaken, countModelsInCategory, deleteCategory, findCategory, insertCategory, listCategories, updateCategory,
} from '../db/repos/deviceCategories';
import { pathId } from '../http/body';
import { changedSinceOf, listChanges, pageWithCursor } from '../http/changedSince';
import type { AppEnv, ServerDeps } from '../http/env';
import { conflict, fieldError } from '../http/errors';
import { createOne, found, getOne, guardedUpdate } from '../http/guarded';
import { pageOf, readPaging, searchOf } from '../http/pagination';

const PATH = '/admin/device-categories';
const ONE = `${PATH}/:id{[0-9]+}`;

async function checkName(trx: Db, write: CategoryWrite, id?: number): Promise<void> {
  if (await categoryNameTaken(trx, write.name, id)) throw fieldError('name', coded('unique_category_name'));
}

const category = { find: findCategory, schema: categoryWrite, check: checkName };

export function categoryRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    const cursor = changedSinceOf(context);
    if (cursor) return context.json(await listChanges(deps.db, 'categories', cursor, categoriesChangedSince));
    const paging = readPaging(context);
    const search = searchOf(context);
    return context.json(await pageWithCursor(deps.db, async () => {
      const { count, results } = await listCategories(deps.db, { search, ...paging });
      return pageOf(context, paging, count, results);
    }));
  });

  routes.post(PATH, (context) => createOne(context, deps.writer, { ...category, insert: insertCategory }));
  routes.get(ONE, (context) => getOne(context, deps.db, findCategory));
  routes.put(ONE, (context) => guardedUpdate(context, deps.writer, { ...category, write: updateCategory }));

  routes.delete(ONE, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.writer, async (trx) => {
      await found(findCategory, trx, id);
      const models = await countModelsInCategory(trx, id);
      if (models > 0) {
        throw conflict(coded('category_in_use', { count: models }));
      }
      await deleteCategory(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
