import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each account's e-mail key (src/contract/emailIdentity.ts), UNIQUE, so that two addresses that look alike can
 * never both be accounts, even when two creates race. The keys are computed at start-up (db/emailKeys.ts), as
 * whenever the key's rule changes: the rule table starts empty so that this first start computes them all.
 */
export const emailKey: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN email_key TEXT`.execute(db);
    await sql`CREATE UNIQUE INDEX users_email_key ON users(email_key)`.execute(db);
    await sql`CREATE TABLE email_key_rule (rule TEXT NOT NULL)`.execute(db);
  },
};
