import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen once landed: this one carries its own list of what is searched.
const SEARCHED: ReadonlyArray<{ table: string; columns: readonly string[] }> = [
  { table: 'devices', columns: ['name', 'serial_id', 'mac_address', 'key_tag'] },
  { table: 'device_models', columns: ['name'] },
  { table: 'device_categories', columns: ['name'] },
  { table: 'events', columns: ['name', 'location'] },
  { table: 'spaces', columns: ['name'] },
  { table: 'users', columns: ['name', 'email'] },
];

/**
 * A search index per searched table: an FTS5 table `<table>_search` with the trigram tokenizer, holding a folded
 * copy of each searched column (kitroom_fold: accents and case removed, src/contract/fold.ts) under the row's id,
 * kept up to date by triggers. A search folds its text the same way and finds rows through the index, never by
 * scanning the table. The trigger functions need kitroom_fold, which every connection the server opens registers;
 * a connection without it cannot write these tables (it fails, rather than leave the index behind).
 * Status and base, searched on devices by their labels, get ordinary indexes.
 */
export const search: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [];
    for (const { table, columns } of SEARCHED) {
      const fts = sql.table(`${table}_search`);
      const names = sql.join(columns.map((column) => sql.ref(column)));
      const folded = (row: 'new' | 'old') => sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(`${row}.${column}`)})`));
      statements.push(
        sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${names}, tokenize = 'trigram case_sensitive 1')`,
        sql`INSERT INTO ${fts} (rowid, ${names}) SELECT id, ${sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(column)})`))} FROM ${sql.table(table)}`,
        sql`CREATE TRIGGER ${sql.raw(`${table}_search_insert`)} AFTER INSERT ON ${sql.table(table)} BEGIN
          INSERT INTO ${fts} (rowid, ${names}) VALUES (new.id, ${folded('new')}); END`,
        sql`CREATE TRIGGER ${sql.raw(`${table}_search_update`)} AFTER UPDATE OF ${names} ON ${sql.table(table)} BEGIN
          UPDATE ${fts} SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = kitroom_fold(${sql.ref(`new.${column}`)})`))} WHERE rowid = old.id; END`,
        sql`CREATE TRIGGER ${sql.raw(`${table}_search_delete`)} AFTER DELETE ON ${sql.table(table)} BEGIN
          DELETE FROM ${fts} WHERE rowid = old.id; END`,
      );
    }
    statements.push(sql`CREATE INDEX devices_status ON devices(status)`, sql`CREATE INDEX devices_base ON devices(base)`);
    for (const statement of statements) await statement.execute(db);
  },
};
