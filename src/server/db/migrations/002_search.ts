import { sql, type Kysely, type Migration } from 'kysely';
import { searchIndexFor } from '../triggers';

// Migrations are frozen once landed: this one carries its own list of what is searched.
export const SEARCHED: ReadonlyArray<{ table: string; columns: readonly string[] }> = [
  { table: 'devices', columns: ['name', 'serial_id', 'mac_address', 'key_tag'] },
  { table: 'device_models', columns: ['name'] },
  { table: 'device_categories', columns: ['name'] },
  { table: 'events', columns: ['name', 'location'] },
  { table: 'spaces', columns: ['name'] },
  { table: 'users', columns: ['name', 'email'] },
];

/**
 * A search index per searched table (`searchIndexFor`, db/triggers.ts). A search folds its text the same way and
 * finds rows through the index, never by scanning the table. Status and base, searched on devices by their labels,
 * get ordinary indexes.
 */
export const search: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = SEARCHED.flatMap(({ table, columns }) => searchIndexFor(table, columns));
    statements.push(sql`CREATE INDEX devices_status ON devices(status)`, sql`CREATE INDEX devices_base ON devices(base)`);
    for (const statement of statements) await statement.execute(db);
  },
};
