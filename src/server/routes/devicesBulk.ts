// The bulk device calls of contract.md. Each checks everything first, then writes, in one transaction.
import { Hono } from 'hono';
import {
  bulkBase, bulkCurrentEvent, bulkDeleteQuery, bulkModelType, bulkStatus,
} from '../../contract/schemas/devices';
import { type Db, writeTransaction } from '../db/database';
import { idExists } from '../db/ids';
import { changeDevices, deleteDevices, missingDeviceIds, type DeviceChange } from '../db/repos/devicesBulk';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { parseWith } from '../http/errors';
import { jsonText } from '../http/pagination';
import { FieldErrorList, doesNotExist, unknownIdsMessage } from '../http/references';

/** A reference the change names (an event, a model) that must exist; null always passes. */
interface Reference { field: string; table: 'events' | 'device_models'; id: number | null }

/** Fails with every problem at once (unknown ids, unknown reference) before anything is written. */
async function checkBulk(trx: Db, ids: readonly number[], reference?: Reference): Promise<void> {
  const errors = new FieldErrorList();
  const unknown = await missingDeviceIds(trx, ids);
  if (unknown.length) errors.add('ids', unknownIdsMessage(unknown));
  if (reference && reference.id !== null && !(await idExists(trx, reference.table, reference.id))) {
    errors.add(reference.field, doesNotExist(reference.id));
  }
  errors.throwIfAny();
}

/** Answers `{ "results": [the updated devices] }` as JSON text. */
function bulkChange(db: Db, ids: readonly number[], change: DeviceChange, reference?: Reference): Promise<string> {
  const unique = [...new Set(ids)];
  return writeTransaction(db, async (trx) => {
    await checkBulk(trx, unique, reference);
    return `{"results":${await changeDevices(trx, unique, change)}}`;
  });
}

export function deviceBulkRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.put('/admin/devices/current_event', async (context) => {
    const { ids, current_event_id } = await readBody(context, bulkCurrentEvent);
    const reference: Reference = { field: 'current_event_id', table: 'events', id: current_event_id };
    return jsonText(context, await bulkChange(deps.db, ids, { current_event_id }, reference));
  });

  routes.patch('/v1/services/devices-bulk-update-base', async (context) => {
    const { ids, base } = await readBody(context, bulkBase);
    return jsonText(context, await bulkChange(deps.db, ids, { base }));
  });

  routes.put('/admin/devices/model_type', async (context) => {
    const { ids, model_type_id } = await readBody(context, bulkModelType);
    const reference: Reference = { field: 'model_type_id', table: 'device_models', id: model_type_id };
    return jsonText(context, await bulkChange(deps.db, ids, { model_type_id }, reference));
  });

  routes.patch('/v1/services/devices-bulk-update-status', async (context) => {
    const { ids, status } = await readBody(context, bulkStatus);
    return jsonText(context, await bulkChange(deps.db, ids, { status }));
  });

  routes.delete('/admin/devices/bulk_delete', async (context) => {
    const { ids } = parseWith(bulkDeleteQuery, { ids: context.req.queries('ids') });
    const unique = [...new Set(ids)];
    await writeTransaction(deps.db, async (trx) => {
      await checkBulk(trx, unique);
      await deleteDevices(trx, unique);
    });
    return context.body(null, 204);
  });

  return routes;
}
