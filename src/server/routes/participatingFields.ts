import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

export function participatingFieldRoutes(_deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
