// @vitest-environment node
// The product's one folding rule (src/contract/fold.ts), used by the server's search indexes, the palette and the
// table search, and its map back to the original characters, used to mark what matched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, foldWithSources, sourceRange } from '../../src/contract/fold';

const same = (...texts: string[]) => new Set(texts.map(foldText)).size === 1;

describe('foldText', () => {
  it('makes Portuguese accents, cedilla and case not matter', () => {
    expect(same('São', 'sao', 'SAO', 'são', 'SÃO')).toBe(true);
    expect(foldText('Conceição')).toBe('conceicao');
    expect(foldText('Guimarães')).toBe('guimaraes');
    expect(foldText('ÉVORA')).toBe('evora');
    expect(foldText('Centro Cultural de Belém')).toBe('centro cultural de belem');
    expect(foldText('Em reparação')).toBe('em reparacao');
    expect(foldText('Ç')).toBe('c');
    expect(foldText('àáâãäÀÁÂÃÄ')).toBe('aaaaaaaaaa');
  });

  it('makes Spanish accents, ñ, ü and case not matter, and keeps ¿ ¡', () => {
    expect(foldText('Salón del Turismo')).toBe('salon del turismo');
    expect(foldText('Congreso de Enología')).toBe('congreso de enologia');
    expect(foldText('Logroño')).toBe('logrono');
    expect(same('ñ', 'Ñ', 'n', 'N')).toBe(true);
    expect(foldText('Pingüino')).toBe('pinguino');
    expect(foldText('¿Qué?')).toBe('¿que?');
  });

  it('folds ß to ss, as case folding does, both ways', () => {
    expect(foldText('Straße')).toBe('strasse');
    expect(same('Straße', 'STRASSE', 'strasse', 'STRAẞE')).toBe(true);
    expect(foldText('ß')).toBe('ss');
  });

  it('folds Turkish dotted and dotless i to i, whatever the locale (no Turkish rule: I is i)', () => {
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('ıspanak')).toBe('ispanak');
    expect(foldText('DİYARBAKIR')).toBe('diyarbakir');
    expect(foldText('I')).toBe('i');
    expect(same('İ', 'ı', 'I', 'i')).toBe(true);
  });

  it('folds combining sequences: decomposed input equals precomposed, stacked and stray marks go', () => {
    const precomposed = 'São Tomé, Logroño'.normalize('NFC');
    const decomposed = precomposed.normalize('NFD');
    expect(decomposed).not.toBe(precomposed);
    expect(foldText(decomposed)).toBe(foldText(precomposed));
    expect(foldText('Sa\u0303o')).toBe('sao');
    expect(foldText('a\u0301\u0323')).toBe('a'); // two marks on one letter
    expect(foldText('\u0301a')).toBe('a'); // a mark with nothing before it
    expect(foldText('ǰ')).toBe('j'); // whose upper case brings the mark back (J̌)
  });

  it('folds ligatures, long s and the Greek final sigma as case folding does', () => {
    expect(foldText('ﬁle')).toBe('file');
    expect(foldText('ﬀ')).toBe('ff');
    expect(foldText('ſ')).toBe('s');
    expect(foldText('ΟΔΥΣΣΕΥΣ')).toBe('οδυσσευσ');
    expect(foldText('οδυσσευς')).toBe('οδυσσευσ');
    // typed so far: the last letter is no final sigma in the name, so folding must not make it one
    expect(foldText('Οδυσσευς').includes(foldText('οδυσ'))).toBe(true);
  });

  it('keeps serial numbers, MAC addresses and every separator as they are, apart from case', () => {
    expect(foldText('PPK2-2406-00017')).toBe('ppk2-2406-00017');
    expect(foldText('AA:BB:CC:DD:EE:01')).toBe('aa:bb:cc:dd:ee:01');
    expect(foldText('Chave Nº7')).toBe('chave nº7'); // º is a letter, not an accent
    expect(foldText('東京')).toBe('東京');
  });

  it('is idempotent, and folds each character on its own (what narrowing a search as it is typed relies on)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => foldText(foldText(text)) === foldText(text)), { numRuns: 1000 });
    fc.assert(
      // typing more never changes what was typed before folded to (a mark typed after a letter folds to nothing)
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), (head, tail) => foldText(head + tail).startsWith(foldText(head))),
      { numRuns: 1000 },
    );
  });
});

describe('foldWithSources', () => {
  const marked = (text: string, foldedStart: number, foldedEnd: number) => {
    const [start, end] = sourceRange(foldWithSources(text), foldedStart, foldedEnd);
    return text.slice(start, end);
  };

  it('gives foldText for any text, with every folded unit coming from a whole character of the original', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 })), (text) => {
        const { folded, sourceStarts, sourceEnds } = foldWithSources(text);
        expect(folded).toBe(foldText(text));
        expect(sourceStarts).toHaveLength(folded.length);
        for (let index = 0; index < folded.length; index += 1) {
          const start = sourceStarts[index] as number;
          const end = sourceEnds[index] as number;
          expect(start).toBeLessThan(end);
          expect(end).toBeLessThanOrEqual(text.length);
          if (index > 0) expect(start).toBeGreaterThanOrEqual(sourceStarts[index - 1] as number);
          expect(foldText(text.slice(start, end))).toContain(folded[index]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('maps a match in the folded text to the characters shown, whatever folding did to the length', () => {
    expect(marked('Salón del Turismo', 0, 5)).toBe('Salón');
    const decomposed = 'Salo\u0301n';
    expect(marked(decomposed, 0, 5)).toBe(decomposed); // the combining accent goes with its letter
    expect(marked('Straße', 0, 7)).toBe('Straße'); // 'strasse'
    expect(marked('Straße', 4, 6)).toBe('ß'); // 'ss'
    expect(marked('Straße', 1, 5)).toBe('traß'); // 'tras': half of ß marks all of it
    expect(marked('İstanbul', 0, 3)).toBe('İst');
    expect(marked('ﬁle', 1, 2)).toBe('ﬁ');
    expect(marked('Convento São Francisco', 9, 12)).toBe('São');
    expect(marked('a😀b', 1, 3)).toBe('😀');
  });
});
