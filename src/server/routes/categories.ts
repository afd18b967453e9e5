import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

export function categoryRoutes(_deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
