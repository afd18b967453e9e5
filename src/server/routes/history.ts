// The activity history (issue 23; docs/architecture.md, "Additions to the contract"): `GET /api/v2/history` with
// `?record=`, `?user=`, `?operation=`, newest first and cursor-paged; `GET /api/v2/history/{id}` one entry;
// `GET /api/v2/history/{id}/changes` all of an entry's changes, paged. Staff and admins (http/accessRules.ts).
import { Hono } from 'hono';
import type { HistoryChange, HistoryChangesPage, HistoryEntry, HistoryPage } from '../../contract/history';
import {
  HISTORY_CHANGES_MAX_PAGE_SIZE, HISTORY_CHANGES_PAGE_SIZE, HISTORY_ENTRY_CHANGES, HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE,
} from '../../contract/limits';
import type { Db } from '../db/database';
import {
  historyOperation, historyOperations, operationChanges, positionOf, recordChanges, type HistoryFilter, type OperationRow,
} from '../db/repos/history';
import { pathId } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound } from '../http/errors';
import { changePositionOf, historyFilterOf, nextChangesLink, nextEntriesLink, pageSizeOf } from '../http/historyQuery';

function entryOf(row: OperationRow, changes: HistoryChange[]): HistoryEntry {
  return {
    id: row.id,
    at: row.at,
    user: { id: row.user_id, name: row.user_name },
    operation: row.operation,
    record_count: row.record_count,
    changes,
    changes_total: row.change_count,
  };
}

/** Each entry with its changes: the asked record's, or the operation's first few. */
async function entriesOf(db: Db, rows: readonly OperationRow[], record: HistoryFilter['record']): Promise<HistoryEntry[]> {
  if (record) {
    const changes = await recordChanges(db, rows.map((row) => row.id), record);
    return rows.map((row) => entryOf(row, changes.get(row.id) ?? []));
  }
  return Promise.all(rows.map(async (row) => entryOf(row, await operationChanges(db, row.id, HISTORY_ENTRY_CHANGES))));
}

export function historyRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/history', async (context) => {
    const filter = historyFilterOf(context);
    const limit = pageSizeOf(context, HISTORY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE);
    // one more than the page, to know whether there is a next one
    const rows = await historyOperations(deps.db, { ...filter, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const answer: HistoryPage = {
      results: await entriesOf(deps.db, page, filter.record),
      next: rows.length > limit ? nextEntriesLink(context, page.at(-1)!.id) : null,
    };
    return context.json(answer);
  });

  routes.get('/v2/history/:id{[0-9]+}', async (context) => {
    const row = await historyOperation(deps.db, pathId(context));
    if (!row) throw notFound();
    const [entry] = await entriesOf(deps.db, [row], undefined);
    return context.json(entry);
  });

  routes.get('/v2/history/:id{[0-9]+}/changes', async (context) => {
    const id = pathId(context);
    const from = changePositionOf(context);
    const limit = pageSizeOf(context, HISTORY_CHANGES_PAGE_SIZE, HISTORY_CHANGES_MAX_PAGE_SIZE);
    if (!(await historyOperation(deps.db, id))) throw notFound();
    const changes = await operationChanges(deps.db, id, limit + 1, from);
    const results = changes.slice(0, limit);
    const answer: HistoryChangesPage = {
      results,
      next: changes.length > limit ? nextChangesLink(context, positionOf(results.at(-1)!)) : null,
    };
    return context.json(answer);
  });

  return routes;
}
