// The real server of an app test file: started with a database of its own, the app's one API instance pointed at it
// (liveApi.ts: the file still mocks src/app/services/api with it), and closed after the file's tests. Called at the
// top of the file (`const server = await startLiveServer()`), so that every hook and test finds it up.
import { afterAll } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { pointAt } from './liveApi';

/** `env`: more environment for the server, e.g. `{ DEMO: '1', DEMO_DEVICES: '40' }` for demo data. */
export async function startLiveServer(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  pointAt(server);
  afterAll(() => server.close());
  return server;
}
