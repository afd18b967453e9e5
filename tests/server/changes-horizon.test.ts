// The tombstone window: deletions are kept 30 days; pruning (at start-up and daily) moves the horizon, and a cursor
// from before a pruned deletion is answered 410 while a later one still works.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { silentLogger } from '../../src/server/http/requestLog';
import { startServer, type RunningServer } from '../../src/server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness';

let dataDir: string;
let running: RunningServer | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-horizon-'));
});
afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startServer(readConfig({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DEMO: '0', LOG: '0' }), {
  appDir: join(dataDir, 'no-app'), log: silentLogger, announce: () => {},
});

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(running!.url + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

it('a cursor from before a pruned tombstone is 410; one from after it, and other lists, still answer', async () => {
  running = await start();
  const login = await fetch(`${running.url}/api/auth`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const devices = '/api/admin/devices';
  const gone = (await call(token, 'POST', devices, { name: 'Deleted long ago' })).body.id as number;
  const recent = (await call(token, 'POST', devices, { name: 'Deleted today' })).body.id as number;
  await call(token, 'POST', '/api/admin/device-categories', { name: 'A category' });
  const beforeOld = (await call(token, 'GET', devices)).body.cursor as string;
  expect((await call(token, 'DELETE', `${devices}/${gone}`)).status).toBe(204);
  const afterOld = (await call(token, 'GET', devices)).body.cursor as string;
  expect((await call(token, 'DELETE', `${devices}/${recent}`)).status).toBe(204);
  await running.close();
  running = undefined;

  // as if 31 days had passed since the first deletion
  const sqlite = new Database(join(dataDir, 'kitroom.sqlite'));
  try {
    const aged = sqlite.prepare("update changes set deleted_at = '2000-01-01T00:00:00.000Z' where list = 1 and row_id = ?").run(gone);
    expect(aged.changes).toBe(1);
  } finally {
    sqlite.close();
  }
  running = await start(); // prunes at start-up

  const expired = await call(token, 'GET', `${devices}?changed_since=${beforeOld}`);
  expect(expired).toEqual({ status: 410, body: { detail: expect.any(String), code: 'cursor_expired' } });
  const kept = await call(token, 'GET', `${devices}?changed_since=${afterOld}`);
  expect(kept.status).toBe(200);
  expect(kept.body).toMatchObject({ results: [], deleted: [recent] });
  const categories = await call(token, 'GET', `/api/admin/device-categories?changed_since=${beforeOld}`);
  expect(categories).toMatchObject({ status: 200, body: { results: [], deleted: [] } });
});
