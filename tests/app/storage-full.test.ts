// @vitest-environment node
// A server whose disk is full answers a write 507 `storage_full` (tests/server/disk-full.test.ts makes a real one).
// Through the real API client the app shows that refusal in the person's language, as the server's answer and not
// as the server being unreachable, and an undo refused so stays in the history to be tried again once there is room.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import portuguese from '../../locales/pt.json';
import { createClient } from '../../src/app/api/client';
import { ApiFailure, failureMessage } from '../../src/app/api/errors';
import { intl, setIntl } from '../../src/app/i18n/intl';
import { createChangeHistory } from '../../src/app/services/changeHistory';

let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(507, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ detail: english['server.storageFull'], code: 'storage_full' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const UNREACHABLE = 'The server cannot be reached.';
const client = () => createClient({ host, token: () => 'token', onUnauthorized: () => {}, onForbidden: () => {}, unreachableMessage: () => UNREACHABLE });
const t = (id: 'app.failed', values: { message: string }) => intl().formatMessage({ id }, values);

/** The failure of a save the full disk refuses. */
async function refusedSave(): Promise<ApiFailure> {
  const outcome = await client().request('POST', '/api/admin/devices', { body: { name: 'Scanner' } }).then(() => undefined, (error: unknown) => error);
  if (!(outcome instanceof ApiFailure)) throw new Error(`expected a refusal, got ${String(outcome)}`);
  return outcome;
}

describe.each([['pt', portuguese], ['en', english], ['es', spanish]] as const)('a full disk in %s', (language, messages) => {
  beforeAll(() => setIntl(language, messages));

  it('is said in the person\'s language, as the server\'s answer (507), not as an unreachable server', async () => {
    const failure = await refusedSave();
    expect(failure.status).toBe(507);
    expect(failureMessage(failure, t)).toBe(messages['server.storageFull']);
  });
});

it('keeps an undo the full disk refused in the history, to be tried again', async () => {
  setIntl('en', english);
  const history = createChangeHistory();
  history.record({ summary: 'Scanner renamed', run: async () => {
    throw await refusedSave();
  }, redo: async () => {} });
  const outcome = await history.undo();
  expect(outcome).toMatchObject({ kind: 'failed', error: expect.any(ApiFailure) });
  expect(history.canUndo()).toBe(true);
});
