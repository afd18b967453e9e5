// A database made before e-mail keys (migrations up to 006) may hold accounts whose addresses look alike: the
// upgrade must not fail on them. The oldest keeps the key; the others are kept, without one, and still log in by
// their exact address; the UNIQUE index then refuses any second account with a taken key.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_KEY_RULE, emailKey } from '../../src/contract/emailIdentity';
import { migrate, openDatabase } from '../../src/server/db/open';
import { rekeyEmails } from '../../src/server/db/emailKeys';
import { findUserByEmail, findUserForLogin } from '../../src/server/db/repos/users';
import { directKysely, openConnection } from '../../src/server/db/sqlite';

let folder: string;
let file: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kitroom-email-keys-'));
  file = join(folder, 'kitroom.sqlite');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const NOW = '2026-11-26T00:00:00.000Z';
// as the earlier versions stored them: lower-cased, hidden characters and look-alike letters kept
const OLD_ACCOUNTS = ['admin@example.com', '\u0430dmin@example.com', 'adm\u200bin@example.com', 'bob@example.com', 'b\u043eb@example.com'];

describe('e-mail keys of a database made before them', () => {
  it('are computed at its next start; look-alikes of an older account are kept without a key, and listed for the start-up log', async () => {
    const old = directKysely(openConnection(file));
    await migrate(old, '006_media_release');
    for (const email of OLD_ACCOUNTS) {
      await sql`INSERT INTO users (name, email, password_hash, created_at, updated_at) VALUES (${email}, ${email}, '!', ${NOW}, ${NOW})`.execute(old);
    }
    await old.destroy();

    const upgraded = await openDatabase(file);
    const db = upgraded.db;
    try {
      const rows = await db.selectFrom('users').select(['id', 'email', 'email_key']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 1, email: OLD_ACCOUNTS[0], email_key: 'admin@example.com' },
        { id: 2, email: OLD_ACCOUNTS[1], email_key: null },
        { id: 3, email: OLD_ACCOUNTS[2], email_key: null },
        { id: 4, email: OLD_ACCOUNTS[3], email_key: 'bob@example.com' },
        { id: 5, email: OLD_ACCOUNTS[4], email_key: null },
      ]);
      expect(upgraded.accountsWithoutEmailKey.map((account) => account.id)).toEqual([2, 3, 5]);
      expect(await db.selectFrom('email_key_rule').select('rule').execute()).toEqual([{ rule: EMAIL_KEY_RULE }]);

      // each old account still reaches itself by its exact address; every other spelling reaches the oldest
      for (const [index, email] of OLD_ACCOUNTS.entries()) expect((await findUserForLogin(db, email))?.id).toBe(index + 1);
      expect((await findUserForLogin(db, 'ADMIN@EXAMPLE.COM'))?.id).toBe(1);
      expect((await findUserByEmail(db, '\uff42\uff4f\uff42@example.com'))?.id).toBe(4);

      // no second account with a taken key, whatever writes it
      await expect(
        sql`INSERT INTO users (name, email, email_key, password_hash, created_at, updated_at)
          VALUES ('Copy', 'admin@example.com.copy', ${emailKey('ADMIN@example.com')}, '!', ${NOW}, ${NOW})`.execute(db),
      ).rejects.toThrow(/UNIQUE constraint failed: users\.email_key/);

      // computed once: the next start leaves them alone
      expect(await rekeyEmails(db)).toEqual({ rekeyed: false, withoutKey: [] });
    } finally {
      await upgraded.close();
    }
  });

  it('are computed again, with the same rule for collisions, when the rule changes', async () => {
    const opened = await openDatabase(file);
    try {
      await opened.db.updateTable('email_key_rule').set({ rule: 'an earlier rule' }).execute();
      await opened.db.deleteFrom('users').where('id', '=', 1).execute();
      const again = await rekeyEmails(opened.db);
      // with the admin gone, the oldest of its look-alikes (the Cyrillic one) holds the key now
      expect(again).toEqual({ rekeyed: true, withoutKey: [{ id: 3, email: OLD_ACCOUNTS[2] }, { id: 5, email: OLD_ACCOUNTS[4] }] });
      expect((await findUserForLogin(opened.db, 'admin@example.com'))?.id).toBe(2);
    } finally {
      await opened.close();
    }
  });
});
