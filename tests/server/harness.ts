// Starts the real server on an ephemeral port with a fresh database in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../src/server/config';
import type { Logger } from '../../src/server/http/env';
import { jsonLogger, silentLogger } from '../../src/server/http/requestLog';
import { startServer, type RunningServer } from '../../src/server/server';
import { drf } from './codedErrors';
import { serverDatabase } from './postgres/serverDatabase';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  form?: FormData;
}

export interface Answer<T = any> { // `any`: tests read answers loosely
  status: number;
  headers: Headers;
  /** an error's DRF body alone: its codes are checked by the harness (codedErrors.ts) and kept in `raw` */
  body: T;
  raw: T;
}

export interface TestServer {
  url: string;
  /** every route of the app (method, Hono path pattern) */
  routes: RunningServer['routes'];
  dataDir: string;
  /** the server's PostgreSQL database, or undefined when it runs on the SQLite file of `dataDir` (serverData.ts) */
  databaseUrl: string | undefined;
  adminToken: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  login(email: string, password: string): Promise<string>;
  /** creates a user through the API and returns a token for them */
  makeUser(fields?: { email?: string; name?: string; password?: string }): Promise<{ id: number; token: string; email: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  appDir?: string;
  /** where the server's log lines go (default: nowhere) */
  log?: Logger;
  /** how often the server looks for unused uploaded images (default: its hour) */
  mediaSweepIntervalMs?: number;
  /** the DATA_DIR to use (created if missing, removed on close) instead of a fresh temporary folder */
  dataDir?: string;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? await mkdtemp(join(tmpdir(), 'kitroom-test-'));
  // in the server-postgres project, a database of its own on the run's cluster (postgres/serverDatabase.ts)
  const database = env.DATABASE_URL === undefined ? await serverDatabase() : undefined;
  const config = readConfig({
    PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DEMO: '0', LOG: '0', ...(database && { DATABASE_URL: database.url }), ...env,
  });
  const running: RunningServer = await startServer(config, { appDir: options.appDir ?? join(dataDir, 'no-app'), log: options.log ?? (process.env.KITROOM_TEST_LOG === '1' ? jsonLogger : silentLogger), announce: () => {}, mediaSweepIntervalMs: options.mediaSweepIntervalMs });

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/vnd.kitroom.v1+json', ...options.headers };
    const token = options.token === undefined ? server.adminToken : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(running.url + path, { method, headers, body });
    const type = response.headers.get('Content-Type') ?? '';
    const parsed = type.includes('json') ? await response.json() : type.startsWith('text') ? await response.text() : new Uint8Array(await response.arrayBuffer());
    // every JSON error answer must carry its codes; tests compare the DRF body
    const plain = response.status >= 400 && type.includes('json') ? drf(parsed) : parsed;
    return { status: response.status, headers: response.headers, body: plain, raw: parsed };
  }

  async function login(email: string, password: string) {
    const answer = await call('POST', '/api/auth', { token: null, body: { username: email, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  }

  let users = 0;
  const server: TestServer = {
    url: running.url,
    routes: running.routes,
    dataDir,
    databaseUrl: config.databaseUrl,
    adminToken: '',
    call,
    login,
    async makeUser(fields = {}) {
      users += 1;
      const email = fields.email ?? `user${users}@example.com`;
      const password = fields.password ?? 'user-password-1';
      const created = await call('POST', '/api/v2/beamian-users', { body: { email, name: fields.name ?? `User ${users}`, password } });
      if (created.status !== 201) throw new Error(`user creation failed: ${created.status} ${JSON.stringify(created.body)}`);
      return { id: created.body.id, token: await login(email, password), email };
    },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
  server.adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  return server;
}
