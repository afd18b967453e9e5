// Each account's e-mail key (src/contract/emailIdentity.ts) is computed again at start-up whenever the key's rule
// is not the one the keys were computed with (the first start after migration 007 included), in one transaction.
import { sql, type Kysely } from 'kysely';
import { EMAIL_KEY_RULE, emailKey } from '../../contract/emailIdentity';
import { isPostgres } from './dialect';
import type { Database } from './schema';

export interface AccountWithoutKey { id: number; email: string }

/**
 * Gives every account its key unless they were computed under this rule; answers the accounts left without one.
 * When several addresses share a key (accounts made before look-alikes were refused), the oldest account keeps it;
 * the others are kept as they are, with no key: they still log in by their exact address (repos/users.ts), and no
 * new account can take the key. Never fails for a collision: start-up must not depend on what people once typed.
 */
export async function rekeyEmails(db: Kysely<Database>): Promise<{ rekeyed: boolean; withoutKey: AccountWithoutKey[] }> {
  const stored = await db.selectFrom('email_key_rule').select('rule').executeTakeFirst();
  if (stored?.rule === EMAIL_KEY_RULE) return { rekeyed: false, withoutKey: [] };
  const withoutKey = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email_key: null }).execute();
    if (isPostgres(trx)) await keyInJavaScript(trx);
    else {
      await sql`UPDATE users SET email_key = kitroom_email_key(email)
        WHERE id IN (SELECT min(id) FROM users GROUP BY kitroom_email_key(email))`.execute(trx);
    }
    await trx.deleteFrom('email_key_rule').execute();
    await trx.insertInto('email_key_rule').values({ rule: EMAIL_KEY_RULE }).execute();
    return trx.selectFrom('users').select(['id', 'email']).where('email_key', 'is', null).orderBy('id').execute();
  });
  return { rekeyed: true, withoutKey };
}

/** PostgreSQL cannot call the key's JavaScript: the keys are computed here and written by id, the oldest first. */
async function keyInJavaScript(trx: Kysely<Database>): Promise<void> {
  const accounts = await trx.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  const keyed = new Map<string, number>();
  for (const { id, email } of accounts) {
    const key = emailKey(email);
    if (!keyed.has(key)) keyed.set(key, id);
  }
  for (const [key, id] of keyed) await trx.updateTable('users').set({ email_key: key }).where('id', '=', id).execute();
}
