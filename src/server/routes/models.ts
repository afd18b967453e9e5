// Device models: /api/admin/device-models, and the bulk change of category.
import { coded } from '../../contract/errorCodes';
import { bulkModelCategory, modelWrite } from '../../contract/schemas/catalogue';
import { writeTransaction } from '../db/database';
import { countDevicesOfModel, models, setModelsCategory } from '../db/repos/deviceModels';
import { readBody } from '../http/body';
import { conflict } from '../http/errors';
import { recordRoutes } from '../http/recordRoutes';
import { checkBulkIds } from '../http/references';

export const modelRoutes = recordRoutes({
  path: '/admin/device-models',
  records: models,
  schema: modelWrite,
  columns: ({ name, description, category_id }) => ({ name, description, category_id }),
  unique: [{ field: 'name', error: coded('unique_model_name') }],
  references: (input) => [{ field: 'category_id', table: 'device_categories', id: input.category_id }],
  deletes: {
    async guard(trx, id) {
      const devices = await countDevicesOfModel(trx, id);
      if (devices > 0) throw conflict(coded('model_in_use', { count: devices }));
    },
  },
  own(routes, deps) {
    routes.put('/admin/device-models/category', async (context) => {
      const { ids, category_id } = await readBody(context, bulkModelCategory);
      const results = await writeTransaction(deps.writer, async (trx) => {
        const unique = await checkBulkIds(trx, 'device_models', ids, [{ field: 'category_id', table: 'device_categories', id: category_id }]);
        return setModelsCategory(trx, unique, category_id);
      });
      return context.json({ results });
    });
  },
});
