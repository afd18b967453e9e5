// Spaces and users searched page by page: the count is read from the search index alone, and a page of a search of
// one or two characters matching most rows is read by walking the ids (each row's own index entry) rather than by
// gathering every matching id first. Whichever way, the pages hold exactly the rows a folded substring search
// finds, newest first, counted right, every page in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/contract/fold';
import { walkForPage } from '../../src/server/db/search';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const SPACE_NAMES = Array.from({ length: 37 }, (_, index) => `${['Museu', 'Café', 'Galería', 'Loja'][index % 4]} ${['de Évora', 'do Porto', 'Zé'][index % 3]} ${index}`);
const USERS = [
  { name: 'José Gonçalves', email: 'jose@exemplo.pt' },
  { name: 'Inês Álvares', email: 'ines.a@exemplo.pt' },
  { name: 'Ana Zé', email: 'ana.ze@exemplo.es' },
  { name: 'Rui Costa', email: 'rui@kitroom.pt' },
];

beforeAll(async () => {
  server = await startTestServer({ DEMO: '0' });
  for (const name of SPACE_NAMES) await server.call('POST', '/api/spaces', { body: { name } });
  for (const user of USERS) await server.call('POST', '/api/v2/beamian-users', { body: { ...user, password: 'long-enough-1' } });
});
afterAll(() => server.close());

interface Row { id: number; name: string; email?: string }

/** Every page of `list` for `search`, 5 a page: the rows in order, and the count each page said. */
async function everyPage(list: string, search: string): Promise<{ rows: Row[]; counts: number[] }> {
  const rows: Row[] = [];
  const counts: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await server.call('GET', `${list}?search=${encodeURIComponent(search)}&page_size=5&page=${page}`);
    if (answer.status === 404) return { rows, counts };
    expect(answer.status, `${list} ${search} page ${page}`).toBe(200);
    rows.push(...(answer.body.results as Row[]));
    counts.push(answer.body.count as number);
    if (!answer.body.next) return { rows, counts };
  }
}

/** What a folded substring search of every row finds, newest first. */
const expected = (all: Row[], search: string, fields: (row: Row) => string[]) =>
  all.filter((row) => fields(row).some((field) => foldText(field).includes(foldText(search)))).sort((a, b) => b.id - a.id).map((row) => row.id);

describe('a searched page of spaces and users', () => {
  it('holds the rows a folded search finds, counted, for short searches common and rare and for longer ones', async () => {
    const spaces = (await server.call('GET', '/api/v2/spaces?page_size=1000')).body.results as Row[];
    const users = (await server.call('GET', '/api/v2/beamian-users?page_size=1000')).body.results as Row[];
    expect(spaces).toHaveLength(SPACE_NAMES.length);
    for (const search of ['e', 'É', 'ze', 'Zé', '1', '3', 'q', 'évora', 'cafe do', 'xyz']) {
      const { rows, counts } = await everyPage('/api/v2/spaces', search);
      const wanted = expected(spaces, search, (row) => [row.name]);
      expect(rows.map((row) => row.id), `spaces "${search}"`).toEqual(wanted);
      expect(new Set(counts.length ? counts : [0]), `spaces "${search}" count`).toEqual(new Set([wanted.length]));
    }
    for (const search of ['a', 'ze', 'é', 'pt', 'es', 'gonc', '@kitroom', 'w']) {
      const { rows, counts } = await everyPage('/api/v2/beamian-users', search);
      const wanted = expected(users, search, (row) => [row.name, row.email ?? '']);
      expect(rows.map((row) => row.id), `users "${search}"`).toEqual(wanted);
      expect(new Set(counts.length ? counts : [0]), `users "${search}" count`).toEqual(new Set([wanted.length]));
    }
  });

  it('walks the ids only for a short search whose page fills after a few thousand rows at most', () => {
    const page = { offset: 0, limit: 20 };
    // "e" in 31 250 of 50 000: about 32 rows read for the first page
    expect(walkForPage('e', { ...page, count: 31_250, total: 50_000 })).toBe(true);
    // deep pages read more: page 100 of "e" reads about 3 200 rows, page 200 about 6 400
    expect(walkForPage('e', { offset: 1980, limit: 20, count: 31_250, total: 50_000 })).toBe(true);
    expect(walkForPage('e', { offset: 3980, limit: 20, count: 31_250, total: 50_000 })).toBe(false);
    // rare: the walk would read most of the table
    expect(walkForPage('zz', { ...page, count: 12, total: 50_000 })).toBe(false);
    expect(walkForPage('zz', { ...page, count: 0, total: 50_000 })).toBe(false);
    // a trigram search never walks (a MATCH per row would run the whole query each time)
    expect(walkForPage('museu', { ...page, count: 40_000, total: 50_000 })).toBe(false);
  });
});
