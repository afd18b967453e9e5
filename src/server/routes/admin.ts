import type { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../http/env';
import { RESOURCES } from '../resources/registry';
import { bookletRoutes } from './booklets';
import { changeRoutes } from './changes';
import { deviceRoutes } from './devices';
import { deviceBulkRoutes } from './devicesBulk';
import { deviceSheetRoutes } from './deviceSheets';
import { eventImageRoutes } from './eventImages';
import { eventManagerRoutes } from './eventManagers';
import { eventRoutes } from './events';
import { eventSettingsRoutes } from './eventSettings';
import { historyRoutes } from './history';
import { modelRoutes } from './models';
import { participatingFieldRoutes } from './participatingFields';
import { spaceRoutes } from './spaces';
import { subscriptionRoutes } from './subscriptions';
import { userRoutes } from './users';

/**
 * Every resource of the back office (who may call each route: http/accessRules.ts), each a sub-app with paths relative to /api: the declared resources
 * (resources/all.ts) first, then the others. Path ids are declared as `:id{[0-9]+}`, so a fixed segment such as
 * `/admin/devices/xlsx_export` never reads as an id.
 */
export const adminRouteFactories: Array<(deps: ServerDeps) => Hono<AppEnv>> = [
  ...RESOURCES.map((resource) => resource.routes),
  modelRoutes,
  deviceBulkRoutes,
  deviceSheetRoutes,
  deviceRoutes,
  eventRoutes,
  eventSettingsRoutes,
  eventManagerRoutes,
  eventImageRoutes,
  participatingFieldRoutes,
  bookletRoutes,
  spaceRoutes,
  userRoutes,
  subscriptionRoutes,
  changeRoutes,
  historyRoutes,
];
