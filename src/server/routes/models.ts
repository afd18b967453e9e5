// Device models: /api/admin/device-models, and the bulk change of category.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { bulkModelCategory, modelWrite, type ModelWrite } from '../../contract/schemas/catalogue';
import { type Db, writeTransaction } from '../db/database';
import {
  countDevicesOfModel, deleteModel, findModel, insertModel, listModels, modelNameTaken, modelsChangedSince, setModelsCategory, updateModel,
} from '../db/repos/deviceModels';
import { pathId, readBody } from '../http/body';
import { changedSinceOf, listChanges, pageWithCursor } from '../http/changedSince';
import type { AppEnv, ServerDeps } from '../http/env';
import { conflict } from '../http/errors';
import { createOne, found, getOne, guardedUpdate } from '../http/guarded';
import { pageOf, readPaging, searchOf } from '../http/pagination';
import { FieldErrorList, addUnknownReferences, checkBulkIds } from '../http/references';

const PATH = '/admin/device-models';
const ONE = `${PATH}/:id{[0-9]+}`;

/** Name taken and unknown category, reported together. */
async function checkModel(trx: Db, write: ModelWrite, id?: number): Promise<void> {
  const errors = new FieldErrorList();
  if (await modelNameTaken(trx, write.name, id)) errors.add('name', coded('unique_model_name'));
  await addUnknownReferences(trx, errors, [{ field: 'category_id', table: 'device_categories', id: write.category_id }]);
  errors.throwIfAny();
}

const model = { find: findModel, schema: modelWrite, check: checkModel };

export function modelRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    const cursor = changedSinceOf(context);
    if (cursor) return context.json(await listChanges(deps.db, 'models', cursor, modelsChangedSince));
    const paging = readPaging(context);
    const search = searchOf(context);
    return context.json(await pageWithCursor(deps.db, async () => {
      const { count, results } = await listModels(deps.db, { search, ...paging });
      return pageOf(context, paging, count, results);
    }));
  });

  routes.post(PATH, (context) => createOne(context, deps.writer, { ...model, insert: insertModel }));

  routes.put(`${PATH}/category`, async (context) => {
    const { ids, category_id } = await readBody(context, bulkModelCategory);
    const results = await writeTransaction(deps.writer, async (trx) => {
      const unique = await checkBulkIds(trx, 'device_models', ids, [{ field: 'category_id', table: 'device_categories', id: category_id }]);
      return setModelsCategory(trx, unique, category_id);
    });
    return context.json({ results });
  });

  routes.get(ONE, (context) => getOne(context, deps.db, findModel));
  routes.put(ONE, (context) => guardedUpdate(context, deps.writer, { ...model, write: updateModel }));

  routes.delete(ONE, async (context) => {
    const id = pathId(context);
    await writeTransaction(deps.writer, async (trx) => {
      await found(findModel, trx, id);
      const devices = await countDevicesOfModel(trx, id);
      if (devices > 0) {
        throw conflict(coded('model_in_use', { count: devices }));
      }
      await deleteModel(trx, id);
    });
    return context.body(null, 204);
  });

  return routes;
}
