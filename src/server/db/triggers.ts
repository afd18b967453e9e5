// The triggers migrations make, written once: a table's search index (read by db/search.ts) and its change log
// (read by db/changes.ts). SQLite's own SQL (FTS5, `kitroom_fold`, upserts), in one place for issue 24.
// Past migrations call these helpers, so what they answer for a past call may never change:
// tests/server/migrations-pinned.test.ts pins every past migration's schema. A new kind of trigger is a new helper.
import { sql, type RawBuilder } from 'kysely';

/**
 * The search index of `table`: an FTS5 table `<table>_search` with the trigram tokenizer, holding a folded copy of
 * each of `columns` (kitroom_fold: accents and case removed, src/contract/fold.ts) under the row's id, filled from
 * the rows already there and kept up to date by triggers. The triggers call kitroom_fold, which every connection
 * the server opens registers; a connection without it cannot write the table (it fails rather than leave the
 * index behind).
 */
export function searchIndexFor(table: string, columns: readonly string[]): RawBuilder<unknown>[] {
  const fts = sql.table(`${table}_search`);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const folded = (row: 'new' | 'old') => sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(`${row}.${column}`)})`));
  return [
    sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${names}, tokenize = 'trigram case_sensitive 1')`,
    sql`INSERT INTO ${fts} (rowid, ${names}) SELECT id, ${sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(column)})`))} FROM ${sql.table(table)}`,
    sql`CREATE TRIGGER ${sql.raw(`${table}_search_insert`)} AFTER INSERT ON ${sql.table(table)} BEGIN
          INSERT INTO ${fts} (rowid, ${names}) VALUES (new.id, ${folded('new')}); END`,
    sql`CREATE TRIGGER ${sql.raw(`${table}_search_update`)} AFTER UPDATE OF ${names} ON ${sql.table(table)} BEGIN
          UPDATE ${fts} SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = kitroom_fold(${sql.ref(`new.${column}`)})`))} WHERE rowid = old.id; END`,
    sql`CREATE TRIGGER ${sql.raw(`${table}_search_delete`)} AFTER DELETE ON ${sql.table(table)} BEGIN
          DELETE FROM ${fts} WHERE rowid = old.id; END`,
  ];
}

/** The next change number of `list`: bumped first, then read by the statement that follows. */
const bump = (list: number) => sql`UPDATE change_lists SET seq = seq + 1 WHERE list = ${sql.lit(list)};`;
const current = (list: number) => sql`(SELECT seq FROM change_lists WHERE list = ${sql.lit(list)})`;
const upsert = sql`ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at;`;

/** Records one row of `list` as changed (or deleted) at its list's next number. */
export function mark(list: number, id: RawBuilder<unknown>, deleted = false): RawBuilder<unknown> {
  const deletedAt = deleted ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` : sql`NULL`;
  return sql`${bump(list)}
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (${sql.lit(list)}, ${id}, ${current(list)}, ${deletedAt}) ${upsert}`;
}

/**
 * Records every row of `table` that `where` picks as changed (derived changes); the list's number moves only when
 * there is such a row, so that a list nothing happened to is never reported as changed.
 */
export function markAll(list: number, table: string, where: RawBuilder<unknown>): RawBuilder<unknown> {
  const rows = sql`${sql.raw(table)} WHERE ${where}`;
  return sql`UPDATE change_lists SET seq = seq + 1 WHERE list = ${sql.lit(list)} AND EXISTS (SELECT 1 FROM ${rows});
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT ${sql.lit(list)}, id, ${current(list)}, NULL FROM ${rows} ${upsert}`;
}

/** Binary comparison: names are COLLATE NOCASE, and a change of case is a change the lists show. */
export const changed = (column: string) => sql.raw(`old.${column} IS NOT new.${column} COLLATE BINARY`);

export const trigger = (name: string, on: RawBuilder<unknown>, body: RawBuilder<unknown>[]) =>
  sql`CREATE TRIGGER ${sql.raw(name)} ${on} BEGIN ${sql.join(body, sql` `)} END`;

/**
 * The change log of a new synced list: its counter (`list`, the number db/changes.ts's SYNCED_LISTS gives it) and
 * the triggers that record every insert, update and delete of `table` in it. Rows another list shows (derived
 * changes) need triggers of their own, made with `markAll`.
 */
export function changeLogFor(table: string, list: number): RawBuilder<unknown>[] {
  const on = (event: string) => sql`AFTER ${sql.raw(event)} ON ${sql.raw(table)}`;
  return [
    sql`INSERT INTO change_lists (list, seq, pruned_through) VALUES (${sql.lit(list)}, 0, 0)`,
    trigger(`${table}_change_insert`, on('INSERT'), [mark(list, sql`new.id`)]),
    trigger(`${table}_change_update`, on('UPDATE'), [mark(list, sql`new.id`)]),
    trigger(`${table}_change_delete`, on('DELETE'), [mark(list, sql`old.id`, true)]),
  ];
}
