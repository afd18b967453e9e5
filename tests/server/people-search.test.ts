// Spaces and users searched page by page: the count is read from the search index alone, and the pages hold exactly
// the rows a folded substring search finds, counted right, every page in turn, in one order: the names that start
// with the search first, then the rows whose every word starts a word, then the rest, each newest first (issue 21
// point 12: "rui" finds Rui Lopes before Diego Ruiz).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/contract/fold';
import { wordStartRank } from '../../src/contract/wordStarts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const SPACE_NAMES = Array.from({ length: 37 }, (_, index) => `${['Museu', 'Café', 'Galería', 'Loja'][index % 4]} ${['de Évora', 'do Porto', 'Zé'][index % 3]} ${index}`);
const USERS = [
  { name: 'José Gonçalves', email: 'jose@exemplo.pt' },
  { name: 'Inês Álvares', email: 'ines.a@exemplo.pt' },
  { name: 'Ana Zé', email: 'ana.ze@exemplo.es' },
  { name: 'Rui Costa', email: 'rui@kitroom.pt' },
  { name: 'Pedro Bruin', email: 'pedro@exemplo.pt' },
  { name: 'Diego Ruiz', email: 'diego@exemplo.es' },
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

/** What a folded substring search of every row finds, word starts first (wordStartRank), then newest first. */
function expected(all: Row[], search: string, fields: (row: Row) => string[]) {
  const words = [foldText(search)];
  const rankOf = (row: Row) => wordStartRank(words, fields(row).map(foldText));
  return all
    .filter((row) => fields(row).some((field) => foldText(field).includes(words[0]!)))
    .sort((a, b) => rankOf(a) - rankOf(b) || b.id - a.id)
    .map((row) => row.id);
}

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

  it('ranks word starts first: "rui" finds Rui Costa before the newer Diego Ruiz, and both before Pedro Bruin', async () => {
    const lopes = (await server.call('POST', '/api/v2/beamian-users', { body: { name: 'Rui Lopes', email: 'rl@exemplo.pt', password: 'long-enough-1' } })).body.id as number;
    const names = async (search: string) =>
      ((await server.call('GET', `/api/v2/beamian-users?search=${encodeURIComponent(search)}&page_size=20`)).body.results as Row[]).map((row) => row.name);
    // Diego Ruiz and Pedro Bruin are older than Rui Lopes and Rui Costa; Rui Lopes is the newest: names first, newest first
    expect(await names('rui')).toEqual(['Rui Lopes', 'Rui Costa', 'Diego Ruiz', 'Pedro Bruin']);
    expect(await names('RUÍ')).toEqual(['Rui Lopes', 'Rui Costa', 'Diego Ruiz', 'Pedro Bruin']);
    // a word start in the e-mail (after "@") counts as one in the name: all of them, newest first
    expect(await names('exemplo')).toEqual(['Rui Lopes', 'Diego Ruiz', 'Pedro Bruin', 'Ana Zé', 'Inês Álvares', 'José Gonçalves']);
    expect(await names('lopes ru')).toEqual(['Rui Lopes']);
    await server.call('DELETE', `/api/v2/beamian-users/${lopes}`);
  });

  it('ranks the spaces a search names at their start first, and pages them without a row twice or missing', async () => {
    const { rows } = await everyPage('/api/v2/spaces', 'do');
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const first = rows.findIndex((row) => !foldText(row.name).startsWith('do'));
    expect(rows.slice(first).every((row) => !foldText(row.name).startsWith('do'))).toBe(true);
  });
});
