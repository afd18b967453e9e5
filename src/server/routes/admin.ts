import type { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';

/** Every resource that needs an admin token, each a sub-app with paths relative to /api. */
export const adminRouteFactories: Array<(deps: ServerDeps) => Hono<AppEnv>> = [
];
