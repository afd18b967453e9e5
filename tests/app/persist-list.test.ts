// When the local copy is written: a whole list at the first idle moment (so that a reload or a new tab a second
// later finds it), the catch-up that follows a whole fetch not delaying it; a few changed rows after a second of
// quiet; and whatever waits at once when the page is hidden or left.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListStore } from '../../src/app/state/listStore';
import type { ListCache } from '../../src/app/sync/listCache';
import { persistList } from '../../src/app/sync/persistList';

interface Row {
  id: number;
  name: string;
}

function recordingCache() {
  const writes: Array<{ ids: number[]; changed: 'all' | number[] }> = [];
  const cache: ListCache = {
    read: async () => null,
    write: async (_list, rows, _cursor, changed) => {
      writes.push({ ids: rows.map((row) => row.id), changed: changed === 'all' ? 'all' : [...changed] });
      return true;
    },
  };
  return { cache, writes };
}

const fleet = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Device ${index + 1}` }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('writing the local copy', () => {
  it('writes a whole list at the first idle moment, with the catch-up right after it riding along', async () => {
    const { cache, writes } = recordingCache();
    const store = createListStore<Row>(async () => ({ rows: fleet(3), cursor: 'c1' }), String);
    const written = vi.fn();
    persistList(store, 'devices', () => cache, written);
    await store.load();
    await vi.advanceTimersByTimeAsync(100);
    store.replace([{ id: 2, name: 'Renamed elsewhere' }]);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes).toEqual([{ ids: [1, 2, 3], changed: 'all' }]);
    expect(written).toHaveBeenCalledTimes(1);
  });

  it('writes a few changed rows after a second of quiet, and at once when the page is left', async () => {
    const { cache, writes } = recordingCache();
    const store = createListStore<Row>(async () => ({ rows: fleet(3), cursor: 'c1' }), String);
    const persister = persistList(store, 'devices', () => cache);
    await store.load();
    await vi.advanceTimersByTimeAsync(400);
    expect(writes).toHaveLength(1);

    store.replace([{ id: 3, name: 'Renamed' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes[1]).toEqual({ ids: [1, 2, 3], changed: [3] });

    store.replace([{ id: 1, name: 'Renamed too' }]);
    persister.flushNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes[2]).toEqual({ ids: [1, 2, 3], changed: [1] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(writes).toHaveLength(3);
  });
});
