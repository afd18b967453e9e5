// The lists' local copy, on fake-indexeddb (an in-memory IndexedDB): per owner, dropped when its schema is older,
// deleted on wipe, small rewrites for small changes, and no failure when IndexedDB is missing or blocked.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIST_CACHE_DB, openListCache, wipeListCaches } from '../../src/app/sync/listCache';
import { createListSync } from '../../src/app/sync/listSync';
import { createListStore } from '../../src/app/state/listStore';

interface Row { id: number; name: string }
const rows = (ids: number[]) => ids.map((id): Row => ({ id, name: `device ${id}` }));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

describe('the local copy of the lists', () => {
  it('reads back what was written, in the list order, with its cursor, list by list', async () => {
    const cache = openListCache('host|1');
    const fleet = rows([5000, 3, 1200, 1, 700]);
    await cache.write('devices', fleet, 'c1', 'all');
    await cache.write('models', rows([9]), 'm1', 'all');
    expect(await cache.read('devices')).toEqual({ rows: fleet, cursor: 'c1' });
    expect(await cache.read('models')).toEqual({ rows: rows([9]), cursor: 'm1' });
    expect(await cache.read('categories')).toBeNull();
  });

  it('rewrites only what changed: edited, new and deleted rows come back right', async () => {
    const cache = openListCache('host|1');
    const fleet = rows(Array.from({ length: 3000 }, (_, index) => 3000 - index));
    await cache.write('devices', fleet, 'c1', 'all');
    const edited = [{ id: 4000, name: 'new' }, ...fleet.filter((row) => row.id !== 17).map((row) => (row.id === 2500 ? { ...row, name: 'renamed' } : row))];
    await cache.write('devices', edited, 'c2', new Set([4000, 17, 2500]));
    const read = await cache.read<Row>('devices');
    expect(read?.cursor).toBe('c2');
    expect(read?.rows).toEqual(edited);
  });

  it('belongs to one owner: opened for another user (or host), the other copy is gone', async () => {
    await openListCache('host|1').write('devices', rows([1, 2]), 'c1', 'all');
    expect(await openListCache('host|2').read('devices')).toBeNull();
    expect(await openListCache('host|1').read('devices')).toBeNull();
    await openListCache('other-host|1').write('devices', rows([1]), 'c1', 'all');
    expect(await openListCache('host|1').read('devices')).toBeNull();
  });

  it('drops a copy written with an older schema instead of misreading it', async () => {
    await openListCache('host|1', { schema: 1 }).write('devices', rows([1, 2]), 'c1', 'all');
    const newer = openListCache('host|1', { schema: 2 });
    expect(await newer.read('devices')).toBeNull();
    await newer.write('devices', rows([3]), 'c2', 'all');
    expect(await newer.read('devices')).toEqual({ rows: rows([3]), cursor: 'c2' });
  });

  it('is deleted whole by the wipe, even while a connection is open', async () => {
    const cache = openListCache('host|1');
    await cache.write('devices', rows([1]), 'c1', 'all');
    expect(await databases()).toEqual([LIST_CACHE_DB]);
    await wipeListCaches();
    expect(await databases()).toEqual([]);
  });

  it('works without IndexedDB, and when another tab blocks the upgrade: no copy, no failure', async () => {
    const blocker = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(LIST_CACHE_DB, 1);
      request.onsuccess = () => resolve(request.result);
    });
    // this "other tab" never closes its connection: the upgrade stays blocked
    const blocked = openListCache('host|1', { schema: 2, openTimeoutMs: 50 });
    expect(await blocked.read('devices')).toBeNull();
    await expect(blocked.write('devices', rows([1]), 'c1', 'all')).resolves.toBe(false);
    blocker.close();

    const saved = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB (some private modes)
    delete globalThis.indexedDB;
    try {
      const none = openListCache('host|1');
      expect(await none.read('devices')).toBeNull();
      await expect(none.write('devices', rows([1]), 'c1', 'all')).resolves.toBe(false);
      await expect(wipeListCaches()).resolves.toBeUndefined();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('the lists kept for a session', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('writes a list after it changes, restores it in a new page for the same user, not for another, and wipes it at the end', async () => {
    // each page's session: its owner is null once logged out
    const makeStore = (server: Row[], session: { owner: string | null }) => {
      const store = createListStore<Row>(
        {
          fetchAll: async () => ({ rows: server, cursor: 'c1' }),
          fetchChanges: async (cursor) => ({ rows: [], deleted: [], cursor }),
          restore: () => sync.restore<Row>('devices'),
        },
        String,
      );
      const sync = createListSync({ lists: [{ name: 'devices', store, streamNames: ['devices'] }], owner: () => session.owner, openStream: () => Promise.reject(new Error('no stream here')), enabled: () => true });
      return { store, sync };
    };
    const firstPage = { owner: 'host|1' as string | null };
    const first = makeStore(rows([2, 1]), firstPage);
    await first.store.load();
    // written once the list has been quiet for a second and the browser idle
    await expect.poll(async () => (await openListCache('host|1').read('devices'))?.cursor, { timeout: 5000 }).toBe('c1');

    // the first page is closed: its session writes no more
    firstPage.owner = null;
    const reloadedPage = { owner: 'host|1' as string | null };
    const reloaded = makeStore([], reloadedPage);
    await reloaded.store.load();
    expect(reloaded.store.state.rows.map((row) => row.id)).toEqual([2, 1]);
    reloadedPage.owner = null;

    const otherSession = { owner: 'host|2' as string | null };
    const otherUser = makeStore(rows([7]), otherSession);
    await otherUser.store.load();
    expect(otherUser.store.state.rows.map((row) => row.id)).toEqual([7]);
    expect(await openListCache('host|2').read('devices')).toBeNull();
    await expect.poll(async () => (await openListCache('host|2').read('devices'))?.rows.length, { timeout: 5000 }).toBe(1);

    otherSession.owner = null;
    await otherUser.sync.end();
    expect(otherUser.store.state.rows).toEqual([]);
    expect(await databases()).toEqual([]);
    await wait(1500);
    // nothing written back after the end
    expect(await databases()).toEqual([]);
  });
});

describe('a database of the same name made by something else', () => {
  it('is replaced by one with the right stores rather than leaving the copy unwritable', async () => {
    // e.g. a page that opened the name without a version: version 1, no stores
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(LIST_CACHE_DB);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    const cache = openListCache('host|1');
    expect(await cache.write('devices', rows([2, 1]), 'c1', 'all')).toBe(true);
    expect(await cache.read('devices')).toEqual({ rows: rows([2, 1]), cursor: 'c1' });
  });
});
