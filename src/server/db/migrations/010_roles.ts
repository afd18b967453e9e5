import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each account's role (issue 23): `admin`, `staff`, or null (no access to the back office). Today's admins become
 * admins; `is_admin` is dropped, so that the role is the one place that says who may do what (the API's `is_admin`
 * is computed from it: true for both roles).
 */
export const roles: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN role TEXT CHECK (role IN ('admin', 'staff'))`.execute(db);
    await sql`UPDATE users SET role = 'admin' WHERE is_admin = 1`.execute(db);
    await sql`ALTER TABLE users DROP COLUMN is_admin`.execute(db);
  },
};
