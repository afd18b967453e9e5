// The demo's 100 000 devices on PostgreSQL: what the devices' insert triggers write (db/postgres/triggers.ts: the
// search index `devices_search` and the change log) is written after the rows, once for them all, rather than
// statement after statement while they go in: a trigram GIN index grown row by row costs about twice one built
// whole, and each statement's transition table and change-log upsert add up (start-up with 100 000 demo devices was
// ≈ 6.5 s longer than without, against ≈ 2.1 s on SQLite). The rows written are the triggers' own: the same columns
// folded by the same kitroom_fold, the same kitroom_mark over the same ids in the same order (the inserts give ids
// in ascending order); demo-load.test.ts compares both ways. The history trigger writes nothing outside an
// operation, and the demo loads outside one. Other triggers (the events the devices show) fire as always. The
// table's foreign keys are dropped for the load and added again after it, which checks every row at once.
import { sql } from 'kysely';
import type { Db } from '../database';
import { isPostgres } from '../dialect';

/** Runs `fill` (inserts into `table`) with the search and change-log insert triggers replayed after it (PostgreSQL). */
export async function withInsertTriggersAfter(trx: Db, table: string, fill: () => Promise<void>): Promise<void> {
  if (!isPostgres(trx)) return fill();
  const list = await changeListOf(trx, table);
  const operation = await sql<{ id: number | null }>`SELECT kitroom_operation() AS id`.execute(trx);
  if (list === undefined || operation.rows[0]?.id != null) return fill();
  const held = [`${table}_search_insert`, `${table}_change_insert`, `${table}_history_insert`];
  for (const trigger of held) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.raw(trigger)}`.execute(trx);
  const { rows: [before] } = await sql<{ id: number }>`SELECT coalesce(max(id), 0) AS id FROM ${sql.table(table)}`.execute(trx);
  // its foreign keys too: checked row by row they cost ≈ 0.7 s of 100 000 devices; added again, checked in one join
  const { rows: foreignKeys } = await sql<{ name: string; definition: string }>`SELECT conname AS name,
    pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'f' ORDER BY oid`.execute(trx);
  for (const key of foreignKeys) await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(trx);
  await fill();
  for (const key of foreignKeys) await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(trx);
  await fillSearchIndex(trx, table, before!.id);
  await sql`SELECT kitroom_mark(${list}, ARRAY(SELECT id FROM ${sql.table(table)} WHERE id > ${before!.id}), false)`.execute(trx);
  for (const trigger of held) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.raw(trigger)}`.execute(trx);
}

/** The list the table's change-log trigger marks (its argument), or undefined when it has none. */
async function changeListOf(trx: Db, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ args: string }>`SELECT encode(tgargs, 'escape') AS args FROM pg_trigger
    WHERE tgrelid = ${table}::regclass AND tgname = ${`${table}_change_insert`}`.execute(trx);
  const list = rows[0] && Number(rows[0].args.split('\\000')[0]);
  return list === undefined || Number.isNaN(list) ? undefined : list;
}

/** The search rows of the table's rows past `afterId`, in one statement, its trigram indexes built again after. */
async function fillSearchIndex(trx: Db, table: string, afterId: number): Promise<void> {
  const search = `${table}_search`;
  const { rows: indexes } = await sql<{ name: string; definition: string }>`SELECT indexname AS name, indexdef AS definition
    FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${search} AND indexdef LIKE '%gin_trgm_ops%'`.execute(trx);
  for (const index of indexes) await sql`DROP INDEX ${sql.table(index.name)}`.execute(trx);
  const { rows: columns } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${search} AND column_name <> 'id' ORDER BY ordinal_position`.execute(trx);
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  const folded = sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(`t.${column.name}`)}::text)`));
  await sql`INSERT INTO ${sql.table(search)} (id, ${names}) SELECT t.id, ${folded} FROM ${sql.table(table)} t WHERE t.id > ${afterId}`.execute(trx);
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
}
