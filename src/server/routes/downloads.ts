// Files fetched through signed links, without a token: a new browser tab sends no Authorization header.
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound } from '../http/errors';
import { linkSigner } from '../http/signedLinks';

/** The signed path of the subscriptions export, as the app receives it (the route is mounted at /downloads). */
export const SUBSCRIPTIONS_DOWNLOAD_PATH = '/downloads/subscriptions.xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function downloadRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  const signer = linkSigner(deps.secret);

  routes.get('/subscriptions.xlsx', async (context) => {
    // A missing, wrong or expired signature looks like no file at all.
    if (!signer.verify(SUBSCRIPTIONS_DOWNLOAD_PATH, context.req.query('expires'), context.req.query('signature'))) {
      throw notFound();
    }
    const workbook = await deps.pool.run('exportSubscriptions', undefined, { timeoutMs: 60_000 });
    return context.body(workbook, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': 'attachment; filename="Subscriptions.xlsx"',
      'Cache-Control': 'no-store',
    });
  });

  return routes;
}
