// After a bulk load on PostgreSQL (the demo data at start-up): VACUUM (ANALYZE), so that the first searches do not
// pay for it. Measured on 100 000 demo devices before autovacuum had run: without statistics the planner scanned
// `devices_search` instead of its trigram indexes (one serial: 172 ms a search against 24 ms once analyzed), and
// each trigram GIN index still held up to 466 pages of not-yet-merged entries (its pending list, which every index
// scan reads whole: 38–75 ms for one serial's count against 0.4 ms merged). A manual ANALYZE gathers the
// statistics but leaves the pending lists (only VACUUM and autovacuum's own analyze merge them); VACUUM also sets
// the visibility map, so `count(*)` is an index-only scan. 0.7 s at 100 000 devices, once. SQLite needs nothing.
import { sql } from 'kysely';
import type { Db } from '../database';
import { isPostgres } from '../dialect';

export async function settleAfterBulkLoad(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`VACUUM (ANALYZE)`.execute(db);
}
