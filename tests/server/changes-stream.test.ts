// GET /api/v2/changes over real HTTP, read as the app reads it (fetch and a stream reader, token in the header), and
// who made the changes each message announces.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesSince, LIST_PATHS, wholeList } from './changesHelpers';
import { makeDevice, makeModel } from './deviceFixtures';
import { openStream, type StreamEvent } from './changeStreamClient';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';
import { serverData } from './serverData';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the change stream', () => {
  it('needs a valid admin token: 401 without or with a bad one, 403 for a non-admin', async () => {
    expect((await server.call('GET', '/api/v2/changes', { token: null })).status).toBe(401);
    expect((await server.call('GET', '/api/v2/changes', { token: 'not-a-token' })).status).toBe(401);
    const user = await server.makeUser();
    expect((await server.call('GET', '/api/v2/changes', { token: user.token })).status).toBe(403);
  });

  it('says ready with the cursor at once, uncompressed and uncached; then which lists changed, with their cursor', async () => {
    const stream = await openStream(server.url, server.adminToken);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-encoding')).toBeNull();
      const ready = await stream.next();
      expect(ready).toMatchObject({ event: 'ready', data: { cursor: expect.any(String) } });
      const { cursor } = (ready as StreamEvent).data;
      expect((ready as StreamEvent).id).toBe(cursor);
      expect(cursor).toBe((await wholeList(server, 'devices')).cursor);

      const device = await makeDevice(server);
      const changed = await stream.next({ timeoutMs: 2000 });
      expect(changed).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
      const next = (changed as StreamEvent).data.cursor;
      expect((changed as StreamEvent).id).toBe(next);
      expect((await changesSince(server, 'devices', cursor)).results.map((row) => row.id)).toEqual([device.id]);

      const model = await makeModel(server);
      await server.call('PUT', `${LIST_PATHS.devices}/${device.id}`, { body: { name: device.name, model_type_id: model.id } });
      const lists = new Set<string>();
      while (lists.size < 2) {
        const message = await stream.next({ timeoutMs: 2000 });
        if (message === 'closed') throw new Error('closed');
        for (const list of message.data.lists) lists.add(list);
      }
      expect([...lists].sort()).toEqual(['devices', 'models']);
    } finally {
      stream.close();
    }
  });

  it('names who made the changes it announces, per list', async () => {
    const ana = await server.makeUser({ name: 'Ana Silva' });
    expect((await server.call('PATCH', `/api/v2/beamian-users/${ana.id}`, { body: { role: 'staff' } })).status).toBe(200);
    const stream = await openStream(server.url, server.adminToken);
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      const created = await server.call('POST', '/api/admin/devices', { token: ana.token, body: { name: 'Made by Ana' } });
      expect(created.status).toBe(201);
      expect(await stream.next({ timeoutMs: 2000 })).toMatchObject({ event: 'changes', data: { lists: ['devices'], by: { devices: [{ id: ana.id, name: 'Ana Silva' }] } } });
    } finally {
      stream.close();
    }
  });

  it('ends with "revoked" when its token is logged out, and with "expired" when it expires', async () => {
    const token = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const stream = await openStream(server.url, token);
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect(await stream.next({ timeoutMs: 3000 })).toEqual({ event: 'end', data: { reason: 'revoked' } });
    expect(await stream.next()).toBe('closed');

    const expiring = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const second = await openStream(server.url, expiring);
    expect(await second.next()).toMatchObject({ event: 'ready' });
    // as if a week had passed: the token's expiry moves into the past
    const data = serverData(server);
    try {
      await sql`update tokens set expires_at = ${'2000-01-01T00:00:00.000Z'} where id = (select max(id) from tokens)`.execute(data.db);
    } finally {
      await data.close();
    }
    expect(await second.next({ timeoutMs: 3000 })).toEqual({ event: 'end', data: { reason: 'expired' } });
    expect(await second.next()).toBe('closed');
  });

  it('ends with "revoked" when the password is changed', async () => {
    const token = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const stream = await openStream(server.url, token);
    expect(await stream.next()).toMatchObject({ event: 'ready' });
    const changed = await server.call('POST', '/accounts/change-password', { body: { user_email: ADMIN_EMAIL, new_password: 'another-password-2' } });
    expect(changed.status).toBe(200);
    expect(await stream.next({ timeoutMs: 3000 })).toEqual({ event: 'end', data: { reason: 'revoked' } });
    // every token of the admin went with the password, the harness's too
    server.adminToken = await server.login(ADMIN_EMAIL, 'another-password-2');
  });

  it('a client that reconnects catches up with changed_since from the cursor it last had', async () => {
    const first = await openStream(server.url, server.adminToken);
    const { cursor } = ((await first.next()) as StreamEvent).data;
    first.close();
    const made = [await makeDevice(server), await makeDevice(server)];
    const again = await openStream(server.url, server.adminToken);
    try {
      const ready = (await again.next()) as StreamEvent;
      expect(ready.data.cursor).not.toBe(cursor);
      const caught = await changesSince(server, 'devices', cursor);
      expect(caught.results.map((row) => row.id).sort()).toEqual(made.map((device) => device.id).sort());
      expect(caught.cursor).toBe(ready.data.cursor);
    } finally {
      again.close();
    }
  });

  it('a client that reconnects with Last-Event-ID is told after ready which lists moved meanwhile, once', async () => {
    const first = await openStream(server.url, server.adminToken);
    const { id } = (await first.next()) as StreamEvent;
    first.close();
    await makeDevice(server);
    await makeModel(server);
    const again = await openStream(server.url, server.adminToken, { 'Last-Event-ID': id! });
    const unknown = await openStream(server.url, server.adminToken, { 'Last-Event-ID': 'not-a-cursor' });
    try {
      const ready = (await again.next()) as StreamEvent;
      expect(ready).toMatchObject({ event: 'ready', id: ready.data.cursor });
      const missed = (await again.next()) as StreamEvent;
      expect(missed).toEqual({ event: 'changes', id: ready.data.cursor, data: { cursor: ready.data.cursor, lists: ['devices', 'models'], by: {} } });
      // nothing twice: the next message is the next change's
      await makeDevice(server);
      expect(await again.next({ timeoutMs: 3000 })).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
      expect(await unknown.next()).toMatchObject({ event: 'ready' });
      expect(await unknown.next({ timeoutMs: 3000 })).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
    } finally {
      again.close();
      unknown.close();
    }
  });

  it('many streams share one watcher: each is told of a change once', async () => {
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(server.url, server.adminToken)));
    try {
      for (const stream of streams) expect(await stream.next()).toMatchObject({ event: 'ready' });
      await makeDevice(server);
      for (const stream of streams) expect(await stream.next({ timeoutMs: 2000 })).toMatchObject({ event: 'changes', data: { lists: ['devices'] } });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('stopping the server', () => {
  it('ends open streams and does not wait for them', async () => {
    const running = await startTestServer();
    const streams = [await openStream(running.url, running.adminToken), await openStream(running.url, running.adminToken)];
    for (const stream of streams) expect(await stream.next()).toMatchObject({ event: 'ready' });
    const stopped = running.close().then(() => 'stopped');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 5000));
    expect(await Promise.race([stopped, timeout])).toBe('stopped');
    for (const stream of streams) expect(await stream.next()).toBe('closed');
  });
});
