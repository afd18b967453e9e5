// The resources of src/server/resources (resources/resource.ts): each file's resource is named in resources/all.ts,
// the migrations make what each declares (its table, its search index on its columns, its change log under its
// list's number), and its routes are mounted behind the admin token. Each failure names the resource or the file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_LISTS } from '../../src/server/db/changes';
import type { Db } from '../../src/server/db/database';
import { migrationProvider, migrationsWith } from '../../src/server/db/migrations/index';
import { openDatabase } from '../../src/server/db/open';
import { RESOURCES } from '../../src/server/resources/registry';
import type { ServerResource } from '../../src/server/resources/resource';
import { startTestServer, type TestServer } from './harness';

const FOLDER = join(import.meta.dirname, '../../src/server/resources');
/** The machinery's own files; every other file of the folder declares a resource. */
const MACHINERY = ['all.ts', 'registry.ts', 'resource.ts'];

describe('every resource file', () => {
  it('declares a resource named in resources/all.ts (one left out would have no table and no routes)', async () => {
    const files = readdirSync(FOLDER).filter((name) => name.endsWith('.ts') && !MACHINERY.includes(name));
    expect(files.length).toBeGreaterThan(0);
    const unlisted: string[] = [];
    for (const file of files) {
      const exported: unknown[] = Object.values(await import(join(FOLDER, file)));
      if (!exported.some((value) => RESOURCES.includes(value as ServerResource))) unlisted.push(`src/server/resources/${file}`);
    }
    expect(unlisted, 'declared but not in src/server/resources/all.ts').toEqual([]);
  });
});

describe('the migrations', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openDatabase(':memory:')));
  afterAll(() => close());

  const objectsOn = async (table: string) => (await sql<{ type: string; name: string; sql: string }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ${table}`.execute(db)).rows;

  it.each(RESOURCES.map((resource) => [resource.path, resource] as const))('make the table %s declares', async (_path, resource) => {
    expect((await objectsOn(resource.table)).some((object) => object.type === 'table'), `no migration makes ${resource.table}`).toBe(true);
  });

  const searched = RESOURCES.filter((resource) => resource.search);
  it.each(searched.map((resource) => [resource.path, resource] as const))('make the search index %s declares, on its columns', async (_path, resource) => {
    const index = resource.search!;
    const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${index.fts})`.execute(db);
    expect(columns.rows.map((column) => column.name), `${index.fts}: searchIndexFor(${index.table}, …) in its migration`).toEqual([...index.columns]);
  });

  const synced = RESOURCES.filter((resource) => resource.synced);
  it.each(synced.map((resource) => [resource.path, resource] as const))('log every write of %s under its change list', async (_path, resource) => {
    const list = SYNCED_LISTS[resource.synced!];
    const triggers = await objectsOn(resource.table);
    for (const write of ['insert', 'update', 'delete']) {
      const trigger = triggers.find((object) => object.name === `${resource.table}_change_${write}`);
      expect(trigger?.sql ?? `no trigger ${resource.table}_change_${write}`, `changeLogFor(${resource.table}, ${list}) in its migration`).toContain(`WHERE list = ${list};`);
    }
  });

  it("are the list's own and every resource's, each under its own name", async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    for (const resource of RESOURCES) expect(names).toEqual(expect.arrayContaining(Object.keys(resource.migrations)));
    const noop: Migration = { async up() {} };
    const twice = { ...RESOURCES[0]!, migrations: { '001_initial': noop } };
    expect(() => migrationsWith([twice])).toThrow('The migration 001_initial is declared twice');
  });
});

describe('every resource', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(RESOURCES.map((resource) => [resource.path] as const))('is mounted behind the admin token: GET /api%s', async (path) => {
    const list = await server.call('GET', `/api${path}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
    expect((await server.call('GET', `/api${path}`, { token: null })).status).toBe(401);
  });
});
