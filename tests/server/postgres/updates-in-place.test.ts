// A change of every device's status or base, of every record's history chain and of its change-log row, is written in place on
// PostgreSQL (a HOT update: the new version of a row in its own page, no new index entry), again and again
// (migrations 020 and 021: no index on status or base, half of each page kept free), each round once the previous round's
// old versions are gone. Measured in `npm run bench -- postgres`;
// here, PostgreSQL's own count of the updates it made in place, in the transaction that made them (without the
// migration: none of the devices', 1% of the chain's).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, skipReason, underOperation, type FreshDatabase } from './database';

const AT = '2026-01-01T00:00:00.000Z';
const DEVICES = 2000;

describe.skipIf(skipReason !== null)(`updates in place ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    ({ database, client } = await migratedDatabase());
    await client.query(`INSERT INTO devices (name, serial_id, created_at, updated_at)
      SELECT 'device ' || n, 'S' || n, '${AT}', '${AT}' FROM generate_series(1, ${DEVICES}) AS n`);
    await client.query(`INSERT INTO history_operations (at, user_id, user_name, operation) VALUES ('${AT}', 1, 'Ana', 'test')`);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /**
   * The room of the previous round's old versions made free again, as pruning and autovacuum do: pruning waits for
   * every older transaction of the cluster (another test's database included), so a loaded run cannot count on it.
   */
  const vacuumed = (table: string) => client.query(`VACUUM ${table}`);

  /**
   * `change` of every device under an operation; how many rows of `table` it updated, and how many in place. The
   * counts are read before and after in the same transaction: a backend's counts not yet reported (PostgreSQL reports
   * them at most once a second) run on across its transactions.
   */
  async function inPlace(change: string, table: string): Promise<{ updated: number; inPlace: number }> {
    const counts = async () => {
      const { rows } = await client.query<{ updated: string; in_place: string }>(
        'SELECT n_tup_upd AS updated, n_tup_hot_upd AS in_place FROM pg_stat_xact_user_tables WHERE relname = $1', [table]);
      return { updated: Number(rows[0]?.updated ?? 0), inPlace: Number(rows[0]?.in_place ?? 0) };
    };
    return underOperation(client, async () => {
      const before = await counts();
      await client.query(`UPDATE devices SET ${change}, updated_at = to_char(clock_timestamp(), 'YYYY-MM-DD"T"HH24:MI:SS.US')`);
      const after = await counts();
      return { updated: after.updated - before.updated, inPlace: after.inPlace - before.inPlace };
    });
  }

  /** Nearly all in place: a row whose page ran out of room (a longer value) moves, as it must. */
  const expectInPlace = ({ updated, inPlace: written }: { updated: number; inPlace: number }, change: string) => {
    expect(updated, change).toBe(DEVICES);
    expect(written / updated, change).toBeGreaterThan(0.9);
  };

  it('writes bulk status and base changes of every device in place, time after time', async () => {
    for (const change of ["status = 'repairing'", "status = 'available'", "base = 'lisbon'", "status = 'missing', base = 'porto'"]) {
      expectInPlace(await inPlace(change, 'devices'), change);
      await vacuumed('devices');
    }
  });

  it("moves every device's change-log row in place (migration 021)", async () => {
    for (const change of ["status = 'repairing'", "comment = 'logged'", "status = 'available'"]) {
      await vacuumed('changes');
      expectInPlace(await inPlace(change, 'changes'), change);
    }
  });

  it("moves every device's history chain in place", async () => {
    await inPlace("status = 'in_use'", 'history_records'); // the chain's first row of each device is an insert
    for (const change of ["status = 'repairing'", "comment = 'checked'"]) {
      await vacuumed('history_records');
      expectInPlace(await inPlace(change, 'history_records'), change);
    }
  });
});
