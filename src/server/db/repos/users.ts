import { sql, type ExpressionBuilder } from 'kysely';
import { emailKey, storedEmail } from '../../../contract/emailIdentity';
import type { User } from '../../../contract/entities';
import type { Role } from '../../../contract/enums';
import { nextVersionSql, now } from '../clock';
import type { Db } from '../database';
import { lockKey } from '../keyLock';
import type { Database, UserRow } from '../schema';
import { SEARCH_INDEXES, idMatches, matchCount, rankedPageIds } from '../search';
import { versioned, type Versioned } from './versioned';

/** The contract's `is_admin`: may use the back office, whichever the role (other clients keep working). */
export const canUseBackOffice = (role: Role | null): boolean => role !== null;

export const toUser = (row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone_number' | 'role'>): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone_number: row.phone_number,
  is_admin: canUseBackOffice(row.role),
  role: row.role,
});

const publicColumns = ['id', 'name', 'email', 'phone_number', 'role'] as const;

/**
 * The accounts an address names: the one with its key (any spelling that looks alike), and an account left
 * without a key (db/emailKeys.ts) by its exact address. Ordered so that the exact address comes first: an old
 * look-alike account still reaches itself, and every other spelling the account that holds the key.
 */
function namedBy(address: string) {
  const key = emailKey(address);
  const exact = storedEmail(address);
  return {
    where: (eb: ExpressionBuilder<Database, 'users'>) => eb.or([eb('email_key', '=', key), eb.and([eb('email_key', 'is', null), eb('email', '=', exact)])]),
    exactFirst: sql<number>`email = ${exact}`,
  };
}

export async function findUserForLogin(db: Db, email: string) {
  const named = namedBy(email);
  return db.selectFrom('users').selectAll().where(named.where).orderBy(named.exactFirst, 'desc').executeTakeFirst();
}

export async function findUser(db: Db, id: number): Promise<Versioned<User> | undefined> {
  return versioned(await db.selectFrom('users').select([...publicColumns, 'updated_at']).where('id', '=', id).executeTakeFirst(), toUser);
}

/** The account an address names, whatever its case, width or look-alike letters (namedBy). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const named = namedBy(email);
  const row = await db.selectFrom('users').select(publicColumns).where(named.where).orderBy(named.exactFirst, 'desc').executeTakeFirst();
  return row && toUser(row);
}

/**
 * Additions to the contract: `isAdmin`, only those who may use the back office, or only the others (`?is_admin=`);
 * `role`, only those of one role, or (null) those without access (`?role=admin|staff|none`).
 */
export interface UserFilters { isAdmin?: boolean | undefined; role?: Role | null | undefined }
export interface UserQuery extends UserFilters { search?: string | undefined; email?: string | undefined; limit: number; offset: number }

/** The users a search matches (by name or e-mail), or the one with an e-mail; admins or not when asked. */
function matchingUsers(db: Db, query: Pick<UserQuery, 'search' | 'email' | 'isAdmin' | 'role'>) {
  let base = db.selectFrom('users');
  if (query.email !== undefined) base = base.where(namedBy(query.email).where);
  if (query.isAdmin !== undefined) base = base.where('role', query.isAdmin ? 'is not' : 'is', null);
  // `IS` takes only NULL (or a boolean) on PostgreSQL: a role is compared with `=`
  if (query.role !== undefined) base = query.role === null ? base.where('role', 'is', null) : base.where('role', '=', query.role);
  const search = query.search;
  if (search) base = base.where(idMatches('id', SEARCH_INDEXES.users, search));
  return base;
}

/** Every id a search matches, newest first: what "select all matching" selects. */
export async function matchingUserIds(db: Db, search: string | undefined, filters: UserFilters = {}): Promise<number[]> {
  return (await matchingUsers(db, { search, ...filters }).select('id').orderBy('id', 'desc').execute()).map((row) => row.id);
}

export async function listUsers(db: Db, query: UserQuery): Promise<{ count: number; results: User[] }> {
  const { search } = query;
  if (!search || query.email !== undefined || query.isAdmin !== undefined || query.role !== undefined) {
    const base = matchingUsers(db, query);
    const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const ordered = query.email === undefined ? base : base.orderBy(namedBy(query.email).exactFirst, 'desc');
    const rows = await ordered.select(publicColumns).orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
    return { count, results: rows.map(toUser) };
  }
  // searched only: counted in the index, its page's ids ranked there (word starts first, then newest first)
  const { count } = await db.selectNoFrom(matchCount(SEARCH_INDEXES.users, search).as('count')).executeTakeFirstOrThrow();
  if (count === 0) return { count, results: [] };
  const ids = (await rankedPageIds(SEARCH_INDEXES.users, search, query).execute(db)).rows.map((row) => row.id);
  const rows = new Map((await db.selectFrom('users').select(publicColumns).where('id', 'in', ids.length ? ids : [0]).execute()).map((row) => [row.id, row]));
  return { count, results: ids.flatMap((id) => { const row = rows.get(id); return row ? [toUser(row)] : []; }) };
}

export interface NewUser { name: string; email: string; passwordHash: string; phoneNumber?: string | null; role?: Role | null }

/** Answers the new id. The caller checks that no account has the address's key (findUserByEmail); the UNIQUE
 * index on the key refuses it anyway. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const at = now();
  const { id } = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: storedEmail(user.email),
      email_key: emailKey(user.email),
      phone_number: user.phoneNumber ?? null,
      password_hash: user.passwordHash,
      role: user.role ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nextVersionSql() }).where('id', '=', userId).execute();
}

/**
 * How many admins there are, for a write that may take one away (a demotion, a delete): it holds the admins' lock
 * (db/keyLock.ts) until its transaction ends, so that two processes each taking one of the last two admins away
 * take turns, and the second counts one.
 */
export async function countAdmins(db: Db): Promise<number> {
  await lockKey(db, 'users.admins');
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return count;
}

/** The role of an account (undefined: no such account), read inside the caller's transaction. */
export async function roleOf(db: Db, id: number): Promise<Role | null | undefined> {
  return (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;
}

export async function setRole(db: Db, id: number, role: Role | null): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: nextVersionSql() }).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
