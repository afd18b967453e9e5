// Devices: /api/admin/devices list, create, read, update, delete.
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { MAX_DEVICE_PAGE_SIZE } from '../../contract/limits';
import { deviceWrite, type DeviceWrite } from '../../contract/schemas/devices';
import { findDevice } from '../db/repos/deviceRead';
import { insertDevice, updateDevice } from '../db/repos/devices';
import { changedSinceOf } from '../http/changedSince';
import { deleteOne } from '../http/deletes';
import type { AppEnv, ServerDeps } from '../http/env';
import { createOne, getOne, guardedUpdate } from '../http/guarded';
import { jsonBytes, readPaging, searchOf, StreamedPage } from '../http/pagination';
import { recordChecks } from '../http/recordChecks';
import { ROW_BATCH, type DevicePageHead } from '../workers/tasks';

const PATH = '/admin/devices';
/** Listing 100 000 devices takes about a second; a list still running after 30 s is stopped. */
const LIST_BUDGET_MS = 30_000;
const ONE = `${PATH}/:id{[0-9]+}`;

/** Serial id taken, unknown model, unknown event: reported together, as DRF validates every field. */
const checkDevice = recordChecks<DeviceWrite>('devices', {
  unique: [{ field: 'serial_id', error: coded('unique_device_serial') }],
  references: (write) => [
    { field: 'model_type_id', table: 'device_models', id: write.model_type_id },
    { field: 'current_event_id', table: 'events', id: write.current_event_id },
  ],
});

const device = { find: findDevice, schema: deviceWrite, check: checkDevice };

export function deviceRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH, async (context) => {
    // a worker builds the page or the changes (up to the whole fleet), so a large list never holds up other requests
    const since = changedSinceOf(context);
    if (since) return jsonBytes(context, await deps.pool.run('devicesChangedSince', since, { timeoutMs: LIST_BUDGET_MS }));
    const paging = readPaging(context, MAX_DEVICE_PAGE_SIZE);
    // the page is sent as the worker reads it: sending (and compressing) overlap reading
    const page = new StreamedPage();
    let arrived: (head: DevicePageHead) => void;
    const head = new Promise<DevicePageHead>((resolve) => { arrived = resolve; });
    let headSeen = false;
    const run = deps.pool.run('streamDevices', { search: searchOf(context), ...paging }, {
      timeoutMs: LIST_BUDGET_MS,
      onPart: (part) => {
        if (headSeen) page.part(part as Uint8Array);
        else {
          headSeen = true;
          arrived(part as DevicePageHead);
        }
      },
    });
    if (paging.limit <= ROW_BATCH) {
      // a page of a batch or less is read whole before it is answered: a failure on the way (the database gone)
      // answers its error, not a 200 whose body stops short
      await run;
      if (!headSeen) throw new Error('The device list ended before its count.');
      const { count, cursor } = await head;
      const response = page.respond(context, paging, count, { cursor });
      page.end();
      return response;
    }
    run.then(() => page.end(), (error: unknown) => page.fail(error));
    const { count, cursor } = await Promise.race([head, run.then(() => { throw new Error('The device list ended before its count.'); })]);
    return page.respond(context, paging, count, { cursor });
  });

  routes.post(PATH, (context) => createOne(context, deps.writer, { ...device, insert: insertDevice }));
  routes.get(ONE, (context) => getOne(context, deps.db, findDevice));
  routes.put(ONE, (context) => guardedUpdate(context, deps.writer, { ...device, table: 'devices', write: updateDevice }));

  routes.delete(ONE, (context) => deleteOne(context, deps.writer, 'devices'));

  return routes;
}
