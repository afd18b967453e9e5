// The change feed across processes keeps commit order (docs/postgres-port.md, steps 4-5): two server processes on one
// database, writers through both and through raw connections holding their transactions open for random lengths
// (some rolled back), a reader paging `?changed_since=` through A and B by turns while they write. Whatever the
// interleaving, the reader ends with the database's devices, is never given a rolled-back one, and is given a
// device twice only when it changed in between. Why it holds: kitroom_mark takes the list's counter row with an
// UPDATE, whose lock lasts until commit, so writers of a list number their changes in commit order.
// The same harness catches the naive reader (ids above the highest seen: identity values are taken at insert, not
// at commit): a large insert takes its ids one by one, a small one slips in between and commits first.
import fc from 'fast-check';
import type pg from 'pg';
import { postgresPool } from '../../../../src/server/db/postgres/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killableServer, type KillableServer } from '../../killableServer';
import { freshDatabase, skipReason, type FreshDatabase } from '../database';
import { feedReader, judge, naiveReader, runRound, type Servers, type Verdict, type Write } from './feedHarness';

const NAIVE_ATTEMPTS = 8;

const aWrite = (insertOnly: boolean): fc.Arbitrary<Write> => fc.record({
  via: fc.constantFrom<Write['via']>('A', 'B', 'sql', 'sql', 'sql'),
  kind: insertOnly ? fc.constant<Write['kind']>('insert') : fc.constantFrom<Write['kind']>('insert', 'insert', 'update'),
  rows: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 100, max: 600 })),
  holdMs: fc.integer({ min: 0, max: 60 }),
  rollback: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  startMs: fc.integer({ min: 0, max: 250 }),
  pick: fc.nat(),
}).map((write) => (write.via === 'sql' ? write : { ...write, kind: 'insert', rollback: false }));

const writes = (insertOnly: boolean) => fc.array(aWrite(insertOnly), { minLength: 4, maxLength: 14 });

const clean = (verdict: Verdict) => ({ skipped: verdict.skipped.length, phantoms: verdict.phantoms.length, repeats: verdict.repeats.length, lost: verdict.lost.length });

describe.skipIf(skipReason !== null)(`the change feed in commit order across processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let pool: pg.Pool;
  let processes: KillableServer;
  let servers: Servers;

  beforeAll(async () => {
    database = await freshDatabase();
    processes = await killableServer('feed-order', 0, { databaseUrl: database.url });
    const [A, B] = [await processes.start(), await processes.start()];
    servers = { A, B };
    // the server's own pool: its connections' errors are heard (the database's drop at the end ends those the pool is
    // still closing; a plain pg.Pool threw that from its idle client as an uncaught error, failing CI)
    pool = postgresPool(database.url, { max: 8 });
  });

  afterAll(async () => {
    for (const running of Object.values(servers ?? {})) running.child.kill('SIGKILL');
    await pool?.end();
    await processes?.dispose();
    await database?.drop();
  });

  it('a reader of changed_since through both processes misses no commit, sees no rollback, is told nothing twice', async () => {
    await fc.assert(fc.asyncProperty(fc.boolean().chain((insertOnly) => writes(insertOnly)), async (round) => {
      const reader = await feedReader(servers);
      const ledger = await runRound(round, servers, pool, reader);
      expect(clean(await judge(reader, ledger, pool))).toEqual({ skipped: 0, phantoms: 0, repeats: 0, lost: 0 });
    }), { numRuns: 10 });
  });

  it('the same harness catches a naive reader of ids above the highest seen skipping committed devices', async () => {
    const verdicts: Verdict[] = [];
    const round = fc.sample(writes(true), { numRuns: NAIVE_ATTEMPTS, seed: 24 });
    for (const writesOfRound of round) {
      const reader = await naiveReader(pool);
      const verdict = await judge(reader, await runRound(writesOfRound, servers, pool, reader), pool);
      verdicts.push(verdict);
      if (verdict.skipped.length > 0) break;
    }
    expect(verdicts.some((verdict) => verdict.skipped.length > 0), `skips in ${verdicts.length} rounds: ${verdicts.map((v) => v.skipped.length)}`).toBe(true);
    // what it missed was committed, not rolled back: a skip, never a phantom
    expect(verdicts.every((verdict) => verdict.phantoms.length === 0 && verdict.lost.length === 0)).toBe(true);
  });
});
