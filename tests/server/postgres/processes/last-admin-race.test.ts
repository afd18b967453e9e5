// Two admins demoting each other at once, each through another process: the last-admin count takes a lock
// (db/repos/users.ts countAdmins, db/keyLock.ts), so the second waits for the first, counts one admin and is
// refused; there is always an admin left.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../killableServer';
import { kyselyOf, skipReason } from '../database';
import { call, serversOnOneDatabase, type ServersOnOneDatabase } from './serversOnOneDatabase';

const ROUNDS = 10;
const PASSWORD = 'second-admin-password-1';

describe.skipIf(skipReason !== null)(`the last admin across two processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('last-admin-race', 2);
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('two admins demote each other at once: one stays admin', async () => {
    const [a, b] = cluster.running as [RunningServer, RunningServer];
    const first = (await call(a, 'GET', '/api/v2/beamian-users?email=admin@example.com')).body.results as Array<{ id: number }>;
    const firstId = first[0]!.id;
    const second = await call(a, 'POST', '/api/v2/beamian-users', { email: 'second@example.com', name: 'Second', password: PASSWORD });
    const secondId = second.body.id as number;
    const login = await fetch(`${b.url}/api/auth`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'second@example.com', password: PASSWORD }),
    });
    const asSecond: RunningServer = { ...b, headers: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
    const db = kyselyOf(cluster.database.url, 1);
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        expect((await call(a, 'PATCH', `/api/v2/beamian-users/${secondId}`, { role: 'admin' })).status).toBe(200);
        const answers = await Promise.all([
          call(a, 'PATCH', `/api/v2/beamian-users/${secondId}`, { role: 'staff' }),
          call(asSecond, 'PATCH', `/api/v2/beamian-users/${firstId}`, { role: 'staff' }),
        ]);
        const admins = (await sql<{ n: number }>`select count(*)::int as n from users where role = 'admin'`.execute(db)).rows[0]!.n;
        expect(admins, `round ${round}: ${answers.map((answer) => answer.status).join(', ')}`).toBe(1);
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
        // the one demoted gets its role back from the one left
        if (answers[1]!.status === 200) expect((await call(asSecond, 'PATCH', `/api/v2/beamian-users/${firstId}`, { role: 'admin' })).status).toBe(200);
      }
    } finally {
      await db.destroy();
    }
  });
});
