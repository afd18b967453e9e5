import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import type { AppEnv, ServerDeps } from '../http/env';
import { detailBody } from '../http/errors';

/**
 * GET /api/health, without a token (http/accessRules.ts): 200 while the database answers, 503 with the coded error
 * beside the same counts otherwise, and from the moment the process starts stopping.
 */
export function healthRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/health', async (context) => {
    const report = await deps.health.report();
    if (report.status === 'ok') return context.json(report, 200);
    const refusal = detailBody(coded(report.status === 'stopping' ? 'server_stopping' : 'database_unreachable'));
    return context.json({ ...refusal, ...report }, 503);
  });
  return routes;
}
