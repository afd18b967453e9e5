// The app's one API instance (src/app/services/api), pointed at a test file's real server. In a test file:
//   vi.mock('../../src/app/services/api', () => import('./liveApi'));
// then, once the server is up, `pointAt(server)` before the app's modules make their first call (liveServer.ts
// does both the start and the pointing).
import { createApi, type Api } from '../../src/app/api/api';
import { createClient, type Client } from '../../src/app/api/client';

interface Reachable {
  url: string;
  adminToken: string;
}

/** The real client, as the admin, for a server. */
export const clientFor = (server: Reachable): Client =>
  createClient({ host: server.url, token: () => server.adminToken, onUnauthorized() {}, onForbidden() {}, unreachableMessage: () => 'unreachable' });

/** A real API of its own for a server: spies on it see only the calls made through it. */
export const apiFor = (server: Reachable): Api => createApi(clientFor(server));

const target: Reachable = { url: '', adminToken: '' };
let made: Api | null = null;

/** The real client for the server given to pointAt, made on first use. */
function real(): Api {
  made ??= apiFor(target);
  return made;
}

export function pointAt(server: Reachable): void {
  target.url = server.url;
  target.adminToken = server.adminToken;
  made = null;
}

export const api = new Proxy({} as Api, { get: (_target, key) => real()[key as keyof Api] });
