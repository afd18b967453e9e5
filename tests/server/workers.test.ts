// The parts that keep the server answering under heavy work, tested on a real database file: the FIFO write lock,
// the import's budgets (a sheet too slow to read is refused; a write over budget is stopped, rolled back, and
// leaves the database writable), and the heavy-read pool replacing a worker stopped for its budget.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { WriteLock } from '../../src/server/db/writeLock';
import { SheetFileError } from '../../src/server/sheets/sheetFileError';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';
import { openAccess, type DatabaseAccess } from '../../src/server/workers/access';
import { ImportRunner } from '../../src/server/workers/imports';

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kitroom-workers-'));
  file = join(dir, 'kitroom.sqlite');
  (await openDatabase(file)).close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DEVICE_HEADER = ['name', 'serial_id', 'comment'];
const sheetOf = (count: number, comment: string) =>
  writeXlsx({ name: 'Devices', header: DEVICE_HEADER, rows: Array.from({ length: count }, (_, index) => [`Device ${index}`, `W-${index}`, comment]) });

describe('WriteLock', () => {
  it('hands the lock over in arrival order, to one holder at a time', async () => {
    const lock = new WriteLock();
    const order: number[] = [];
    const first = await lock.acquire();
    const waiting = [1, 2, 3].map((index) => lock.acquire().then((release) => {
      order.push(index);
      release();
    }));
    expect(lock.queued).toBe(3);
    first();
    first(); // releasing twice is harmless
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    expect(lock.queued).toBe(0);
  });
});

describe('imports in their own worker', () => {
  let access: DatabaseAccess;
  beforeAll(async () => {
    access = await openAccess(file, { poolSize: 1 });
  });
  afterAll(() => access.close());

  const count = async () => Number((await access.db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('imports through the runner and sees the rows from every connection', async () => {
    const outcome = await access.imports.run(await sheetOf(50, 'first'));
    expect(outcome).toEqual({ ok: true, created: 50, updated: 0 });
    expect(await count()).toBe(50);
  });

  it('refuses a sheet that cannot be read within its budget, writing nothing', async () => {
    const runner = new ImportRunner({ file, readonly: false }, access.lock, () => new Date().toISOString(), { parseMs: 1, writeMs: 60_000, heapMb: 512, maxWaiting: 1 });
    try {
      await expect(runner.run(await sheetOf(20_000, 'slow'))).rejects.toThrow(SheetFileError);
      expect(await count()).toBe(50);
    } finally {
      await runner.close();
    }
  });

  it('stops a write over its budget, rolls it back, and leaves the database writable', async () => {
    const runner = new ImportRunner({ file, readonly: false }, access.lock, () => new Date().toISOString(), { parseMs: 60_000, writeMs: 5, heapMb: 1024, maxWaiting: 1 });
    try {
      await expect(runner.run(await sheetOf(30_000, 'stopped'))).rejects.toMatchObject({ status: 503 });
    } finally {
      await runner.close();
    }
    expect(await count()).toBe(50);
    // the stopped worker's connection is gone: the writer gets the lock and the file at once
    const started = performance.now();
    await access.writer.insertInto('device_categories').values({ name: 'After', description: '', created_at: 'x', updated_at: 'x' }).execute();
    expect(performance.now() - started).toBeLessThan(1000);
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(access.db);
    expect(rows).toEqual([{ integrity_check: 'ok' }]);
  });

  it('refuses more imports than may wait with 503, at once', async () => {
    const runner = new ImportRunner({ file, readonly: false }, access.lock, () => new Date().toISOString(), { parseMs: 60_000, writeMs: 60_000, heapMb: 512, maxWaiting: 1 });
    try {
      const sheet = () => sheetOf(2000, 'queued');
      const runs = [runner.run(await sheet()), runner.run(await sheet()), runner.run(await sheet())];
      const settled = await Promise.allSettled(runs);
      expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
    } finally {
      await runner.close();
    }
  });

  it('runs heavy reads in the pool, and replaces a worker stopped for its budget', async () => {
    await expect(access.pool.run('exportDevices', undefined, { timeoutMs: 1 })).rejects.toMatchObject({ name: 'WorkerFailure', reason: 'timeout' });
    const parts: unknown[] = [];
    const sent = await access.pool.run('streamDevices', { limit: 10, offset: 0 }, { timeoutMs: 30_000, onPart: (part) => parts.push(part) });
    expect(sent).toBe(10);
    expect((parts[0] as { count: number }).count).toBeGreaterThanOrEqual(50);
    const results = Buffer.concat(parts.slice(1).map((part) => Buffer.from(part as Uint8Array))).toString('utf8');
    expect(JSON.parse(results)).toHaveLength(10);
  });
});
