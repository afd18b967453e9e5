// @vitest-environment happy-dom
// Issue 13 point 8: initials and subsequences from word starts, ranked below exact, prefix and word-start matches,
// the same in the columnar index and as the query grows, and marked where they matched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzyMatch, INITIALS, MAX_GAP, NO_MATCH, SCATTERED_INITIALS, SUBSEQUENCE } from '../../src/app/palette/fuzzy';
import { highlightsOf, splitByRanges } from '../../src/app/palette/highlight';
import { createNarrowingSearch } from '../../src/app/palette/narrowingSearch';
import { makeEntry, rank, rankWithMatches, tokensOf, type PaletteEntry } from '../../src/app/palette/ranking';
import { buildSearchIndex } from '../../src/app/palette/searchIndex';

const entry = (title: string, extra: string[] = []) => makeEntry({ key: title, kind: 'model', title, searchText: extra });
const titles = (entries: readonly PaletteEntry[]) => entries.map((item) => item.title);
const kindOf = (text: string, token: string) => fuzzyMatch(text, 0, text.length, token);
const marked = (text: string, query: string) =>
  splitByRanges(text, highlightsOf(text, tokensOf(query), true).ranges).filter((part) => part.marked).map((part) => part.text);

describe('the fuzzy match', () => {
  it('takes initials and word-prefix chains, and subsequences within a word after short gaps', () => {
    expect(kindOf('change status…', 'cs')).toBe(INITIALS);
    expect(kindOf('change status…', 'chst')).toBe(INITIALS);
    expect(kindOf('scanline h5 handheld', 'scn')).toBe(SUBSEQUENCE);
    expect(kindOf('scanline h5 handheld', 'hnd')).toBe(SUBSEQUENCE);
    expect(kindOf('scanline h5 handheld', 'sh5h')).toBe(INITIALS);
    expect(kindOf('change base of scanner-0001…', 'cs')).toBe(SCATTERED_INITIALS);
  });

  it('starts at a word start and never skips more than MAX_GAP characters or across words', () => {
    expect(MAX_GAP).toBe(2);
    expect(kindOf('scanline', 'cn')).toBe(NO_MATCH);
    expect(kindOf('scanline', 'sl')).toBe(NO_MATCH);
    expect(kindOf('kiosk-0001', 'k1')).toBe(NO_MATCH);
    expect(kindOf('kiosk-00101', 'kiosk-0001')).toBe(NO_MATCH);
    expect(kindOf('model a5x', 'ax')).toBe(NO_MATCH);
    expect(kindOf('gate bar', 'gtr')).toBe(NO_MATCH);
    expect(kindOf('a', 'a')).toBe(NO_MATCH);
  });
});

describe('fuzzy ranking', () => {
  it('finds "scn hnd" and "cs"', () => {
    const entries = [entry('Scanline G2 NFC Gate'), entry('Scanline H5 Handheld'), entry('Handheld printer'), entry('Change status…'), entry('Change base…')];
    expect(titles(rank(entries, tokensOf('scn hnd'), 10))).toEqual(['Scanline H5 Handheld']);
    expect(titles(rank(entries, tokensOf('cs'), 10))).toEqual(['Change status…']);
  });

  it('ranks exact, prefix and word-start matches above initials, initials above other substrings, and subsequences last', () => {
    const entries = [entry('Cases'), entry('Docs'), entry('Kiosk', ['cs-1']), entry('Change status'), entry('Gate cs'), entry('CS'), entry('CS-100')];
    expect(titles(rank(entries, tokensOf('cs'), 10))).toEqual(['CS', 'CS-100', 'Gate cs', 'Change status', 'Docs', 'Kiosk', 'Cases']);
  });

  it('ranks initials of neighbouring words above initials that skip words', () => {
    const entries = [entry('Change base of SCANNER-0001…'), entry('Clear the selection'), entry('Change status of SCANNER-0001…')];
    expect(titles(rank(entries, tokensOf('cs'), 10))).toEqual(['Change status of SCANNER-0001…', 'Change base of SCANNER-0001…', 'Clear the selection']);
  });

  it('does not let a few letters flood 100 000 serial-like titles', () => {
    const entries = Array.from({ length: 100_000 }, (_, index) => entry(`KIOSK-${String(index).padStart(5, '0')}`, [`SN-${index}`]));
    const kiosk0001 = rankWithMatches(entries, tokensOf('kiosk-0001'), 50);
    // the titles holding it (00010 to 00019) and no subsequence skipping digits (00001, 00101, 00021)
    expect(kiosk0001.matches.map((match) => match.title)).toEqual(Array.from({ length: 10 }, (_, digit) => `KIOSK-0001${digit}`));
    // initials are a word start each: "k19" is KIOSK-19000 to 19999, "sk1" (inside a word) nothing
    expect(rankWithMatches(entries, tokensOf('k19'), 5).matches).toHaveLength(1000);
    expect(rankWithMatches(entries, tokensOf('sk1'), 5).matches).toHaveLength(0);
  });

  it('ranks fuzzy queries in the columnar index as rank() does, and narrows keystroke by keystroke to the same results', () => {
    const words = ['scanline', 'handheld', 'change', 'status', 'gate', 'nfc', 'h5', 'kiosk-0001', 'cases', 'docs', 'lead', 'reader'];
    const title = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 60 }), fc.constantFrom('scn hnd', 'cs', 'chst', 'hnd', 'sl rdr', 'ga nf', 'k0001', 'ldrd'), (titlesList, query) => {
        const entries = titlesList.map((text, position) => makeEntry({ key: String(position), kind: 'model', title: text }));
        const index = buildSearchIndex(entries);
        const search = createNarrowingSearch<PaletteEntry>();
        for (let length = 1; length <= query.length; length += 1) {
          const typed = query.slice(0, length);
          const expected = rankWithMatches(entries, tokensOf(typed), 20);
          const found = search.search([index], typed, 20);
          expect(found.ranked.map((item) => item.key), typed).toEqual(expected.ranked.map((item) => item.key));
          expect(found.total, typed).toBe(expected.matches.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('fuzzy highlighting', () => {
  it('marks the characters the match used, through the folding', () => {
    expect(marked('Scanline H5 Handheld', 'scn hnd')).toEqual(['Sc', 'n', 'H', 'nd']);
    expect(marked('Change status…', 'cs')).toEqual(['C', 's']);
    expect(marked('Çhange Ståtus', 'chst')).toEqual(['Çh', 'St']);
  });

  it('marks a word-start occurrence over initials, and initials over an occurrence inside a word', () => {
    expect(marked('Docs cs', 'cs')).toEqual(['cs']);
    expect(marked('Docs, change status', 'cs')).toEqual(['c', 's']);
    expect(marked('Docs', 'cs')).toEqual(['cs']);
  });

  it('marks no subsequence in a subtitle, where the ranking does not look for one', () => {
    expect(highlightsOf('Scanline', tokensOf('scn')).ranges).toEqual([]);
  });
});
