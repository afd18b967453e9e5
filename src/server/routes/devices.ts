// Devices: /api/admin/devices list, create, read, update, delete.
import { Hono } from 'hono';
import { MAX_DEVICE_PAGE_SIZE } from '../../contract/limits';
import { deviceWrite, type DeviceWrite } from '../../contract/schemas/devices';
import { type Db, writeTransaction } from '../db/database';
import { idExists } from '../db/ids';
import { findDevice } from '../db/repos/deviceRead';
import { deleteDevice, insertDevice, listDevices, serialTaken, updateDevice } from '../db/repos/devices';
import { pathId, readBody, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { jsonPage, readPaging, searchOf } from '../http/pagination';
import { FieldErrorList, doesNotExist } from '../http/references';

const PATH = '/admin/devices';

/** Serial id taken, unknown model, unknown event: reported together, as DRF validates every field. */
async function checkDevice(trx: Db, write: DeviceWrite, id?: number): Promise<void> {
  const errors = new FieldErrorList();
  if (write.serial_id && (await serialTaken(trx, write.serial_id, id))) {
    errors.add('serial_id', 'device with this serial id already exists.');
  }
  if (typeof write.model_type_id === 'number' && !(await idExists(trx, 'device_models', write.model_type_id))) {
    errors.add('model_type_id', doesNotExist(write.model_type_id));
  }
  if (typeof write.current_event_id === 'number' && !(await idExists(trx, 'events', write.current_event_id))) {
    errors.add('current_event_id', doesNotExist(write.current_event_id));
  }
  errors.throwIfAny();
}

export function deviceRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    const paging = readPaging(context, MAX_DEVICE_PAGE_SIZE);
    const { count, resultsJson } = await listDevices(deps.db, { search: searchOf(context), ...paging });
    return jsonPage(context, paging, count, resultsJson);
  });

  routes.post(PATH, async (context) => {
    const write = await readBody(context, deviceWrite);
    const device = await writeTransaction(deps.db, async (trx) => {
      await checkDevice(trx, write);
      return insertDevice(trx, write);
    });
    setEtag(context, device.updated_at);
    return context.json(device, 201);
  });

  routes.get(`${PATH}/:id{[0-9]+}`, async (context) => {
    const device = await findDevice(deps.db, pathId(context));
    if (!device) throw notFound();
    setEtag(context, device.updated_at);
    return context.json(device);
  });

  // As DRF: an unknown id is a 404 and a stale If-Match a 412 before the body is judged.
  routes.put(`${PATH}/:id{[0-9]+}`, async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const device = await writeTransaction(deps.db, async (trx) => {
      const stored = await findDevice(trx, id);
      if (!stored) throw notFound();
      checkIfMatch(context, stored.updated_at);
      const write = parseWith(deviceWrite, body);
      await checkDevice(trx, write, id);
      return updateDevice(trx, id, write);
    });
    setEtag(context, device.updated_at);
    return context.json(device);
  });

  routes.delete(`${PATH}/:id{[0-9]+}`, async (context) => {
    if (!(await deleteDevice(deps.db, pathId(context)))) throw notFound();
    return context.body(null, 204);
  });

  return routes;
}
