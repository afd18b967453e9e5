// The app's one API instance (src/app/services/api), pointed at a test file's real server. In a test file:
//   vi.mock('../../src/app/services/api', () => import('./liveApi'));
// then, once the server is up, `pointAt(server)` before the app's modules make their first call.
import { createApi, type Api } from '../../src/app/api/api';
import { createClient } from '../../src/app/api/client';

const target = { url: '', token: '' };
let made: Api | null = null;

/** The real client for the server given to pointAt, made on first use. */
function real(): Api {
  made ??= createApi(createClient({ host: target.url, token: () => target.token, onUnauthorized() {}, onForbidden() {}, unreachableMessage: () => 'unreachable' }));
  return made;
}

export function pointAt(server: { url: string; adminToken: string }): void {
  target.url = server.url;
  target.token = server.adminToken;
  made = null;
}

export const api = new Proxy({} as Api, { get: (_target, key) => real()[key as keyof Api] });
