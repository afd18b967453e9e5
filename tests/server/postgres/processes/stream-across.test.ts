// The live change stream across two server processes on one PostgreSQL database (docs/postgres-port.md step 5): a
// change through A reaches a stream of B, woken through LISTEN/NOTIFY; a client reconnecting to B with the
// Last-Event-ID it heard from A is told what it missed, once; B's LISTEN connection killed, a change still reaches
// it and wake-ups work again once it has listened again; a token revoked through A ends B's stream.
// B's timed reading is set to a minute (CHANGE_POLL_MS), so a change heard within a few seconds was a wake-up's.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type OpenStream, type StreamEvent } from '../../changeStreamClient';
import { KILLABLE_ADMIN_PASSWORD, killableServer, type KillableServer, type RunningServer } from '../../killableServer';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from '../database';

const WAIT = { timeoutMs: 5000 };

describe.skipIf(skipReason !== null)(`the change stream across processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase();
    db = kyselyOf(database.url, 2);
    servers = await killableServer('stream-across', 0, { databaseUrl: database.url });
    a = await servers.start({ CHANGE_POLL_MS: '60000' });
    b = await servers.start({ CHANGE_POLL_MS: '60000' });
  });

  afterAll(async () => {
    for (const running of [a, b]) running?.child.kill('SIGKILL');
    await db?.destroy();
    await servers?.dispose();
    await database?.drop();
  });

  const tokenOf = (running: RunningServer) => running.headers.Authorization!.slice('Bearer '.length);

  async function post(running: RunningServer, path: string, body: unknown, token = tokenOf(running)) {
    const answer = await fetch(`${running.url}${path}`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    return answer.status === 204 ? undefined : ((await answer.json()) as { id: number });
  }

  const makeDevice = (running: RunningServer, name: string) => post(running, '/api/admin/devices', { name });
  const makeCategory = (running: RunningServer, name: string) => post(running, '/api/admin/device-categories', { name });

  async function ready(stream: OpenStream): Promise<StreamEvent> {
    const message = await stream.next(WAIT);
    expect(message).toMatchObject({ event: 'ready' });
    return message as StreamEvent;
  }

  /** The backend of B's LISTEN connection (its application_name names B's process). */
  async function listenBackendOf(running: RunningServer): Promise<number | undefined> {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where application_name = ${`kitroom-listen ${running.child.pid}`} and query like 'LISTEN%'`.execute(db);
    return rows[0]?.pid;
  }

  it('a change through A reaches a stream of B, naming the list and who made it', async () => {
    const stream = await openStream(b.url, tokenOf(b));
    try {
      await ready(stream);
      await makeDevice(a, 'Through A');
      const message = await stream.next(WAIT);
      expect(message).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
      const { data, id } = message as StreamEvent;
      expect(id).toBe(data.cursor);
      expect(data.by.devices).toEqual([{ id: expect.any(Number), name: expect.any(String) }]);
    } finally {
      stream.close();
    }
  });

  it('reconnecting to B with the Last-Event-ID heard from A: what was missed is announced after ready, once', async () => {
    const first = await openStream(a.url, tokenOf(a));
    const { id } = await ready(first);
    first.close();
    await makeDevice(a, 'While away');
    await makeCategory(b, 'While away');
    const again = await openStream(b.url, tokenOf(b), { 'Last-Event-ID': id! });
    try {
      const { data } = await ready(again);
      expect(await again.next(WAIT)).toEqual({ event: 'changes', id: data.cursor, data: { cursor: data.cursor, lists: ['devices', 'categories'], by: {} } });
      await makeCategory(a, 'After the return');
      // the next message is the next change's: nothing of before is said again
      expect(await again.next(WAIT)).toMatchObject({ event: 'changes', data: { lists: ['categories'] } });
    } finally {
      again.close();
    }
  });

  it("B's LISTEN connection killed: a change through A still reaches B, and wake-ups work again once it listens again", async () => {
    const stream = await openStream(b.url, tokenOf(b));
    try {
      await ready(stream);
      const killed = await listenBackendOf(b);
      expect(killed).toBeDefined();
      await sql`select pg_terminate_backend(${killed})`.execute(db);
      await makeDevice(a, 'While B is deaf');
      // heard through the read B makes once listening again (notifications sent meanwhile are lost)
      expect(await stream.next(WAIT)).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
      const listening = await until(async () => {
        const pid = await listenBackendOf(b);
        return pid !== undefined && pid !== killed ? pid : undefined;
      });
      expect(listening).toBeDefined();
      await makeCategory(a, 'B hears again');
      expect(await stream.next(WAIT)).toMatchObject({ event: 'changes', data: { lists: ['categories'] } });
    } finally {
      stream.close();
    }
  });

  it("a token revoked through A ends B's stream", async () => {
    const login = await fetch(`${b.url}/api/auth`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: KILLABLE_ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const stream = await openStream(b.url, token);
    await ready(stream);
    await post(a, '/api/auth/logout', {}, token);
    expect(await stream.next(WAIT)).toEqual({ event: 'end', data: { reason: 'revoked' } });
    expect(await stream.next(WAIT)).toBe('closed');
  });
});

/** Asks `check` every 50 ms until it answers something, for at most 5 s. */
async function until<T>(check: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
