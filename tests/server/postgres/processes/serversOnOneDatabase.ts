// Several server processes (bundled as `npm start` runs them) on one fresh PostgreSQL database, and JSON calls to
// them: what the multi-process write tests share.
import { killableServer, type KillableServer, type RunningServer } from '../../killableServer';
import { freshDatabase, type FreshDatabase } from '../database';

export interface ServersOnOneDatabase {
  database: FreshDatabase;
  servers: KillableServer;
  running: RunningServer[];
  stop(): Promise<void>;
}

/** `count` processes on one fresh database; the first starts alone and loads `fleet` demo devices. */
export async function serversOnOneDatabase(name: string, count: number, fleet = 0): Promise<ServersOnOneDatabase> {
  const database = await freshDatabase();
  const servers = await killableServer(name, fleet, { databaseUrl: database.url });
  const first = await servers.start();
  const others = await Promise.all(Array.from({ length: count - 1 }, () => servers.start({ DEMO: '0' })));
  const running = [first, ...others];
  return {
    database, servers, running,
    async stop() {
      for (const server of running) server.child.kill('SIGKILL');
      await servers.dispose();
      await database.drop();
    },
  };
}

export interface JsonAnswer { status: number; body: Record<string, unknown>; etag: string | null }

/** One JSON call to `server`, as the app makes it. */
export async function call(server: RunningServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...server.headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, etag: response.headers.get('ETag') };
}
