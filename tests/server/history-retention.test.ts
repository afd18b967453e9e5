// The activity history is kept at least a year: entries older than 400 days go at start-up (and daily), with their
// changes; younger ones stay, however many.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HISTORY_RETENTION_MS } from '../../src/contract/limits';
import { readConfig } from '../../src/server/config';
import { silentLogger } from '../../src/server/http/requestLog';
import { startServer, type RunningServer } from '../../src/server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness';

let dataDir: string;
let running: RunningServer | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-history-retention-'));
});
afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startServer(readConfig({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DEMO: '0', LOG: '0' }), {
  appDir: join(dataDir, 'no-app'), log: silentLogger, announce: () => {},
});

async function session() {
  running = await start();
  const login = await fetch(`${running.url}/api/auth`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(running!.url + path, {
      method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { results: Array<{ id: number; operation: string }> } & { id: number };
  };
}

it('prunes entries older than 400 days with their changes, and keeps those of the last 400 days', async () => {
  let call = await session();
  const old = (await call('POST', '/api/admin/devices', { name: 'Long ago' })).id;
  const recent = (await call('POST', '/api/admin/devices', { name: 'This year' })).id;
  const [youngEntry, oldEntry] = (await call('GET', '/api/v2/history')).results;
  await running!.close();
  running = undefined;

  const day = 24 * 60 * 60 * 1000;
  const sqlite = new Database(join(dataDir, 'kitroom.sqlite'));
  try {
    const age = sqlite.prepare('update history_operations set at = ? where id = ?');
    age.run(new Date(Date.now() - HISTORY_RETENTION_MS - day).toISOString(), oldEntry!.id);
    age.run(new Date(Date.now() - HISTORY_RETENTION_MS + day).toISOString(), youngEntry!.id);
  } finally {
    sqlite.close();
  }

  call = await session();
  expect((await call('GET', `/api/v2/history?record=device:${old}`)).results).toEqual([]);
  expect((await call('GET', `/api/v2/history?record=device:${recent}`)).results.map((entry) => entry.id)).toEqual([youngEntry!.id]);
  const left = new Database(join(dataDir, 'kitroom.sqlite'), { readonly: true });
  try {
    expect(left.prepare('select count(*) as count from history_changes where operation_id = ?').get(oldEntry!.id)).toEqual({ count: 0 });
  } finally {
    left.close();
  }
});
