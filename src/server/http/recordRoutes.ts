// The routes of a records resource, declared once: at `path` its list (paging, `?search=` by words, its order, and
// `?changed_since=` when synced), create, and at `path/<id>` read (ETag), update (If-Match, else 412) and delete;
// `path/bulk_delete?ids=` when asked. Each is one of the shared paths (listRoute, guarded, deletes).
import { Hono } from 'hono';
import type { z } from 'zod';
import { insertRecord, updateRecord, type RecordTable, type RecordTableName, type WrittenColumns } from '../db/repos/recordTable';
import { bulkDelete, deleteOne, type DeleteGuard } from './deletes';
import type { AppEnv, ServerDeps } from './env';
import { createOne, getOne, guardedUpdate } from './guarded';
import { listRoute, recordList } from './listRoute';
import { recordChecks, type RecordRules } from './recordChecks';

export interface RecordResource<N extends RecordTableName, T, S extends z.ZodType> extends RecordRules<z.output<S>> {
  /** under /api, e.g. `/admin/suppliers` */
  path: string;
  records: RecordTable<N, T>;
  /** the body of a create or an update */
  schema: S;
  /** the columns a valid body writes (undefined: the column's default on create, kept on update) */
  columns: (input: z.output<S>) => WrittenColumns<N>;
  /** what refuses a delete (a 409), if anything; `bulk`: also `path/bulk_delete?ids=`, all or nothing */
  deletes?: { guard?: DeleteGuard; bulk?: boolean };
  /** the resource's own routes (a bulk change), mounted before the others */
  own?: (routes: Hono<AppEnv>, deps: ServerDeps) => void;
}

export function recordRoutes<N extends RecordTableName, T, S extends z.ZodType>(resource: RecordResource<N, T, S>) {
  const { path, records, schema, deletes } = resource;
  const one = `${path}/:id{[0-9]+}`;
  const spec = { find: records.find, schema, check: recordChecks(records.table, resource) };
  return (deps: ServerDeps): Hono<AppEnv> => {
    const routes = new Hono<AppEnv>();
    resource.own?.(routes, deps);
    routes.get(path, listRoute(deps.db, recordList(records)));
    routes.post(path, (context) => createOne(context, deps.writer, {
      ...spec, insert: (trx, input) => insertRecord(trx, records.table, resource.columns(input)),
    }));
    routes.get(one, (context) => getOne(context, deps.db, records.find));
    routes.put(one, (context) => guardedUpdate(context, deps.writer, {
      ...spec, table: records.table, write: (trx, id, input) => updateRecord(trx, records.table, id, resource.columns(input)),
    }));
    if (deletes?.bulk) routes.delete(`${path}/bulk_delete`, (context) => bulkDelete(context, deps.writer, records.table, deletes.guard));
    routes.delete(one, (context) => deleteOne(context, deps.writer, records.table, deletes?.guard));
    return routes;
  };
}
