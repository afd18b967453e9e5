// kitroom_fold on PostgreSQL (db/postgres/fold.ts) folds as foldText does (src/contract/fold.ts), so that an index
// folded by the database is searched by what the server folds.
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../../src/contract/fold';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { foldFunctionSql } from '../../../src/server/db/postgres/fold';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const SAMPLES = [
  'São João', 'Évora', 'STRASSE', 'Straße', 'ẞ', 'ﬁle ﬂow', 'İstanbul ı I', 'ΟΔΥΣΣΕΥΣ', 'οδυς', 'Ǆ ǅ ǆ', 'ǰ', 'ŉ',
  'Ångström', 'Œuvre', 'æøå', 'Ñandú', 'ÇA', 'Привет Ёж', 'Ελληνικά', 'Ⅻ', 'Ⓐ', 'ｆｕｌｌ', '東京', '👍🏽 café', 'ﬀﬃﬄ',
  'a\u0301\u0327', '\u0301alone', 'MAC 00:1A:2B', 'Lisboa: Feira', '',
];

describe.skipIf(skipReason !== null)(`kitroom_fold on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgresKysely(database.url, { max: 2 });
    await foldFunctionSql().execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function foldedByPostgres(texts: readonly string[]): Promise<string[]> {
    const { rows } = await sql<{ folded: string }>`SELECT kitroom_fold(text) AS folded
      FROM unnest(${[...texts]}::text[]) WITH ORDINALITY AS t(text, n) ORDER BY n`.execute(db);
    return rows.map((row) => row.folded);
  }

  it('folds accents, case, ligatures and sigmas as foldText', async () => {
    expect(await foldedByPostgres(SAMPLES)).toEqual(SAMPLES.map(foldText));
  });

  it('agrees with foldText on any text of the Latin, Greek and Cyrillic letters and their marks', async () => {
    const ranges = fc.oneof(
      fc.integer({ min: 0x20, max: 0x24f }), fc.integer({ min: 0x300, max: 0x52f }), fc.integer({ min: 0x1e00, max: 0x1fff }),
      fc.integer({ min: 0xfb00, max: 0xfb06 }),
    );
    const texts = fc.sample(fc.array(ranges, { maxLength: 12 }).map((points) => String.fromCodePoint(...points)), 2000);
    expect(await foldedByPostgres(texts)).toEqual(texts.map(foldText));
  });
});
