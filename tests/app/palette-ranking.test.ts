// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createNarrowingSearch } from '../../src/app/palette/narrowingSearch';
import { makeEntry, rank, rankWithMatches, SCOPE_PREFIXES, splitScope, tokensOf, type PaletteEntry } from '../../src/app/palette/ranking';
import { buildSearchIndex } from '../../src/app/palette/searchIndex';
import { deviceEntry } from '../../src/app/palette/entityEntries';
import { device } from './paletteHarness';

const entry = (title: string, extra: string[] = [], boost?: number) => makeEntry({ key: title, kind: 'device', title, searchText: extra, boost });
const titles = (entries: readonly PaletteEntry[]) => entries.map((item) => item.title);

describe('rank', () => {
  it('puts title prefixes first, then word starts (the title\'s, then other fields\'), then other substrings of the title, then other fields', () => {
    const entries = [entry('Scanner at gate', ['bar']), entry('Crowbar'), entry('Gate bar 3'), entry('Barcode reader'), entry('Kiosk', ['bar-123']), entry('Desk', ['sidebar'])];
    // a word of another field names the entry (issue 21: "sao" finds the event in São… before a loose title match)
    expect(titles(rank(entries, tokensOf('bar'), 10))).toEqual(['Barcode reader', 'Gate bar 3', 'Scanner at gate', 'Kiosk', 'Crowbar', 'Desk']);
    // a token of two characters is what initials are typed as: another field's word start counts as any other field
    expect(titles(rank([entry('Kiosk', ['ba-1']), entry('Crowbar')], tokensOf('ba'), 10))).toEqual(['Crowbar', 'Kiosk']);
  });

  it('counts a later occurrence that starts a word, not only the first occurrence', () => {
    const entries = [entry('Crowbar'), entry('Foobar bar')];
    expect(titles(rank(entries, tokensOf('bar'), 10))).toEqual(['Foobar bar', 'Crowbar']);
  });

  it('requires every token, in any order and in any field', () => {
    const entries = [entry('Gate scanner', ['lisbon']), entry('Gate reader'), entry('Scanner', ['porto gate'])];
    expect(titles(rank(entries, tokensOf('scanner gate'), 10))).toEqual(['Gate scanner', 'Scanner']);
    expect(rank(entries, tokensOf('gate lisbon porto'), 10)).toEqual([]);
  });

  it('ranks an exact title above a longer title with the same prefix', () => {
    expect(titles(rank([entry('Gate bar'), entry('Gate')], tokensOf('gate'), 10))).toEqual(['Gate', 'Gate bar']);
  });

  it('keeps index order between equal scores and stops at the limit', () => {
    const entries = Array.from({ length: 50 }, (_, index) => entry(`Counter ${index}`));
    const ranked = rank(entries, tokensOf('counter'), 5);
    expect(titles(ranked)).toEqual(['Counter 0', 'Counter 1', 'Counter 2', 'Counter 3', 'Counter 4']);
    expect(rankWithMatches(entries, tokensOf('counter'), 5).matches).toHaveLength(50);
  });

  it('adds the boost to the score, and never lets it hide a match', () => {
    const entries = [entry('Status board'), entry('Change status', [], 8), entry('Reset status', [], -50)];
    expect(titles(rank(entries, tokensOf('status'), 10))).toEqual(['Change status', 'Status board', 'Reset status']);
  });
});

describe('accents and case never matter (one folding, src/contract/fold.ts)', () => {
  const events = ['Salón del Turismo Madrid 2026', 'Congreso de Enología 2025', 'Congresso de Cardiologia 2026', 'Évora Norte', 'Évora'].map((title) => entry(title));

  it('finds accented titles from plain queries, and plain titles from accented ones', () => {
    expect(titles(rank(events, tokensOf('salon'), 10))).toEqual(['Salón del Turismo Madrid 2026']);
    expect(titles(rank(events, tokensOf('salon turismo'), 10))).toEqual(['Salón del Turismo Madrid 2026']);
    expect(titles(rank(events, tokensOf('SALÓN'), 10))).toEqual(['Salón del Turismo Madrid 2026']);
    expect(titles(rank(events, tokensOf('enologia'), 10))).toEqual(['Congreso de Enología 2025']);
    expect(titles(rank(events, tokensOf('cardiología'), 10))).toEqual(['Congresso de Cardiologia 2026']);
    expect(titles(rank(events, tokensOf('Sala\u0301n'), 10))).toEqual([]); // a decomposed query folds too: 'salan'
    expect(titles(rank(events, tokensOf('Salo\u0301n'), 10))).toEqual(['Salón del Turismo Madrid 2026']);
  });

  it('scores through the folding: the exact title and word starts count however they are typed', () => {
    expect(titles(rank(events, tokensOf('evora'), 10))).toEqual(['Évora', 'Évora Norte']);
    expect(titles(rank([entry('Pabellón Enología'), entry('Enología Hall')], tokensOf('enologia'), 10))).toEqual(['Enología Hall', 'Pabellón Enología']);
  });

  it('folds ß, ligatures, and dotted and dotless i in entries and queries alike', () => {
    const entries = [entry('Straße 5'), entry('ﬁle server'), entry('İzmir fuarı')];
    expect(titles(rank(entries, tokensOf('strasse'), 10))).toEqual(['Straße 5']);
    expect(titles(rank(entries, tokensOf('STRAẞE'), 10))).toEqual(['Straße 5']);
    expect(titles(rank(entries, tokensOf('file'), 10))).toEqual(['ﬁle server']);
    expect(titles(rank(entries, tokensOf('izmir fuari'), 10))).toEqual(['İzmir fuarı']);
  });

  it('keeps serial numbers and MAC addresses exact apart from case: no separator dropped', () => {
    const kiosk = deviceEntry(device(7, { name: 'KIOSK-0007', serial_id: 'PPK2-2406-0007', mac_address: 'AA:BB:CC:DD:EE:07' }));
    expect(rank([kiosk], tokensOf('ppk2-2406-0007'), 10)).toEqual([kiosk]);
    expect(rank([kiosk], tokensOf('aa:bb:cc:dd:ee:07'), 10)).toEqual([kiosk]);
    expect(rank([kiosk], tokensOf('ppk224060007'), 10)).toEqual([]);
    expect(rank([kiosk], tokensOf('aabbccddee07'), 10)).toEqual([]);
  });

  it('ranks accented entries in the columnar index exactly as rank() does, while typing with or without accents', () => {
    const words = ['São', 'sao', 'Straße', 'strasse', 'Évora', 'evora', 'İzmir', 'ﬁle', 'Logroño', 'Sa\u0303o', 'ΟΔΥΣΣΕΥΣ'];
    const corpus = Array.from({ length: 600 }, (_, index) =>
      makeEntry({ key: `event:${index}`, kind: 'event', title: `${words[index % words.length]} ${words[(index * 7) % words.length]} ${index}`, searchText: [words[(index * 3) % words.length]] }));
    const index = buildSearchIndex(corpus);
    for (const typed of ['são paulo', 'sao', 'STRASSE 1', 'straße', 'évora 2', 'izmir', 'file', 'logrono', 'Sa\u0303o 3', 'οδυσσ']) {
      const search = createNarrowingSearch<PaletteEntry>();
      for (let length = 1; length <= typed.length; length += 1) {
        const query = typed.slice(0, length);
        const expected = rankWithMatches(corpus, tokensOf(query), 30);
        const found = search.search([index], query, 30);
        expect(found.ranked.map((item) => item.key), query).toEqual(expected.ranked.map((item) => item.key));
        expect(found.total, query).toBe(expected.matches.length);
      }
    }
  });
});

describe('splitScope', () => {
  it('reads the four prefixes and leaves other queries whole', () => {
    expect(SCOPE_PREFIXES).toEqual({ '>': 'command', '#': 'device', '@': 'user', '!': 'event', '*': 'space' });
    expect(splitScope('>export')).toEqual({ kind: 'command', text: 'export' });
    expect(splitScope('  #SN-12')).toEqual({ kind: 'device', text: 'SN-12' });
    expect(splitScope('@ana')).toEqual({ kind: 'user', text: 'ana' });
    expect(splitScope('!summit')).toEqual({ kind: 'event', text: 'summit' });
    expect(splitScope('gate #3')).toEqual({ text: 'gate #3' });
  });
});

describe('the columnar index and the narrowing search', () => {
  // a deterministic pseudo-random corpus: words that share prefixes and substrings, as device names do
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const words = ['gate', 'gatekeeper', 'bar', 'barcode', 'crowbar', 'scan', 'scanner', 'kiosk', 'lisbon', 'porto', 'sn-1f', 'kt-42', 'a4:c1'];
  const pick = () => words[Math.floor(random() * words.length)] as string;
  const corpus = Array.from({ length: 3000 }, (_, index) =>
    makeEntry({ key: `device:${index}`, kind: 'device', title: `${pick()} ${pick()} ${index}`, searchText: [pick(), random() < 0.3 ? pick() : null], boost: random() < 0.05 ? 3 : undefined }),
  );
  const queries = ['g', 'ga', 'gat', 'gate', 'gate ', 'gate b', 'gate ba', 'gate bar', 'sc', 'scan ki', 'crowbar 12', 'kt-4', 'a4:c', 'zz', '1', '12', '123'];

  it('ranks every query exactly as rank() does', () => {
    const index = buildSearchIndex(corpus);
    for (const query of queries) {
      const expected = rankWithMatches(corpus, tokensOf(query), 40);
      const found = createNarrowingSearch<PaletteEntry>().search([index], query, 40);
      expect(found.ranked.map((item) => item.key), query).toEqual(expected.ranked.map((item) => item.key));
      expect(found.total, query).toBe(expected.matches.length);
    }
  });

  it('narrows as the query grows and still equals a full ranking at every keystroke', () => {
    const index = buildSearchIndex(corpus);
    for (const word of ['gatekeeper 2', 'crowbar scan', 'kt-42 lis']) {
      const search = createNarrowingSearch<PaletteEntry>();
      for (let length = 1; length <= word.length; length += 1) {
        const query = word.slice(0, length);
        const expected = rankWithMatches(corpus, tokensOf(query), 25);
        const found = search.search([index], query, 25);
        expect(found.ranked.map((item) => item.key), query).toEqual(expected.ranked.map((item) => item.key));
        expect(found.total, query).toBe(expected.matches.length);
      }
      // deleting characters is not narrowing: the search starts over and is still right
      const shorter = search.search([index], word.slice(0, 2), 25);
      expect(shorter.ranked.map((item) => item.key)).toEqual(rank(corpus, tokensOf(word.slice(0, 2)), 25).map((item) => item.key));
    }
  });

  it('over several indexes, ranks as rank() over their entries one after the other', () => {
    const first = corpus.slice(0, 1000);
    const second = corpus.slice(1000);
    const indexes = [buildSearchIndex(first), buildSearchIndex(second)];
    for (const query of queries) {
      const expected = rank(corpus, tokensOf(query), 60).map((item) => item.key);
      expect(createNarrowingSearch<PaletteEntry>().search(indexes, query, 60).ranked.map((item) => item.key), query).toEqual(expected);
    }
  });

  it('gives the same ranking in slices, yielding between them, and nothing once aborted', async () => {
    const index = buildSearchIndex(corpus);
    const yieldToMain = vi.fn(() => Promise.resolve());
    for (const query of ['g', 'gate b', 'kt-4']) {
      const sliced = await createNarrowingSearch<PaletteEntry>().searchSliced([index], query, 30, { sliceMs: -1, yieldToMain });
      expect(sliced?.ranked.map((item) => item.key), query).toEqual(rank(corpus, tokensOf(query), 30).map((item) => item.key));
    }
    expect(yieldToMain).toHaveBeenCalled();
    const controller = new AbortController();
    controller.abort();
    expect(await createNarrowingSearch<PaletteEntry>().searchSliced([index], 'gate', 30, { sliceMs: -1, yieldToMain, signal: controller.signal })).toBeUndefined();
  });
});

describe('the server searches a query asks for', () => {
  it('asks for spaces with * and users with @ from the first character, and both for a plain query long enough', async () => {
    const { serverQueries } = await import('../../src/app/palette/rootGroups');
    expect(serverQueries('*po')).toEqual({ spaces: 'po', users: '' });
    expect(serverQueries('@ana')).toEqual({ spaces: '', users: 'ana' });
    expect(serverQueries('#gate')).toEqual({ spaces: '', users: '' });
    expect(serverQueries('porto')).toEqual({ spaces: 'porto', users: 'porto' });
  });
});
