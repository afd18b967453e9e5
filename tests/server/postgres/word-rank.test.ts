// wordRankSql, PostgreSQL's ranking of a search's matches (src/server/db/dialect.ts), ranks every row as
// rankOfSearch does (src/contract/wordStarts.ts, SQLite's kitroom_word_rank), so that a search's pages come in the
// same order on both databases. Rows and searches are folded as the search index and the server fold them.
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../../src/contract/fold';
import { rankOfSearch, WORD_SEPARATORS } from '../../../src/contract/wordStarts';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { wordRankSql } from '../../../src/server/db/dialect';
import { searchWords } from '../../../src/server/db/search';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const COLUMNS = ['r.name', 'r.email', 'r.phone'];

interface Case { columns: [string, string, string]; search: string }

/** Letters with and without accents and case, the word separators, and what a regular expression would read. */
const piece = fc.constantFrom(
  'a', 'b', 'rui', 'Rui', 'RUÍ', 'são', 'Sao', 'joão', 'é', 'E', 'ç', 'ß', 'ss', 'ﬁ', 'ñ', '1', '00',
  ...WORD_SEPARATORS, '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '^', '$', '|', '\\', '%', '_', ',', '"', "'", 'x-y', '  ',
);
const text = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));

/** A search often taken from the row itself (its start, a word's start, the inside of a word), else random. */
const caseOf: fc.Arbitrary<Case> = fc.tuple(text, text, text, fc.nat(), fc.nat(), text, fc.nat({ max: 3 })).map(
  ([name, email, phone, from, length, other, kind]) => {
    const columns: Case['columns'] = [name, email, phone];
    const source = columns[from % 3]!;
    const start = kind === 0 ? 0 : from % (source.length + 1);
    const search = kind === 3 ? other : source.slice(start, start + 1 + (length % 6)) + (kind === 2 ? ` ${other}` : '');
    return { columns, search };
  },
);

describe.skipIf(skipReason !== null)(`wordRankSql on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgresKysely(database.url, { max: 4 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** The rank PostgreSQL gives the folded row, and rankOfSearch's, as the server searches the index. */
  async function ranks({ columns, search }: Case): Promise<{ postgres: number; rule: number }> {
    const folded = columns.map(foldText);
    const words = searchWords(search);
    const { rows } = await sql<{ rank: number }>`SELECT ${wordRankSql(words, COLUMNS)} AS rank
      FROM (VALUES (${folded[0]}::text, ${folded[1]}::text, ${folded[2]}::text)) AS r(name, email, phone)`.execute(db);
    return { postgres: Number(rows[0]!.rank), rule: rankOfSearch(words.join(' '), words, folded) };
  }

  it('ranks as rankOfSearch: the name starting with the search, every word starting a word, the rest', async () => {
    const known: Case[] = [
      { columns: ['Rui Lopes', 'rui@example.com', ''], search: 'rui' },
      { columns: ['Diego Ruiz', '', ''], search: 'rui' },
      { columns: ['Pedro Bruin', '', ''], search: 'rui' },
      { columns: ['São João (Porto)', '', ''], search: 'joao porto' },
      { columns: ['a.b*c', '', ''], search: 'b*' },
      { columns: ['x', 'mac 00:1a:2b', ''], search: '1a' },
    ];
    const seen = await Promise.all(known.map(ranks));
    expect(seen.map((rank) => rank.postgres)).toEqual(seen.map((rank) => rank.rule));
    expect(seen.map((rank) => rank.rule)).toEqual([0, 1, 2, 1, 1, 1]);
  });

  it('agrees with rankOfSearch on random rows and searches (accents, case, separators, regexp characters)', async () => {
    await fc.assert(
      fc.asyncProperty(caseOf, async (sample) => {
        const { postgres, rule } = await ranks(sample);
        expect(postgres).toBe(rule);
      }),
      { numRuns: 1500 },
    );
  });
});
