import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../src/app/state/listChanges';
import { createListStore, type ListSource } from '../../src/app/state/listStore';
import type { ListChanges } from '../../src/app/state/listChanges';

interface Row { id: number; name: string }

const row = (id: number, name = `row ${id}`): Row => ({ id, name });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('applying changes since a cursor', () => {
  it('replaces changed rows in place, puts new ones first in the answer order, drops deleted ids', () => {
    const rows = [row(3), row(2), row(1)];
    const applied = applyChanges(rows, { rows: [row(5, 'five'), row(2, 'renamed'), row(4, 'four')], deleted: [1, 99] });
    expect(applied.rows).toEqual([row(5, 'five'), row(4, 'four'), row(3), row(2, 'renamed')]);
    expect(applied.rows[2]).toBe(rows[0]);
    expect(applied.ids.sort()).toEqual([1, 2, 4, 5]);
    expect(applied.changedElsewhere.map((each) => each.id).sort()).toEqual([2, 4, 5]);
  });

  it('keeps the same array and objects when nothing really changed (a row equal to the one held)', () => {
    const rows = [row(2), row(1)];
    const applied = applyChanges(rows, { rows: [{ ...rows[0]! }], deleted: [7] });
    expect(applied.rows).toBe(rows);
    expect(applied.changedElsewhere).toEqual([]);
  });

  it('leaves rows changed here meanwhile as they are, and says so', () => {
    const rows = [row(2, 'local'), row(1)];
    const applied = applyChanges(rows, { rows: [row(2, 'older'), row(1, 'new')], deleted: [] }, (id) => id === 2);
    expect(applied.rows.map((each) => each.name)).toEqual(['local', 'new']);
    expect(applied.keptLocal).toBe(true);
    const deletion = applyChanges(rows, { rows: [], deleted: [2] }, (id) => id === 2);
    expect(deletion.rows).toBe(rows);
    expect(deletion.keptLocal).toBe(true);
  });
});

/** A server under the test's control: each call waits until the test answers it. */
function controlledSource(options: { withChanges?: boolean; restore?: () => Promise<{ rows: Row[]; cursor: string } | null> } = {}) {
  const whole: Array<(answer: { rows: Row[]; cursor: string | null }) => void> = [];
  const diffs: Array<{ cursor: string; answer(changes: ListChanges<Row> | null): void }> = [];
  const source: ListSource<Row> = {
    fetchAll: () => new Promise((resolve) => whole.push(resolve)),
    ...(options.withChanges === false ? {} : { fetchChanges: (cursor: string) => new Promise<ListChanges<Row> | null>((resolve) => diffs.push({ cursor, answer: resolve })) }),
    ...(options.restore ? { restore: options.restore } : {}),
  };
  return { source, whole, diffs };
}

async function loadedStore(server: ReturnType<typeof controlledSource>, rows: Row[], cursor: string | null = 'c1') {
  const store = createListStore<Row>(server.source, String);
  const loading = store.load();
  server.whole.at(-1)!({ rows, cursor });
  await loading;
  return store;
}

describe('a whole list kept by difference', () => {
  it('keeps the cursor of the whole list and then asks only for changes since it', async () => {
    const server = controlledSource();
    const store = await loadedStore(server, [row(2), row(1)]);
    expect(store.cursor()).toBe('c1');
    const refreshing = store.load({ staleAfterMs: 0 });
    expect(store.state.status).toBe('loaded');
    expect(server.diffs.map((diff) => diff.cursor)).toEqual(['c1']);
    server.diffs[0]!.answer({ rows: [row(3, 'new'), row(1, 'edited')], deleted: [2], cursor: 'c2' });
    await refreshing;
    expect(store.state.rows).toEqual([row(3, 'new'), row(1, 'edited')]);
    expect(store.cursor()).toBe('c2');
    expect(server.whole).toHaveLength(1);
  });

  it('fetches everything again when the cursor is too old, and when the server gives no cursor', async () => {
    const server = controlledSource();
    const store = await loadedStore(server, [row(1)]);
    const refreshing = store.refresh();
    server.diffs[0]!.answer(null);
    await tick();
    expect(server.whole).toHaveLength(2);
    server.whole[1]!({ rows: [row(2), row(1)], cursor: null });
    await refreshing;
    expect(store.state.rows.map((each) => each.id)).toEqual([2, 1]);
    expect(store.cursor()).toBeNull();
    const again = store.refresh();
    expect(server.diffs).toHaveLength(1);
    expect(server.whole).toHaveLength(3);
    server.whole[2]!({ rows: [row(1)], cursor: null });
    await again;
    expect(store.state.rows.map((each) => each.id)).toEqual([1]);
  });

  it('never lets a difference read before a local change undo it: the row keeps its local state, the next round brings the truth', async () => {
    const server = controlledSource();
    const store = await loadedStore(server, [row(2), row(1)]);
    const refreshing = store.refresh();
    store.replace([row(2, 'changed by a command')]);
    server.diffs[0]!.answer({ rows: [row(2, 'before the command'), row(1, 'edited elsewhere')], deleted: [], cursor: 'c2' });
    await refreshing;
    expect(store.state.rows.map((each) => each.name)).toEqual(['changed by a command', 'edited elsewhere']);
    // the cursor stays, so the row's newer state comes with the next round, asked at once
    expect(store.cursor()).toBe('c1');
    await tick();
    expect(server.diffs.map((diff) => diff.cursor)).toEqual(['c1', 'c1']);
    server.diffs[1]!.answer({ rows: [row(2, 'changed by a command, then elsewhere'), row(1, 'edited elsewhere')], deleted: [], cursor: 'c3' });
    await tick();
    expect(store.state.rows.map((each) => each.name)).toEqual(['changed by a command, then elsewhere', 'edited elsewhere']);
    expect(store.cursor()).toBe('c3');
  });

  it('asks once more when a refresh is asked while one is running (a change may have come after its read)', async () => {
    const server = controlledSource();
    const store = await loadedStore(server, [row(1)]);
    const first = store.refresh();
    void store.refresh();
    void store.refresh();
    expect(server.diffs).toHaveLength(1);
    server.diffs[0]!.answer({ rows: [], deleted: [], cursor: 'c2' });
    await first;
    await tick();
    expect(server.diffs.map((diff) => diff.cursor)).toEqual(['c1', 'c2']);
  });

  it('shows the local copy at once, then brings it up to date from its cursor', async () => {
    let restored: (copy: { rows: Row[]; cursor: string } | null) => void = () => undefined;
    const server = controlledSource({ restore: () => new Promise((resolve) => (restored = resolve)) });
    const store = createListStore<Row>(server.source, String);
    const loading = store.load();
    expect(store.state.status).toBe('loading');
    restored({ rows: [row(2), row(1)], cursor: 'kept' });
    await tick();
    expect(store.state.status).toBe('loaded');
    expect(store.state.rows.map((each) => each.id)).toEqual([2, 1]);
    expect(server.whole).toHaveLength(0);
    expect(server.diffs.map((diff) => diff.cursor)).toEqual(['kept']);
    server.diffs[0]!.answer({ rows: [row(3)], deleted: [1], cursor: 'now' });
    await loading;
    expect(store.state.rows.map((each) => each.id)).toEqual([3, 2]);
    expect(store.cursor()).toBe('now');
  });

  it('fetches the whole list when there is no local copy, and forgets everything on reset', async () => {
    const server = controlledSource({ restore: async () => null });
    const store = createListStore<Row>(server.source, String);
    const loading = store.load();
    await tick();
    server.whole[0]!({ rows: [row(1)], cursor: 'c1' });
    await loading;
    expect(store.state.rows).toHaveLength(1);
    store.reset();
    expect(store.state.status).toBe('idle');
    expect(store.state.rows).toEqual([]);
    expect(store.cursor()).toBeNull();
  });

  it('tells its listeners what changed: everything on a whole fetch, the ids and the rows changed elsewhere on a difference', async () => {
    const server = controlledSource();
    const store = createListStore<Row>(server.source, String);
    const seen: unknown[] = [];
    store.subscribe((change) => seen.push(change));
    const loading = store.load();
    server.whole[0]!({ rows: [row(1)], cursor: 'c1' });
    await loading;
    store.replace([row(1, 'mine')]);
    const refreshing = store.refresh();
    server.diffs[0]!.answer({ rows: [row(1, 'mine'), row(2, 'theirs')], deleted: [], cursor: 'c2' });
    await refreshing;
    expect(seen).toEqual([
      { kind: 'all' },
      { kind: 'some', ids: [1], changedElsewhere: [] },
      { kind: 'some', ids: [2], changedElsewhere: [row(2, 'theirs')], remote: true },
    ]);
  });
});
