import { describe, expect, it } from 'vitest';
import { createListStore } from '../../src/app/state/listStore';

interface Row { id: number; name: string }

function controlledFetch() {
  const calls: Array<(rows: Row[]) => void> = [];
  const fetchAll = () => new Promise<Row[]>((resolve) => calls.push(resolve));
  return { calls, fetchAll };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the list store', () => {
  it('loads once, shares a request in flight, and reloads on force', async () => {
    const server = controlledFetch();
    const store = createListStore<Row>(server.fetchAll, String);
    const first = store.load();
    const second = store.load();
    expect(server.calls).toHaveLength(1);
    expect(store.state.status).toBe('loading');
    server.calls[0]?.([{ id: 1, name: 'a' }]);
    await Promise.all([first, second]);
    expect(store.state.rows).toEqual([{ id: 1, name: 'a' }]);
    await store.load();
    expect(server.calls).toHaveLength(1);
    const forced = store.load({ force: true });
    expect(store.state.status).toBe('loading');
    server.calls[1]?.([]);
    await forced;
    expect(store.state.rows).toEqual([]);
  });

  it('refreshes stale rows in the background, keeping them on screen meanwhile', async () => {
    const server = controlledFetch();
    const store = createListStore<Row>(server.fetchAll, String);
    const loading = store.load();
    server.calls[0]?.([{ id: 1, name: 'old' }]);
    await loading;
    const refreshing = store.load({ staleAfterMs: 0 });
    expect(store.state.status).toBe('loaded');
    expect(store.state.rows).toHaveLength(1);
    server.calls[1]?.([{ id: 1, name: 'new' }, { id: 2, name: 'added elsewhere' }]);
    await refreshing;
    expect(store.state.rows.map((row) => row.name)).toEqual(['new', 'added elsewhere']);
  });

  it('never lets a fetch that started before a local change undo it', async () => {
    const server = controlledFetch();
    const store = createListStore<Row>(server.fetchAll, String);
    const loading = store.load();
    server.calls[0]?.([{ id: 1, name: 'before' }]);
    await loading;
    const refreshing = store.load({ staleAfterMs: 0 });
    store.replace([{ id: 1, name: 'changed by a command' }]);
    server.calls[1]?.([{ id: 1, name: 'before' }]);
    await refreshing;
    expect(store.state.rows[0]?.name).toBe('changed by a command');
    await tick();
    expect(server.calls).toHaveLength(3);
    server.calls[2]?.([{ id: 1, name: 'changed by a command' }]);
    await tick();
    expect(store.state.rows[0]?.name).toBe('changed by a command');
  });

  it('keeps the rows when a background refresh fails', async () => {
    const store = createListStore<Row>(async () => {
      if (store.state.status === 'loaded') throw new Error('offline');
      return [{ id: 1, name: 'a' }];
    }, (error) => String(error));
    await store.load();
    await store.load({ staleAfterMs: 0 });
    expect(store.state.status).toBe('loaded');
    expect(store.state.rows).toHaveLength(1);
    expect(store.state.error).toMatch(/offline/);
  });
});
