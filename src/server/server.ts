import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createFirstAdmin, ensureSecret, isEmptyDatabase } from './bootstrap';
import type { ServerConfig } from './config';
import { openDatabase, openPostgresDatabase } from './db/open';
import type { ServerDeps } from './http/env';
import { openAccess, openPostgresAccess } from './workers/access';
import { purgeExpiredTokens } from './db/repos/tokens';
import { pruneTombstones } from './db/changes';
import { pruneHistory } from './db/repos/history';
import { repeatEvery } from './db/repeatEvery';
import { sweepMedia, sweepMediaEvery } from './http/mediaSweep';
import { ChangeHub } from './http/changeHub';
import { listenForWakeups } from './db/postgres/changeWakeups';
import { isStorageFull, StorageWatch } from './http/storageFull';
import { Health } from './http/health';
import { sql } from 'kysely';

/** Expired tokens are deleted at start-up and then every hour. */
const TOKEN_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Tombstones of the synced lists older than 30 days are pruned at start-up and then every day. */
const TOMBSTONE_PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Uploaded images no record uses are looked for at start-up and then every hour (http/mediaSweep.ts). */
const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Login attempts whose window has passed are deleted every hour (http/loginLimiter.ts). */
const LOGIN_ATTEMPTS_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
import { loadDemoData } from './db/demo/load';
import { settleAfterBulkLoad } from './db/postgres/settle';
import type { Logger } from './http/env';
import { LoginLimiter } from './http/loginLimiter';
import { mediaStoreFor } from './media/pick';
import { DeviceTickets } from './http/deviceTickets';
import { PasswordLanes } from './http/passwordLanes';
import { RefusalHold } from './http/refusalHold';

export interface RunningServer {
  url: string;
  /** every route the app answers, as Hono registered it (method, path pattern): the access matrix test reads it */
  routes: ReadonlyArray<{ method: string; path: string }>;
  /** GET /api/health answers 503 from now on; everything else is served as before (the drain before close()) */
  beginStopping(): void;
  /**
   * Stops accepting connections, ends the change streams (their clients reconnect to another process), lets the
   * requests in flight finish, then stops the background work and releases the database (pool, workers).
   */
  close(): Promise<void>;
}

export interface StartOptions {
  appDir: string;
  log: Logger;
  /** where start-up messages go (the admin password, the listening line) */
  announce: (line: string) => void;
  /** how often unused uploaded images are looked for (default: every hour); tests make it short */
  mediaSweepIntervalMs?: number;
}

/** Opens the database, seeds an empty one, and listens. Resolves once requests are accepted. */
export async function startServer(config: ServerConfig, options: StartOptions): Promise<RunningServer> {
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'kitroom.sqlite');
  const mediaDir = join(config.dataDir, 'media');
  // Start-up work (migrations, the first admin, demo data, the link secret) on a connection of its own, before
  // anything is served; then the server reads and writes through db/access (workers, one write lock).
  const storage = new StorageWatch(config.dataDir, file, options.log);
  // On a full disk the server still starts and serves reads: start-up maintenance that cannot write now (pruning,
  // the media sweep) waits for its next round, which repeats it.
  const unlessFull = (error: unknown) => {
    if (!isStorageFull(error)) throw error;
    storage.refused(error as Error);
  };
  // DATABASE_URL: PostgreSQL, the same server otherwise (db/dialect.ts holds what differs); unset: the SQLite file
  const postgres = config.databaseUrl;
  const startup = postgres === undefined ? await openDatabase(file) : await openPostgresDatabase(postgres);
  if (startup.accountsWithoutEmailKey.length > 0) {
    // said once, when the keys are computed: these accounts were kept, and still log in by their exact address
    options.log({ level: 'warn', message: 'accounts whose e-mail looks like an older account\'s e-mail have no e-mail key', ids: startup.accountsWithoutEmailKey.map((account) => account.id) });
  }
  let secret: string;
  try {
    if (await isEmptyDatabase(startup.db)) {
      const generated = await createFirstAdmin(startup.db, config.adminEmail, config.adminPassword);
      if (generated) options.announce(`Admin account ${config.adminEmail} created with password: ${generated}`);
      if (config.demo !== false) {
        await loadDemoData(startup.db, { devices: config.demoDevices, mediaDir });
        await settleAfterBulkLoad(startup.db);
      }
    } else if (config.demo === true) {
      options.announce('DEMO=1 ignored: the database already holds data.');
    }
    secret = await ensureSecret(startup.db);
    // before anything is served: a cursor that pruning expires is never answered as still good
    await pruneTombstones(startup.db).catch(unlessFull);
    await pruneHistory(startup.db).catch(unlessFull);
    await sweepMedia(startup.db, mediaStoreFor(startup.db, mediaDir)).catch(unlessFull);
  } finally {
    await startup.close();
  }
  const access = postgres === undefined ? await openAccess(file) : await openPostgresAccess(postgres, { poolMax: config.postgresPoolMax });
  // background work on a full disk is one more refused write, logged once with the rest
  const backgroundFailed = (work: string) => (error: unknown) => {
    if (isStorageFull(error)) storage.refused(error as Error);
    else options.log({ level: 'error', message: `${work} failed`, error: error instanceof Error ? error.stack : String(error) });
  };
  const media = mediaStoreFor(access.writer, mediaDir);
  // on PostgreSQL the hub is woken through LISTEN (below) and reads on its own only as a fallback, every second
  const changes = new ChangeHub(access.db, (error) => {
    options.log({ level: 'error', message: 'change stream watcher failed', error: error instanceof Error ? error.stack : String(error) });
  }, { watchMs: postgres === undefined ? 100 : config.postgresChangePollMs });
  const health = new Health({
    database: postgres === undefined ? 'sqlite' : 'postgres',
    ping: () => sql`select 1`.execute(access.db),
    connections: () => access.connections(),
    streams: () => changes.size,
  });
  const deps: ServerDeps = {
    db: access.db,
    writer: access.writer,
    pool: access.pool,
    imports: access.imports,
    media,
    secret,
    log: options.log,
    logins: new LoginLimiter(access.db, access.writer, { client: config.loginClientLimit }),
    // in the order the routes give (loginPriority.ts); refused at once past the answer budget
    passwords: new PasswordLanes(),
    devices: new DeviceTickets(secret),
    refusals: new RefusalHold(),
    trustProxy: config.trustProxy,
    changes,
    storage,
    health,
  };
  const wakeups = postgres === undefined ? undefined : listenForWakeups(postgres, {
    changes: () => deps.changes.wake(),
    tokens: () => void deps.changes.tokensChanged(),
    listening: () => deps.changes.recheck(),
    error: (error) => options.log({ level: 'warn', message: 'change wake-ups: connection lost, listening again', error: error instanceof Error ? error.message : String(error) }),
  });
  const stopPurge = purgeExpiredTokens(access.writer, TOKEN_PURGE_INTERVAL_MS, backgroundFailed('token purge'));
  const stopPruning = repeatEvery(() => pruneTombstones(access.writer), TOMBSTONE_PRUNE_INTERVAL_MS, backgroundFailed('tombstone pruning'));
  // the activity history keeps a year and more (HISTORY_RETENTION_MS), pruned on the tombstones' daily round
  const stopHistoryPruning = repeatEvery(() => pruneHistory(access.writer), TOMBSTONE_PRUNE_INTERVAL_MS, backgroundFailed('history pruning'));
  const stopSweeping = sweepMediaEvery(access.writer, media, options.mediaSweepIntervalMs ?? MEDIA_SWEEP_INTERVAL_MS, backgroundFailed('media sweep'));
  const stopLoginPruning = repeatEvery(() => deps.logins.prune(), LOGIN_ATTEMPTS_PRUNE_INTERVAL_MS, backgroundFailed('login attempts pruning'));
  const app = createApp(deps, {
    appDir: options.appDir, corsOrigins: config.corsOrigins, eventsAdminUrl: config.eventsAdminUrl, counterSiteUrl: config.counterSiteUrl, publicUrl: config.publicUrl,
    recordHistory: config.recordHistory,
  });
  if (!config.recordHistory) options.log({ level: 'warn', message: 'the activity history records nothing (BENCH_WITHOUT_HISTORY=1)' });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    // Bulk delete names its ids in the query (?ids=1&ids=2…): 100000 ids need far more than Node's 16 KB header limit.
    const started = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { maxHeaderSize: 2 * 1024 * 1024 } },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  options.announce(`Kitroom listening on ${url}`);
  return {
    url,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    beginStopping: () => health.stop(),
    async close() {
      health.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // open change streams never end by themselves: end them, so that their connections fall idle
      deps.changes.close();
      await wakeups?.close();
      await untilConnectionsEnd(server, closed);
      await stopPurge();
      await stopPruning();
      await stopHistoryPruning();
      await stopSweeping();
      await stopLoginPruning();
      await access.close();
    },
  };
}

/** How often, while stopping, kept-alive connections whose last request has finished are closed. */
const IDLE_CLOSE_EVERY_MS = 100;

/**
 * Waits for `closed` (every connection ended): a kept-alive connection is closed as soon as its request in flight
 * has been answered, not when the client next speaks or lets it time out.
 */
async function untilConnectionsEnd(server: ReturnType<typeof serve>, closed: Promise<void>): Promise<void> {
  if (!('closeIdleConnections' in server)) return closed;
  server.closeIdleConnections();
  const sweeping = setInterval(() => server.closeIdleConnections(), IDLE_CLOSE_EVERY_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweeping);
  }
}
