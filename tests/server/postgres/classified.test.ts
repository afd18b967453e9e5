// Every server test file is said to run on PostgreSQL, to be SQLite's only, or to wait for PostgreSQL with a reason
// (passingOnPostgres.ts): a new file cannot be left out of the PostgreSQL run unnoticed, nor be listed twice.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { NOT_YET_ON_POSTGRES, PASSING_ON_POSTGRES, SQLITE_ONLY } from './passingOnPostgres';

it('lists each server test file once: on PostgreSQL, SQLite only, or not yet', () => {
  const files = readdirSync(join(import.meta.dirname, '..')).filter((name) => name.endsWith('.test.ts')).map((name) => `tests/server/${name}`).sort();
  const listed = [...PASSING_ON_POSTGRES, ...Object.keys(SQLITE_ONLY), ...Object.keys(NOT_YET_ON_POSTGRES)];
  expect(listed.filter((file, index) => listed.indexOf(file) !== index), 'listed twice').toEqual([]);
  expect(files.filter((file) => !listed.includes(file)), 'in no list').toEqual([]);
  expect(listed.filter((file) => !files.includes(file)), 'listed but not there').toEqual([]);
});
