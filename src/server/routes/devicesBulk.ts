// The bulk device calls of contract.md. Each checks everything first, then writes, in one transaction.
import { Hono } from 'hono';
import { bulkBase, bulkCurrentEvent, bulkModelType, bulkStatus } from '../../contract/schemas/devices';
import { writeTransaction } from '../db/database';
import { changeDevices, type DeviceChange } from '../db/repos/devicesBulk';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { bulkDelete } from '../http/deletes';
import { jsonBytes } from '../http/pagination';
import { checkBulkIds, type Reference } from '../http/references';

/**
 * Answers `{ "results": [the updated devices] }`, read once the change is written (a task of the read pool: the
 * writer is not held to build the JSON of up to 100 000 devices, and on PostgreSQL it comes through a binary COPY).
 */
async function bulkChange(deps: ServerDeps, ids: readonly number[], change: DeviceChange, references?: readonly Reference[]): Promise<Uint8Array<ArrayBuffer>> {
  const changed = await writeTransaction(deps.writer, async (trx) => {
    const unique = await checkBulkIds(trx, 'devices', ids, references);
    await changeDevices(trx, unique, change);
    return unique;
  });
  return deps.pool.run('devicesByIds', changed, { timeoutMs: ANSWER_BUDGET_MS });
}

/** As long as the list of the whole fleet may take (routes/devices.ts). */
const ANSWER_BUDGET_MS = 30_000;

export function deviceBulkRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.put('/admin/devices/current_event', async (context) => {
    const { ids, current_event_id } = await readBody(context, bulkCurrentEvent);
    const references = [{ field: 'current_event_id', table: 'events', id: current_event_id } as const];
    return jsonBytes(context, await bulkChange(deps, ids, { current_event_id }, references));
  });

  routes.patch('/v1/services/devices-bulk-update-base', async (context) => {
    const { ids, base } = await readBody(context, bulkBase);
    return jsonBytes(context, await bulkChange(deps, ids, { base }));
  });

  routes.put('/admin/devices/model_type', async (context) => {
    const { ids, model_type_id } = await readBody(context, bulkModelType);
    const references = [{ field: 'model_type_id', table: 'device_models', id: model_type_id } as const];
    return jsonBytes(context, await bulkChange(deps, ids, { model_type_id }, references));
  });

  routes.patch('/v1/services/devices-bulk-update-status', async (context) => {
    const { ids, status } = await readBody(context, bulkStatus);
    return jsonBytes(context, await bulkChange(deps, ids, { status }));
  });

  routes.delete('/admin/devices/bulk_delete', (context) => bulkDelete(context, deps.writer, 'devices'));

  return routes;
}
