import { randomBytes } from 'node:crypto';
import type { Db } from './db/database';
import { insertUser } from './db/repos/users';
import { hashPassword } from './http/passwords';

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** The key that signs download links, made once and kept in the database so links survive a restart. */
export async function ensureSecret(db: Db): Promise<string> {
  const found = await db.selectFrom('server_secrets').select('value').where('name', '=', 'link_signing').executeTakeFirst();
  if (found) return found.value;
  const value = randomBytes(32).toString('base64url');
  await db.insertInto('server_secrets').values({ name: 'link_signing', value }).execute();
  return value;
}

/** Creates the first admin; returns the password when it was generated, so it can be printed once. */
export async function createFirstAdmin(db: Db, email: string, password: string | undefined): Promise<string | undefined> {
  const chosen = password ?? randomBytes(12).toString('base64url');
  await insertUser(db, { name: 'Admin', email, passwordHash: await hashPassword(chosen), role: 'admin' });
  return password ? undefined : chosen;
}
