import { resolve } from 'node:path';
import { LOGIN_CLIENT_MAX_FAILURES } from '../contract/limits';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  adminEmail: string;
  /** undefined: make a random one and print it once */
  adminPassword: string | undefined;
  /** undefined: load demo data only into an empty database */
  demo: boolean | undefined;
  demoDevices: number;
  corsOrigins: string[];
  log: boolean;
  /** the external events admin page, `{slug}` and `{id}` filled by the app; undefined: no such link */
  eventsAdminUrl: string | undefined;
  /** COUNTER_SITE_URL: a space's visitor-counter site, {slug} and {id} filled by the app */
  counterSiteUrl: string | undefined;
  /** TRUST_PROXY=1: behind a reverse proxy, the client is the last X-Forwarded-For address */
  trustProxy: boolean;
  /** LOGIN_CLIENT_LIMIT: failed logins one client address may make in 15 minutes, whatever the e-mails */
  loginClientLimit: number;
  /** PUBLIC_URL without a trailing slash: links handed out are absolute under it; undefined: root-relative */
  publicUrl: string | undefined;
  /**
   * false only under BENCH_WITHOUT_HISTORY=1, which the bench sets to measure what the activity history costs;
   * never for a server people use (it records nothing then, and says so at start-up)
   */
  recordHistory: boolean;
  /** DATABASE_URL: the PostgreSQL database to run on (postgres:// or postgresql://); undefined: SQLite in DATA_DIR */
  databaseUrl: string | undefined;
  /** PG_POOL_MAX: connections this process may hold to PostgreSQL */
  postgresPoolMax: number;
  /**
   * CHANGE_POLL_MS: on PostgreSQL, how often an open change stream's process reads the counters without being woken
   * (the fallback of LISTEN/NOTIFY; default 1000). SQLite reads every 100 ms, always.
   */
  postgresChangePollMs: number;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the process keeps serving while GET /api/health answers 503, so that
   * a balancer takes it out before it stops accepting connections (0: stop accepting at once; a second SIGTERM ends it)
   */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: from SIGTERM (the drain included), the process exits by then whatever is still running (exit code 1) */
  shutdownTimeoutMs: number;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return parsed;
}

/**
 * A link template to another site (EVENTS_ADMIN_URL, COUNTER_SITE_URL): optional; when set, an absolute http(s)
 * URL naming the row by `{slug}` or `{id}`. It is checked with sample values in the placeholders, so
 * `https://{slug}.admin.example.com/` is fine too.
 */
function linkTemplate(name: string, value: string | undefined, example: string): string | undefined {
  const template = value?.trim();
  if (!template) return undefined;
  const refuse = () => new Error(`${name} must be an absolute http(s) URL containing {slug} or {id}, such as ${example}, not "${value}".`);
  if (!template.includes('{slug}') && !template.includes('{id}')) throw refuse();
  let url: URL;
  try {
    url = new URL(template.replaceAll('{slug}', 'event').replaceAll('{id}', '1'));
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw refuse();
  return template;
}

/**
 * PUBLIC_URL: optional; the address users reach the server at (http or https, maybe with a path prefix such as
 * https://example.com/kitroom), without query or fragment. Answered without its trailing slash.
 */
function publicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const refuse = () => new Error(`PUBLIC_URL must be an absolute http(s) URL without query or fragment, such as https://kitroom.example.com, not "${value}".`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.search || url.hash || url.username || url.password) throw refuse();
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * DATABASE_URL: optional; a PostgreSQL connection URL (`postgres://user:password@host:5432/kitroom`, or over a
 * socket `postgres:///kitroom?host=/run/postgresql`). Anything else is refused rather than taken for SQLite.
 */
function databaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // the socket form has no host (`postgres://user@/db?host=…`), which WHATWG URLs refuse: the scheme decides
  if (!/^postgres(ql)?:\/\//.test(text)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL such as postgres://kitroom@db.example.com/kitroom (unset: SQLite in DATA_DIR).');
  }
  return text;
}

/** Reads the environment of contract.md's start-up table, failing loudly on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = env.DEMO;
  if (demo !== undefined && demo !== '' && demo !== '0' && demo !== '1') throw new Error(`DEMO must be 0 or 1, not "${demo}".`);
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000, 1, 3_600_000);
  const shutdownDrainMs = integer('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0, 0, 3_600_000);
  // the deadline counts from the signal: a drain as long would end every stop with the deadline's exit 1
  if (shutdownDrainMs >= shutdownTimeoutMs) {
    throw new Error(`SHUTDOWN_DRAIN_MS (${shutdownDrainMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}).`);
  }
  const trustProxy = env.TRUST_PROXY;
  if (trustProxy !== undefined && trustProxy !== '' && trustProxy !== '0' && trustProxy !== '1') {
    throw new Error(`TRUST_PROXY must be 0 or 1, not "${trustProxy}".`);
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', env.PORT, 8080, 0, 65535),
    dataDir: resolve(env.DATA_DIR || './data'),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: demo === '1' ? true : demo === '0' ? false : undefined,
    demoDevices: integer('DEMO_DEVICES', env.DEMO_DEVICES, 300, 0, 1_000_000),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    log: env.LOG !== '0',
    eventsAdminUrl: linkTemplate('EVENTS_ADMIN_URL', env.EVENTS_ADMIN_URL, 'https://admin.example.com/events/{slug}'),
    counterSiteUrl: linkTemplate('COUNTER_SITE_URL', env.COUNTER_SITE_URL, 'https://count.example.com/{slug}'),
    trustProxy: trustProxy === '1',
    loginClientLimit: integer('LOGIN_CLIENT_LIMIT', env.LOGIN_CLIENT_LIMIT, LOGIN_CLIENT_MAX_FAILURES, 1, 1_000_000),
    publicUrl: publicUrl(env.PUBLIC_URL),
    recordHistory: env.BENCH_WITHOUT_HISTORY !== '1',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    postgresPoolMax: integer('PG_POOL_MAX', env.PG_POOL_MAX, 10, 2, 1000),
    postgresChangePollMs: integer('CHANGE_POLL_MS', env.CHANGE_POLL_MS, 1000, 100, 3_600_000),
    shutdownDrainMs,
    shutdownTimeoutMs,
  };
}
