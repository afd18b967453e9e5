import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

export function spaceRoutes(_deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
