import type { Space } from '../../../contract/entities';
import { SLUG_MAX } from '../../../contract/limits';
import { nextVersionSql, now } from '../clock';
import type { Db } from '../database';
import { SEARCH_INDEXES, idMatches } from '../search';
import { lockKey } from '../keyLock';
import { firstFreeSlug, slugify } from '../slug';
import { recordTable } from './recordTable';
import { sql, type SqlBool } from 'kysely';

/** The space select with its user's e-mail joined in. */
function selectSpaces(db: Db) {
  return db
    .selectFrom('spaces as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id', 's.name', 's.slug', 's.capacity', 's.current_count', 's.website', 's.facebook', 's.phone_number',
      'u.email as user_email', 's.updated_at', 's.premium',
    ]);
}

type SpaceSelection = Awaited<ReturnType<ReturnType<typeof selectSpaces>['executeTakeFirstOrThrow']>>;

const toSpace = (row: SpaceSelection): Space => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  capacity: row.capacity,
  current: row.current_count,
  website: row.website,
  facebook: row.facebook,
  phone_number: row.phone_number,
  user_email: row.user_email,
  updated_at: row.updated_at,
  premium: row.premium === 1,
});

/** Newest first; `search` matches the name. Tens of thousands of them: counted in the search index. */
export const spaces = recordTable({
  table: 'spaces',
  select: selectSpaces,
  id: 's.id',
  toApi: toSpace,
  order: [['s.id', 'desc']],
  search: SEARCH_INDEXES.spaces,
  manyRows: true,
});

/** `?premium=`: the spaces that are premium, or those that are not (a condition on the table's own column). */
export const premiumIs = (premium: boolean) => sql<SqlBool>`premium = ${premium ? 1 : 0}`;

/** The spaces a search matches (by name), premium or not when asked. */
function matchingSpaces(db: Db, search: string | undefined, premium: boolean | undefined) {
  let base = db.selectFrom('spaces as s');
  if (premium !== undefined) base = base.where('s.premium', '=', premium ? 1 : 0);
  return search ? base.where(idMatches('s.id', SEARCH_INDEXES.spaces, search)) : base;
}

/** Every id a search (and the premium filter) matches, newest first: what "select all matching" selects. */
export async function matchingSpaceIds(db: Db, search: string | undefined, premium?: boolean): Promise<number[]> {
  return (await matchingSpaces(db, search, premium).select('s.id').orderBy('s.id', 'desc').execute()).map((row) => row.id);
}

// Generated slugs are cut short enough that a "-<counter>" suffix still fits SLUG_MAX: the app sends the slug
// back on every edit, where it must pass the same validation as a typed one.
const SUFFIX_ROOM = 12;

/** A free slug made from `name`: the name's slug, or that with -2, -3, … when taken by another space. */
export async function freeSlugFor(db: Db, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name, 'space').slice(0, SLUG_MAX - SUFFIX_ROOM).replace(/-+$/, '');
  await lockKey(db, `spaces.slug ${base}`);
  let query = db
    .selectFrom('spaces')
    .select('slug')
    .where((eb) => eb(eb.fn('substr', ['slug', eb.val(1), eb.val(base.length)]), '=', base));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  return firstFreeSlug(base, taken);
}

/** Stored columns of a space; `undefined` leaves a column as it is on update, or takes its default on insert. */
export interface SpaceColumns {
  name: string;
  slug?: string | undefined;
  capacity?: number | undefined;
  website?: string | null | undefined;
  facebook?: string | null | undefined;
  phone_number?: string | null | undefined;
  user_id?: number | null | undefined;
  premium?: boolean | undefined;
}

export type NewSpaceColumns = SpaceColumns & { slug: string };

export async function insertSpace(db: Db, space: NewSpaceColumns): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('spaces')
    .values({
      name: space.name,
      slug: space.slug,
      capacity: space.capacity ?? 0,
      current_count: 0,
      website: space.website ?? null,
      facebook: space.facebook ?? null,
      phone_number: space.phone_number ?? null,
      user_id: space.user_id ?? null,
      premium: space.premium ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSpace(db: Db, id: number, space: SpaceColumns): Promise<void> {
  await db
    .updateTable('spaces')
    .set({
      name: space.name,
      slug: space.slug,
      capacity: space.capacity,
      website: space.website,
      facebook: space.facebook,
      phone_number: space.phone_number,
      user_id: space.user_id,
      premium: space.premium === undefined ? undefined : space.premium ? 1 : 0,
      updated_at: nextVersionSql(),
    })
    .where('id', '=', id)
    .execute();
}
