// Migrations are frozen once landed, but the SQL helpers they call (db/triggers.ts) are shared with the migrations
// that come later. This pins what each migration makes of a fresh database — every object it adds or changes, in
// creation order, with its SQL text as SQLite keeps it, and the change lists it registers — in
// migrations-pinned.sql, so that a helper changed for a new migration cannot silently change an old one: a
// database made today must be the database made then.
// A new migration, once landed: run this file with PIN_MIGRATIONS=write and check that the diff only adds its part.
// Also: every migration is in the list (a file of db/migrations/, or a resource's own: src/server/resources), each
// number once, and the change lists the migrations make are exactly the synced lists the server names.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SYNCED_LISTS } from '../../src/server/db/changes';
import type { Db } from '../../src/server/db/database';
import { migrate, openDatabase } from '../../src/server/db/open';
import { migrationProvider } from '../../src/server/db/migrations/index';
import { directKysely, openConnection } from '../../src/server/db/sqlite';
import { RESOURCES } from '../../src/server/resources/registry';

const PINNED = join(import.meta.dirname, 'migrations-pinned.sql');

/** FTS5's own shadow tables: made by SQLite from the CREATE VIRTUAL TABLE, worded by its version, not by us. */
const FTS_SHADOW = /_search_(data|idx|content|docsize|config)$/;

/** Every object of the schema (type and name → SQL), in creation order, and the change lists' rows. */
async function schemaOf(db: Db): Promise<Map<string, string>> {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'kysely_%' ORDER BY rowid`.execute(db);
  const schema = new Map<string, string>();
  for (const { type, name, sql: text } of objects.rows) if (!FTS_SHADOW.test(name)) schema.set(`${type} ${name}`, `${text!};`);
  if (schema.has('table change_lists')) {
    const lists = await sql<{ list: number; seq: number; pruned_through: number }>`SELECT * FROM change_lists ORDER BY list`.execute(db);
    for (const row of lists.rows) schema.set(`change list ${row.list}`, `(${row.list}, ${row.seq}, ${row.pruned_through})`);
  }
  return schema;
}

/** What each migration added, changed or dropped, migration by migration. */
async function pinnedText(): Promise<string> {
  const db = directKysely(openConnection(':memory:'));
  try {
    const sections: string[] = [];
    let before = new Map<string, string>();
    for (const name of Object.keys(await migrationProvider.getMigrations()).sort()) {
      await migrate(db, name);
      const after = await schemaOf(db);
      const lines = [`-- ${name}`];
      for (const [object, text] of after) if (before.get(object) !== text) lines.push(`-- ${before.has(object) ? 'changed' : 'new'}: ${object}`, text);
      for (const object of before.keys()) if (!after.has(object)) lines.push(`-- dropped: ${object}`);
      sections.push(lines.join('\n'));
      before = after;
    }
    return `${sections.join('\n\n')}\n`;
  } finally {
    await db.destroy();
  }
}

describe('past migrations', () => {
  it('make today exactly the schema they made when they landed', async () => {
    const text = await pinnedText();
    if (process.env.PIN_MIGRATIONS === 'write') writeFileSync(PINNED, text);
    expect(existsSync(PINNED), 'migrations-pinned.sql is missing: run this file with PIN_MIGRATIONS=write').toBe(true);
    expect(text).toBe(readFileSync(PINNED, 'utf8'));
  });
});

describe('every migration file', () => {
  it('is in the migrations list, under its own name (a file left out of migrations/index.ts would never run)', async () => {
    const files = readdirSync(join(import.meta.dirname, '../../src/server/db/migrations')).filter((name) => /^\d{3}_.*\.ts$/.test(name));
    expect(files.length).toBeGreaterThan(6);
    const declaredByResources = RESOURCES.flatMap((resource) => Object.keys(resource.migrations));
    expect(Object.keys(await migrationProvider.getMigrations()).sort()).toEqual([...files.map((name) => name.replace(/\.ts$/, '')), ...declaredByResources].sort());
  });
});

describe('the migrations, those of db/migrations and those of the resources (src/server/resources)', () => {
  it('are named NNN_<name>, each number once (two branches that each took the next number must not both land)', async () => {
    const names = Object.keys(await migrationProvider.getMigrations());
    expect(names.filter((name) => !/^\d{3}_[a-z0-9_]+$/.test(name)), 'not named NNN_<lower_case_name>').toEqual([]);
    const shared = names.filter((name) => names.some((other) => other !== name && other.slice(0, 3) === name.slice(0, 3)));
    expect(shared, 'one number, several migrations').toEqual([]);
  });
});

describe('the change lists', () => {
  it('are the synced lists the server names (db/changes.ts), by the numbers the migrations gave them', async () => {
    const { db, close } = await openDatabase(':memory:');
    try {
      const counters = await sql<{ list: number }>`SELECT list FROM change_lists ORDER BY list`.execute(db);
      expect(Object.values(SYNCED_LISTS).sort((a, b) => a - b)).toEqual(counters.rows.map((row) => row.list));
    } finally {
      await close();
    }
  });
});
