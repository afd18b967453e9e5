// Device models: /api/admin/device-models, and the bulk change of category.
import { Hono } from 'hono';
import { bulkModelCategory, modelWrite, type ModelWrite } from '../../contract/schemas/catalogue';
import { type Db, writeTransaction } from '../db/database';
import { idExists, missingIds } from '../db/ids';
import {
  countDevicesOfModel, deleteModel, findModel, insertModel, listModels, modelNameTaken, setModelsCategory, toModel,
  updateModel,
} from '../db/repos/deviceModels';
import { pathId, readBody, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { conflict, notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { FieldErrorList, doesNotExist, unknownIdsMessage } from '../http/references';

const PATH = '/admin/device-models';

/** Name taken and unknown category, reported together. */
async function checkModel(trx: Db, write: ModelWrite, id?: number): Promise<void> {
  const errors = new FieldErrorList();
  if (await modelNameTaken(trx, write.name, id)) errors.add('name', 'device model with this name already exists.');
  if (typeof write.category_id === 'number' && !(await idExists(trx, 'device_categories', write.category_id))) {
    errors.add('category_id', doesNotExist(write.category_id));
  }
  errors.throwIfAny();
}

export function modelRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    const paging = readPaging(context);
    const { count, results } = await listModels(deps.db, { search: searchOf(context), ...paging });
    return context.json(pageOf(context, paging, count, results));
  });

  routes.post(PATH, async (context) => {
    const write = await readBody(context, modelWrite);
    const row = await writeTransaction(deps.db, async (trx) => {
      await checkModel(trx, write);
      return insertModel(trx, write);
    });
    setEtag(context, row.updated_at);
    return context.json(toModel(row), 201);
  });

  routes.put(`${PATH}/category`, async (context) => {
    const { ids, category_id } = await readBody(context, bulkModelCategory);
    const unique = [...new Set(ids)];
    const results = await writeTransaction(deps.db, async (trx) => {
      const errors = new FieldErrorList();
      const unknown = await missingIds(trx, 'device_models', unique);
      if (unknown.length) errors.add('ids', unknownIdsMessage(unknown));
      if (category_id !== null && !(await idExists(trx, 'device_categories', category_id))) {
        errors.add('category_id', doesNotExist(category_id));
      }
      errors.throwIfAny();
      return setModelsCategory(trx, unique, category_id);
    });
    return context.json({ results });
  });

  routes.get(`${PATH}/:id{[0-9]+}`, async (context) => {
    const row = await findModel(deps.db, pathId(context));
    if (!row) throw notFound();
    setEtag(context, row.updated_at);
    return context.json(toModel(row));
  });

  // As DRF: an unknown id is a 404 and a stale If-Match a 412 before the body is judged.
  routes.put(`${PATH}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const row = await writeTransaction(deps.db, async (trx) => {
      const stored = await findModel(trx, id);
      if (!stored) throw notFound();
      checkIfMatch(context, stored.updated_at);
      const write = parseWith(modelWrite, body);
      await checkModel(trx, write, id);
      return updateModel(trx, id, write);
    });
    setEtag(context, row.updated_at);
    return context.json(toModel(row));
  });

  routes.delete(`${PATH}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.db, async (trx) => {
      if (!(await findModel(trx, id))) throw notFound();
      const devices = await countDevicesOfModel(trx, id);
      if (devices > 0) {
        throw conflict(`This model is used by ${devices} device${devices === 1 ? '' : 's'}. Give ${devices === 1 ? 'it' : 'them'} another model first.`);
      }
      await deleteModel(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
