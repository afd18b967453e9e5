// The bulk device calls of contract.md. Each checks everything first, then writes, in one transaction.
import { Hono } from 'hono';
import { bulkBase, bulkCurrentEvent, bulkModelType, bulkStatus } from '../../contract/schemas/devices';
import { type Db, writeTransaction } from '../db/database';
import { changeDevices, type DeviceChange } from '../db/repos/devicesBulk';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { bulkDelete } from '../http/deletes';
import { jsonText } from '../http/pagination';
import { checkBulkIds, type Reference } from '../http/references';

/** Answers `{ "results": [the updated devices] }` as JSON text. */
function bulkChange(db: Db, ids: readonly number[], change: DeviceChange, references?: readonly Reference[]): Promise<string> {
  return writeTransaction(db, async (trx) => {
    const unique = await checkBulkIds(trx, 'devices', ids, references);
    return `{"results":${await changeDevices(trx, unique, change)}}`;
  });
}

export function deviceBulkRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.put('/admin/devices/current_event', async (context) => {
    const { ids, current_event_id } = await readBody(context, bulkCurrentEvent);
    const references = [{ field: 'current_event_id', table: 'events', id: current_event_id } as const];
    return jsonText(context, await bulkChange(deps.writer, ids, { current_event_id }, references));
  });

  routes.patch('/v1/services/devices-bulk-update-base', async (context) => {
    const { ids, base } = await readBody(context, bulkBase);
    return jsonText(context, await bulkChange(deps.writer, ids, { base }));
  });

  routes.put('/admin/devices/model_type', async (context) => {
    const { ids, model_type_id } = await readBody(context, bulkModelType);
    const references = [{ field: 'model_type_id', table: 'device_models', id: model_type_id } as const];
    return jsonText(context, await bulkChange(deps.writer, ids, { model_type_id }, references));
  });

  routes.patch('/v1/services/devices-bulk-update-status', async (context) => {
    const { ids, status } = await readBody(context, bulkStatus);
    return jsonText(context, await bulkChange(deps.writer, ids, { status }));
  });

  routes.delete('/admin/devices/bulk_delete', (context) => bulkDelete(context, deps.writer, 'devices'));

  return routes;
}
