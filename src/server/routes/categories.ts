// Device categories: /api/admin/device-categories.
import { coded } from '../../contract/errorCodes';
import { categoryWrite } from '../../contract/schemas/catalogue';
import { categories, countModelsInCategory } from '../db/repos/deviceCategories';
import { conflict } from '../http/errors';
import { recordRoutes } from '../http/recordRoutes';

export const categoryRoutes = recordRoutes({
  path: '/admin/device-categories',
  records: categories,
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
