// The change streams' hub on a real database file, with short timings: pings, one message per change to every
// stream, nothing watched once the last stream leaves, and close() ending every stream without a reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SyncedList } from '../../src/server/db/changes';
import { insertRecord } from '../../src/server/db/repos/recordTable';
import { ChangeHub, type ChangeListener, type EndReason } from '../../src/server/http/changeHub';
import type { DatabaseAccess } from '../../src/server/workers/access';
import { migratedAccess, type MigratedAccess } from './migratedAccess';

let database: MigratedAccess;
let access: DatabaseAccess;
beforeAll(async () => {
  database = await migratedAccess('hub');
  access = database.access;
});
afterAll(() => database.dispose());

type Heard = Array<{ kind: 'ready' | 'changed' | 'ping' | 'end'; cursor?: string; lists?: SyncedList[]; reason?: EndReason }>;

function listener(tokenId: number): ChangeListener & { heard: Heard } {
  const heard: Heard = [];
  return {
    tokenId,
    heard,
    ready: (cursor) => heard.push({ kind: 'ready', cursor }),
    changed: (cursor, lists) => heard.push({ kind: 'changed', cursor, lists }),
    ping: () => heard.push({ kind: 'ping' }),
    end: (reason) => heard.push({ kind: 'end', ...(reason ? { reason } : {}) }),
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('pings, tells every stream of each change once, stops when the last leaves, and ends all on close', async () => {
  const errors: unknown[] = [];
  // token ids that exist in no table: the token check would end them, so it is kept out of this test's way
  const hub = new ChangeHub(access.db, (error) => errors.push(error), { watchMs: 20, pingMs: 60, tokenCheckMs: 60_000 });
  const [first, second] = [listener(1), listener(2)];
  await hub.join(first);
  await hub.join(second);
  expect(first.heard[0]).toEqual({ kind: 'ready', cursor: expect.any(String) });
  expect(second.heard[0]).toEqual(first.heard[0]);

  await until(() => first.heard.some((message) => message.kind === 'ping'));
  await insertRecord(access.writer, 'device_categories', { name: 'Hub category' });
  await until(() => first.heard.some((message) => message.kind === 'changed') && second.heard.some((message) => message.kind === 'changed'));
  for (const stream of [first, second]) {
    const changes = stream.heard.filter((message) => message.kind === 'changed');
    expect(changes).toEqual([{ kind: 'changed', cursor: expect.any(String), lists: ['categories'] }]);
    expect(changes[0]!.cursor).not.toBe(stream.heard[0]!.cursor);
  }

  hub.leave(second);
  const heardBySecond = second.heard.length;
  hub.close();
  expect(first.heard.at(-1)).toEqual({ kind: 'end' });
  expect(second.heard).toHaveLength(heardBySecond);
  expect(hub.size).toBe(0);
  const late = listener(3);
  await hub.join(late);
  expect(late.heard).toEqual([{ kind: 'end' }]);
  expect(errors).toEqual([]);
});

it('ends a stream whose token is gone with "revoked"', async () => {
  const hub = new ChangeHub(access.db, () => undefined, { watchMs: 20, pingMs: 60_000, tokenCheckMs: 20 });
  const orphan = listener(424242);
  await hub.join(orphan);
  await until(() => orphan.heard.some((message) => message.kind === 'end'));
  expect(orphan.heard.at(-1)).toEqual({ kind: 'end', reason: 'revoked' });
  expect(hub.size).toBe(0);
  hub.close();
});
