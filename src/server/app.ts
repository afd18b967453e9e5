import { Hono } from 'hono';
import { coded } from '../contract/errorCodes';
import { XLSX_MAX_BYTES } from '../contract/limits';
import { accessControl } from './http/auth';
import type { AppEnv, ServerDeps } from './http/env';
import { compression } from './http/compression';
import { detailBody, errorResponse } from './http/errors';
import { uploadLimitOf } from './http/imageUpload';
import { noStore, securityHeaders } from './http/headers';
import { recordOperations } from './http/operations';
import { mediaRoutes } from './http/media';
import { publicUrlOf } from './http/publicUrl';
import { requestLog } from './http/requestLog';
import { staticRoutes } from './http/static';
import { storageRecovery } from './http/storageFull';
import { bodyCap } from './http/uploads';
import { adminRouteFactories } from './routes/admin';
import { accountRoutes, authRoutes } from './routes/auth';
import { downloadRoutes } from './routes/downloads';
import { healthRoutes } from './routes/health';

export interface AppOptions {
  /** the built app (dist/app); index.html is served for history-mode routes */
  appDir: string;
  corsOrigins?: readonly string[];
  /** EVENTS_ADMIN_URL, written into index.html's `kitroom-events-admin-url` meta */
  eventsAdminUrl?: string | undefined;
  /** COUNTER_SITE_URL, written into index.html's `kitroom-counter-site-url` meta */
  counterSiteUrl?: string | undefined;
  /** PUBLIC_URL: links handed out are absolute under it; unset, root-relative */
  publicUrl?: string;
  /** false: the activity history records nothing (the bench's baseline only); default true */
  recordHistory?: boolean;
}

/** The whole HTTP surface, without a port: tests and main.ts build the same thing. */
export function createApp(deps: ServerDeps, options: AppOptions) {
  // strict: false makes every path answer with and without a trailing slash.
  const app = new Hono<AppEnv>({ strict: false });
  app.onError((error, context) => errorResponse(context, error, deps.log, deps.storage));
  app.use('*', requestLog(deps.log));
  app.use('*', compression());
  app.use('*', securityHeaders(options.corsOrigins ?? []));
  app.use('*', publicUrlOf(options.publicUrl));
  app.use('*', storageRecovery(deps.storage));
  app.use('/api/*', noStore);
  app.use('/accounts/*', noStore);
  // multipart bodies: images at their 5 MB, the one other upload (a spreadsheet import) at its 10 MB
  app.use('/api/*', bodyCap(uploadLimitOf(XLSX_MAX_BYTES)));
  app.use('/accounts/*', bodyCap(() => 0));
  // who may call what, for every route: the one table of http/accessRules.ts
  app.use('*', accessControl(deps));
  // each write route runs as its operation, by the token's person: its write transactions record themselves
  app.use('*', recordOperations(options.recordHistory !== false));

  app.route('/api', healthRoutes(deps));
  app.route('/api', authRoutes(deps));
  const admin = new Hono<AppEnv>({ strict: false });
  for (const factory of adminRouteFactories) admin.route('/', factory(deps));
  admin.all('*', (context) => context.json(detailBody(coded('not_found')), 404));
  app.route('/api', admin);
  app.route('/accounts', accountRoutes(deps));
  app.route('/media', mediaRoutes(deps));
  app.route('/downloads', downloadRoutes(deps));
  app.route('/', staticRoutes(options.appDir, { eventsAdminUrl: options.eventsAdminUrl, counterSiteUrl: options.counterSiteUrl }));
  return app;
}
