// A records resource on the server, declared in one file (resources/<name>.ts): its migrations, its repository
// (recordTable) and its routes (recordRoutes); its table type augments db/schema.ts's `Database` in that file.
// resources/all.ts names every resource once; the migrations list (db/migrations/index.ts) and the admin routes
// (routes/admin.ts) are made from it (resources/registry.ts).
import type { Hono } from 'hono';
import type { Kysely, Migration, RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { SyncedList } from '../db/changes';
import { sqliteOnly, withPostgres } from '../db/migrations/dialects';
import { recordTable, type RecordTable, type RecordTableName, type RecordTableSpec } from '../db/repos/recordTable';
import type { SearchIndex } from '../db/search';
import type { AppEnv, ServerDeps } from '../http/env';
import { recordRoutes, type RecordResource } from '../http/recordRoutes';

/** What the registry reads of a resource: what its migrations must make, and its routes. */
export interface ServerResource {
  table: RecordTableName;
  /** under /api, e.g. `/admin/suppliers` */
  path: string;
  search?: SearchIndex | undefined;
  synced?: SyncedList | undefined;
  /**
   * its own migrations by name, `NNN_<name>`, numbered after every migration landed before (frozen once landed, as
   * every migration: a change is a new one); empty for a table an older migration of db/migrations/ made
   */
  migrations: Readonly<Record<string, Migration>>;
  routes: (deps: ServerDeps) => Hono<AppEnv>;
}

export interface DeclaredResource<N extends RecordTableName, T> extends ServerResource {
  table: N;
  records: RecordTable<N, T>;
}

export type ResourceSpec<N extends RecordTableName, Row extends { updated_at: string }, T, S extends z.ZodType> =
  RecordTableSpec<N, Row, T> & Omit<RecordResource<N, T, S>, 'records'> & Pick<ServerResource, 'migrations'>;

/** One declaration: the table's repository (db/repos/recordTable.ts) and its routes (http/recordRoutes.ts). */
export function recordResource<N extends RecordTableName, Row extends { updated_at: string }, T, S extends z.ZodType>(
  spec: ResourceSpec<N, Row, T, S>,
): DeclaredResource<N, T> {
  const records = recordTable(spec);
  return {
    table: spec.table,
    path: spec.path,
    search: spec.search,
    synced: spec.synced,
    migrations: spec.migrations,
    records,
    routes: recordRoutes({ ...spec, records }),
  };
}

const runAll = (statements: readonly RawBuilder<unknown>[]) => async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of statements) await statement.execute(db);
};

/**
 * A migration that runs `statements` in order (a `CREATE TABLE`, then `...searchIndexFor(…)`, `...changeLogFor(…)`),
 * or `postgres`' on PostgreSQL (issue 24; db/postgres/triggers.ts has the helpers' counterparts). Without them, a
 * PostgreSQL start stops at this migration, naming it.
 */
export const migrationOf = (statements: readonly RawBuilder<unknown>[], postgres?: readonly RawBuilder<unknown>[]): Migration => {
  const sqlite: Migration = { up: runAll(statements) };
  return postgres ? withPostgres(sqlite, runAll(postgres)) : sqliteOnly(sqlite);
};
