// Deleting rows named by id: one by its path id, or many by `?ids=` (the devices' bulk_delete shape), all or nothing.
import type { Context } from 'hono';
import { bulkDeleteQuery } from '../../contract/schemas/bulk';
import { writeTransaction, type Db } from '../db/database';
import { deleteIds, deleteRow, idExists, type TableWithId } from '../db/ids';
import { pathId } from './body';
import { notFound, parseWith } from './errors';
import { checkBulkIds } from './references';

/** Refuses to delete a row that is still in use, by throwing (a 409 naming what uses it); runs once the row is known to exist. */
export type DeleteGuard = (trx: Db, id: number) => Promise<void>;

/** DELETE of one row: in one write transaction, 404 → guard → delete; 204. */
export async function deleteOne(context: Context, writer: Db, table: TableWithId, guard?: DeleteGuard): Promise<Response> {
  const id = pathId(context);
  await writeTransaction(writer, async (trx) => {
    if (guard) {
      if (!(await idExists(trx, table, id))) throw notFound();
      await guard(trx, id);
    }
    if (!(await deleteRow(trx, table, id))) throw notFound();
  });
  return context.body(null, 204);
}

/**
 * DELETE of `?ids=1&ids=2` (or `?ids=1,2`): in one write transaction, every id checked (checkBulkIds: unknown ids
 * are one 400), each row guarded, then all deleted in one statement; 204. Nothing is deleted unless all can be.
 */
export async function bulkDelete(context: Context, writer: Db, table: TableWithId, guard?: DeleteGuard): Promise<Response> {
  const { ids } = parseWith(bulkDeleteQuery, { ids: context.req.queries('ids') });
  await writeTransaction(writer, async (trx) => {
    const unique = await checkBulkIds(trx, table, ids);
    if (guard) for (const id of unique) await guard(trx, id);
    await deleteIds(trx, table, unique);
  });
  return context.body(null, 204);
}
