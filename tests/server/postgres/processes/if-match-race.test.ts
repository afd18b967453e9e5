// If-Match through two processes at once, and versions across processes: of two PUTs with one ETag, exactly one
// is taken (200) and the other refused (412), the taken one's change kept (http/guarded.ts locks the row before it
// reads it); and a write's new `updated_at` is after the row's previous one even when the process that wrote that
// one had a clock ahead (db/clock.ts nextVersionSql), so an ETag never comes back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyOf, skipReason } from '../database';
import { call, serversOnOneDatabase, type ServersOnOneDatabase } from './serversOnOneDatabase';

/** Races of two PUTs; a lost update shows within a few when nothing locks the row. */
const ROUNDS = 30;
const AHEAD = '2100-01-01T00:00:00.000Z';

describe.skipIf(skipReason !== null)(`If-Match and versions across two processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('if-match-race', 2);
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('two PUTs with one ETag, one through each process: one 200, one 412, the 200\'s change kept', async () => {
    const [a, b] = cluster.running as [typeof cluster.running[0], typeof cluster.running[0]];
    const created = await call(a, 'POST', '/api/admin/devices', { name: 'Raced', serial_id: 'SN-IF-MATCH' });
    expect(created.status).toBe(201);
    const path = `/api/admin/devices/${created.body.id as number}`;
    let etag = created.etag!;
    for (let round = 0; round < ROUNDS; round += 1) {
      const put = (server: typeof a, comment: string) => call(server, 'PUT', path, { name: 'Raced', serial_id: 'SN-IF-MATCH', comment }, { 'If-Match': etag });
      const answers = await Promise.all([put(a, `a ${round}`), put(b, `b ${round}`)]);
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 412]);
      const taken = answers.find((answer) => answer.status === 200)!;
      const stored = await call(round % 2 ? a : b, 'GET', path);
      expect(stored.body.comment).toBe(taken.body.comment);
      expect(stored.etag).toBe(taken.etag);
      etag = taken.etag!;
    }
  });

  it('a version written by a process whose clock is ahead: the next write\'s ETag is later still', async () => {
    const [a, b] = cluster.running as [typeof cluster.running[0], typeof cluster.running[0]];
    const created = await call(a, 'POST', '/api/admin/devices', { name: 'Clocked', serial_id: 'SN-CLOCK' });
    const id = created.body.id as number;
    const db = kyselyOf(cluster.database.url, 1);
    try {
      await sql`update devices set updated_at = ${AHEAD} where id = ${id}`.execute(db);
      const ahead = await call(b, 'GET', `/api/admin/devices/${id}`);
      expect(ahead.etag).toBe(`"${AHEAD}"`);
      const put = await call(b, 'PUT', `/api/admin/devices/${id}`, { name: 'Clocked', serial_id: 'SN-CLOCK', comment: 'after' }, { 'If-Match': ahead.etag! });
      expect(put.status).toBe(200);
      expect(put.etag! > ahead.etag!).toBe(true);
      const bulk = await call(a, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: [id], status: 'repairing' });
      expect(bulk.status).toBe(200);
      const after = await call(a, 'GET', `/api/admin/devices/${id}`);
      expect(after.etag! > put.etag!).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
