import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import { plannedBySize } from '../postgres/triggers';

/**
 * Wake-ups across server processes (issue 24, step 5): on PostgreSQL a transaction that changed a synced list
 * notifies `kitroom_changes` once, and one that deleted tokens or changed a role notifies `kitroom_tokens`; each
 * process LISTENs on one connection of its own (db/postgres/changeWakeups.ts) and its change hub reads the counters
 * at once. The payload is empty: a wake-up says "look", the counters say what.
 *
 * On SQLite there is one process, whose hub is told directly: nothing to make, but the migration is recorded, so
 * both databases list the same migrations (as 014).
 */
export const changeNotify: Migration = {
  async up() {},
};

export async function changeNotifyPostgres(db: Kysely<unknown>): Promise<void> {
  // kitroom_mark (migration 003) is called by every change-log trigger, derived changes included: wrapping it
  // notifies for every way a list can move. The transaction-local setting keeps it to one notification per
  // transaction (commits with notifications pending take a global lock, so fewer is cheaper); a savepoint rolled
  // back takes back both the setting and its notification.
  await sql`ALTER FUNCTION kitroom_mark(integer, bigint[], boolean) RENAME TO kitroom_mark_rows`.execute(db);
  await sql`CREATE FUNCTION kitroom_mark(list_number integer, ids bigint[], deleted boolean) RETURNS void LANGUAGE plpgsql AS $mark$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM unnest(ids) AS given(id) WHERE id IS NOT NULL) THEN RETURN; END IF;
      PERFORM kitroom_mark_rows(list_number, ids, deleted);
      IF coalesce(current_setting('kitroom.notified', true), '') <> '1' THEN
        PERFORM set_config('kitroom.notified', '1', true);
        PERFORM pg_notify('kitroom_changes', '');
      END IF;
    END $mark$`.execute(db);
  // what the hub's token check reads (db/repos/tokens.ts backOfficeTokenExpiries): a token's row and its owner's role
  await TOKENS_CHANGED_FUNCTION.execute(db);
  await sql`CREATE TRIGGER tokens_notify_delete AFTER DELETE ON tokens REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION kitroom_tokens_changed()`.execute(db);
  await sql`CREATE TRIGGER users_notify_role AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION kitroom_tokens_changed()`.execute(db);
}

/** What wakes the hubs' token checks: tokens deleted, or a user's role changed (a statement over the transition tables). */
export const TOKENS_CHANGED_FUNCTION: RawBuilder<unknown> = sql.raw(`CREATE OR REPLACE FUNCTION kitroom_tokens_changed() RETURNS trigger LANGUAGE plpgsql AS $tokens$
    DECLARE changed boolean;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        ${plannedBySize('SELECT EXISTS (SELECT 1 FROM old_rows)', 'changed')}
      ELSE
        ${plannedBySize('SELECT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.role IS DISTINCT FROM n.role)', 'changed')}
      END IF;
      IF changed THEN PERFORM pg_notify('kitroom_tokens', ''); END IF;
      RETURN NULL;
    END $tokens$`);
