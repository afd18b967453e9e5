// Device categories: /api/admin/device-categories.
import { Hono } from 'hono';
import { categoryWrite } from '../../contract/schemas/catalogue';
import { writeTransaction } from '../db/database';
import {
  categoryNameTaken, countModelsInCategory, deleteCategory, findCategory, insertCategory, listCategories, toCategory,
  updateCategory,
} from '../db/repos/deviceCategories';
import { pathId, readBody, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { conflict, fieldError, notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { pageOf, readPaging, searchOf } from '../http/pagination';

const PATH = '/admin/device-categories';
const nameTaken = () => fieldError('name', 'device category with this name already exists.');

export function categoryRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    const paging = readPaging(context);
    const { count, results } = await listCategories(deps.db, { search: searchOf(context), ...paging });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.post(PATH, async (context) => {
    const write = await readBody(context, categoryWrite);
    const row = await writeTransaction(deps.db, async (trx) => {
      if (await categoryNameTaken(trx, write.name)) throw nameTaken();
      return insertCategory(trx, write);
    });
    setEtag(context, row.updated_at);
    return context.json(toCategory(row), 201);
  });

  routes.get(`${PATH}/:id{[0-9]+}`, async (context) => {
    const row = await findCategory(deps.db, pathId(context));
    if (!row) throw notFound();
    setEtag(context, row.updated_at);
    return context.json(toCategory(row));
  });

  // As DRF: an unknown id is a 404 and a stale If-Match a 412 before the body is judged.
  routes.put(`${PATH}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const row = await writeTransaction(deps.db, async (trx) => {
      const stored = await findCategory(trx, id);
      if (!stored) throw notFound();
      checkIfMatch(context, stored.updated_at);
      const write = parseWith(categoryWrite, body);
      if (await categoryNameTaken(trx, write.name, id)) throw nameTaken();
      return updateCategory(trx, id, write);
    });
    setEtag(context, row.updated_at);
    return context.json(toCategory(row));
  });

  routes.delete(`${PATH}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.db, async (trx) => {
      if (!(await findCategory(trx, id))) throw notFound();
      const models = await countModelsInCategory(trx, id);
      if (models > 0) {
        throw conflict(`This category is used by ${models} device model${models === 1 ? '' : 's'}. Move ${models === 1 ? 'it' : 'them'} to another category first.`);
      }
      await deleteCategory(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
