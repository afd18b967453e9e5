// Saved views: /api/admin/saved-views, each person's own. Not a `recordResource`: every query is scoped to the
// token's user (another person's view is a 404, never listed, never changed), which the records kit's repository,
// made once for every caller, cannot say. It reuses the kit's paths one by one (listRoute, guarded, deletes).
import { Hono, type Context } from 'hono';
import { sql, type Generated } from 'kysely';
import { savedViewWrite, type SavedView, type SavedViewSort, type SavedViewWrite } from '../../contract/schemas/savedViews';
import { writeTransaction, type Db } from '../db/database';
import { insertRecord, updateRecord } from '../db/repos/recordTable';
import { versioned, type Versioned } from '../db/repos/versioned';
import { coded } from '../../contract/errorCodes';
import { pathId } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { FieldErrorList } from '../http/references';
import { createOne, getOne, guardedUpdate } from '../http/guarded';
import { notFound } from '../http/errors';
import { listRoute } from '../http/listRoute';
import { migrationOf, type ServerResource } from './resource';
import { savedViewsPostgres } from '../db/postgres/forms/small';

declare module '../db/schema' {
  interface Database {
    saved_views: {
      id: Generated<number>;
      user_id: number;
      name: string;
      path: string;
      query: string;
      /** JSON of SavedViewSort, or null */
      sort: string | null;
      /** JSON of the column ids, or null */
      columns: string | null;
      created_at: string;
      updated_at: string;
    };
  }
}

const PATH = '/admin/saved-views';

type Row = { id: number; name: string; path: string; query: string; sort: string | null; columns: string | null; updated_at: string };

const toApi = (row: Row): SavedView => ({
  id: row.id,
  name: row.name,
  path: row.path,
  query: row.query,
  sort: row.sort === null ? null : (JSON.parse(row.sort) as SavedViewSort),
  columns: row.columns === null ? null : (JSON.parse(row.columns) as string[]),
});

const ownRows = (db: Db, owner: number) =>
  db.selectFrom('saved_views').select(['id', 'name', 'path', 'query', 'sort', 'columns', 'updated_at']).where('user_id', '=', owner);

/** One of the owner's views with its version; another person's is not found. */
const findOwn = (owner: number) => async (db: Db, id: number): Promise<Versioned<SavedView> | undefined> =>
  versioned(await ownRows(db, owner).where('id', '=', id).executeTakeFirst(), toApi);

/** The columns a valid body writes; absent optional fields keep what is stored (undefined). */
const columnsOf = (input: SavedViewWrite) => ({
  name: input.name,
  path: input.path,
  query: input.query,
  sort: input.sort === undefined ? undefined : input.sort === null ? null : JSON.stringify(input.sort),
  columns: input.columns === undefined ? undefined : input.columns === null ? null : JSON.stringify(input.columns),
});

/** A person's view names are theirs alone: two people may both have "Missing in Porto", one person only once. */
const nameFree = (owner: number) => async (trx: Db, input: SavedViewWrite, id?: number) => {
  const except = id === undefined ? sql`` : sql` and id != ${id}`;
  const { rows } = await sql`select 1 from saved_views where user_id = ${owner} and name = ${input.name}${except} limit 1`.execute(trx);
  const errors = new FieldErrorList();
  if (rows.length > 0) errors.add('name', coded('unique_view_name'));
  errors.throwIfAny();
};

const ownerOf = (context: Context<AppEnv>) => context.get('user').id;

function routes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const one = `${PATH}/:id{[0-9]+}`;
  app.get(PATH, (context) => listRoute(deps.db, {
    filters: () => ({ owner: ownerOf(context) }),
    async page(db, { owner, limit, offset }) {
      const { count } = await db.selectFrom('saved_views').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', owner).executeTakeFirstOrThrow();
      const rows = await ownRows(db, owner).orderBy('name').orderBy('id').limit(limit).offset(offset).execute();
      return { count, results: rows.map(toApi) };
    },
  })(context));
  app.post(PATH, (context) => {
    const owner = ownerOf(context);
    return createOne(context, deps.writer, {
      find: findOwn(owner), schema: savedViewWrite, check: nameFree(owner),
      insert: (trx, input) => insertRecord(trx, 'saved_views', { ...columnsOf(input), user_id: owner }),
    });
  });
  app.get(one, (context) => getOne(context, deps.db, findOwn(ownerOf(context))));
  app.put(one, (context) => {
    const owner = ownerOf(context);
    return guardedUpdate(context, deps.writer, {
      table: 'saved_views', find: findOwn(owner), schema: savedViewWrite, check: nameFree(owner),
      write: (trx, id, input) => updateRecord(trx, 'saved_views', id, columnsOf(input)),
    });
  });
  app.delete(one, async (context) => {
    const owner = ownerOf(context);
    const id = pathId(context);
    await writeTransaction(deps.writer, async (trx) => {
      const deleted = await trx.deleteFrom('saved_views').where('id', '=', id).where('user_id', '=', owner).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
    });
    return context.body(null, 204);
  });
  return app;
}

export const savedViews: ServerResource = {
  table: 'saved_views',
  path: PATH,
  migrations: {
    '009_saved_views': migrationOf([
      sql`CREATE TABLE saved_views (id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL COLLATE NOCASE, path TEXT NOT NULL, query TEXT NOT NULL DEFAULT '',
        sort TEXT, columns TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        UNIQUE (user_id, name))`,
    ], savedViewsPostgres),
  },
  routes,
};
