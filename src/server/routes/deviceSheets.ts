// Devices as a spreadsheet: GET /api/admin/devices/xlsx_export (all), POST /api/admin/devices/xlsx_export { ids }
// (some: an addition to the contract) and POST /api/admin/devices/xlsx_import.
import { Hono } from 'hono';
import { EXPORT_FILE_NAME, XLSX_MAX_BYTES } from '../../contract/limits';
import { exportIds } from '../../contract/schemas/devices';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { coded } from '../../contract/errorCodes';
import { badRequest, fieldError, textsOf } from '../http/errors';
import { readUpload } from '../http/uploads';
import { XLSX_CONTENT_TYPE } from '../sheets/exportDevices';
import { SheetFileError } from '../sheets/sheetFileError';

/** An export of 100 000 devices takes a few seconds; one still running after a minute is stopped. */
const EXPORT_BUDGET_MS = 60_000;

/** Bad rows listed in one answer: enough to fix a sheet, without answering megabytes for a hopeless one. */
const MAX_ROWS_REPORTED = 1000;

const rowsFailed = (count: number) =>
  count > MAX_ROWS_REPORTED ? coded('import_rows_failed_listed', { count, shown: MAX_ROWS_REPORTED }) : coded('import_rows_failed', { count });

export function deviceSheetRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  const exported = (workbook: Uint8Array<ArrayBuffer>) =>
    new Response(workbook, {
      status: 200,
      headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}"`, 'Cache-Control': 'no-store' },
    });

  routes.get('/admin/devices/xlsx_export', async () => exported(await deps.pool.run('exportDevices', undefined, { timeoutMs: EXPORT_BUDGET_MS })));

  routes.post('/admin/devices/xlsx_export', async (context) => {
    const { ids } = await readBody(context, exportIds);
    return exported(await deps.pool.run('exportDevices', ids, { timeoutMs: EXPORT_BUDGET_MS }));
  });

  routes.post('/admin/devices/xlsx_import', async (context) => {
    const upload = await readUpload(context, 'file', XLSX_MAX_BYTES);
    const outcome = await deps.imports.run(upload.bytes).catch((error: unknown) => {
      throw error instanceof SheetFileError ? fieldError('file', error.error) : error;
    });
    if (!outcome.ok) {
      const rows = outcome.rows.slice(0, MAX_ROWS_REPORTED).map(({ row, errors }) => ({ row, errors: textsOf(errors), error_codes: errors }));
      throw badRequest({ file: [rowsFailed(outcome.rows.length)] }, { rows });
    }
    return context.json({ created: outcome.created, updated: outcome.updated });
  });

  return routes;
}
