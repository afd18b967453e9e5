// The stream's `ready` (first connection, a reconnect, a new leader tab) makes only the lists that are not already
// at the state it names ask for their changes: with ten tabs, every handover used to cost every tab a question
// per list.
import { describe, expect, it, vi } from 'vitest';
import { createListStore } from '../../src/app/state/listStore';
import { createListSync } from '../../src/app/sync/listSync';

interface Row {
  id: number;
}

function list(cursor: string) {
  const fetchChanges = vi.fn(async () => ({ rows: [], deleted: [], cursor }));
  const store = createListStore<Row>({ fetchAll: async () => ({ rows: [{ id: 1 }], cursor }), fetchChanges }, String);
  return { store, fetchChanges };
}

const readyAt = (cursor: string) =>
  new Response(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(`event: ready\ndata: {"cursor":"${cursor}"}\n\n`)) }), {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });

describe('catching up on the stream\'s ready', () => {
  it('asks for changes only in the lists whose cursor is not the one the stream is ready at', async () => {
    const current = list('c2');
    const behind = list('c1');
    const sync = createListSync({
      lists: [
        { name: 'devices', store: current.store, streamNames: ['devices'] },
        { name: 'models', store: behind.store, streamNames: ['models'] },
      ],
      owner: () => null,
      openStream: async () => readyAt('c2'),
      enabled: () => true,
    });
    await Promise.all([current.store.load(), behind.store.load()]);
    const stop = sync.startLive();
    await expect.poll(() => behind.fetchChanges.mock.calls.length).toBe(1);
    expect(behind.fetchChanges).toHaveBeenCalledWith('c1', expect.anything());
    expect(current.fetchChanges).not.toHaveBeenCalled();
    stop();
  });
});
