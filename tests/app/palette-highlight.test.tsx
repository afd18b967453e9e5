// @vitest-environment happy-dom
// Matched characters marked in the palette: found in the folded text, marked in the text as shown.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRegistry, defineCommand } from '../../commands/registry';
import { describeEntry } from '../../src/app/palette/describeEntry';
import { deviceEntry } from '../../src/app/palette/entityEntries';
import { highlightsOf, splitByRanges, type TextRange } from '../../src/app/palette/highlight';
import { tokensOf } from '../../src/app/palette/ranking';
import { openPalette } from '../../src/app/state/paletteState';
import { accessibleText, contextFor, device, event, fakeApp, id, listsOf, mountPalette, options, settle, type, type Mounted } from './paletteHarness';

/** The marked parts of `text` for `query`, in order. */
const marked = (text: string, query: string) => {
  const { ranges } = highlightsOf(text, tokensOf(query));
  return splitByRanges(text, ranges).filter((part) => part.marked).map((part) => part.text);
};

describe('highlightsOf', () => {
  it('marks the original characters of a folded match', () => {
    expect(marked('Salón del Turismo Madrid 2026', 'salon')).toEqual(['Salón']);
    expect(marked('Salón del Turismo Madrid 2026', 'SALON tur')).toEqual(['Salón', 'Tur']);
    expect(marked('Convento São Francisco, Coimbra', 'sao')).toEqual(['São']);
    expect(marked('Centro Cultural de Belém', 'belem')).toEqual(['Belém']);
    expect(marked('Congresso de Cardiologia 2026', 'cardiología')).toEqual(['Cardiologia']);
  });

  it('marks whole characters when folding changed the length: ß, combining sequences, ligatures, İ', () => {
    expect(marked('Straße 5', 'strasse')).toEqual(['Straße']);
    expect(marked('Straße 5', 'ss')).toEqual(['ß']);
    expect(marked('Straße 5', 'tras')).toEqual(['traß']); // half of "ss" marks the whole ß
    const decomposed = 'Sa\u0303o Tome\u0301';
    expect(marked(decomposed, 'sao tome')).toEqual(['Sa\u0303o', 'Tome\u0301']);
    expect(marked('ﬁle server', 'fi')).toEqual(['ﬁ']);
    expect(marked('İzmir', 'izm')).toEqual(['İzm']);
    // offsets after a longer fold still land on the right characters
    expect(marked('Straße São', 'sao')).toEqual(['São']);
  });

  it('marks the occurrence the ranking counts: a word start before an earlier inner match', () => {
    expect(highlightsOf('Crowbar bar', tokensOf('bar')).ranges).toEqual([[8, 11]]);
    expect(highlightsOf('Crowbar', tokensOf('bar')).ranges).toEqual([[4, 7]]);
  });

  it('merges overlapping and touching matches, and says which words it found', () => {
    expect(highlightsOf('Barcode', tokensOf('bar arc code')).ranges).toEqual([[0, 7]]);
    const found = highlightsOf('Gate bar', tokensOf('gate lisbon'));
    expect(found.ranges).toEqual([[0, 4]]);
    expect([...found.found]).toEqual(['gate']);
    expect(highlightsOf('Gate', []).ranges).toEqual([]);
  });

  it('splits a text into marked and plain runs that join back to it', () => {
    const ranges: TextRange[] = [[0, 2], [4, 5]];
    expect(splitByRanges('abcdef', ranges)).toEqual([
      { text: 'ab', marked: true }, { text: 'cd', marked: false }, { text: 'e', marked: true }, { text: 'f', marked: false },
    ]);
  });
});

describe('describeEntry', () => {
  const app = fakeApp();
  it('marks in the subtitle only the words the title does not hold', () => {
    const entry = deviceEntry(device(7, { name: 'KIOSK-0007', serial_id: 'PPK2-0007', model_name: 'PassPoint' }));
    const view = describeEntry(entry, 'device', app.t, 'en', tokensOf('kiosk ppk2'));
    expect(view.titleMatches).toEqual([[0, 5]]);
    expect(splitByRanges(view.subtitle, view.subtitleMatches).filter((part) => part.marked).map((part) => part.text)).toEqual(['PPK2']);
    expect(describeEntry(entry, 'device', app.t, 'en').titleMatches).toEqual([]);
  });
});

describe('in the palette', () => {
  const registry = createRegistry([defineCommand({ id: 'devices.export', title: id('test.export'), group: 'devices', scope: 'devices', run: () => {} })]);
  let mounted: Mounted | null = null;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows the matched characters of each title in <mark>, the option still named by its whole text', async () => {
    const events = [event(1, 'Salón del Turismo Madrid 2026'), event(2, 'Congreso de Enología 2025'), event(3, 'Straße Fest')];
    mounted = await mountPalette({ registry, context: contextFor(fakeApp()), lists: listsOf({ events }) });
    await act(async () => openPalette());
    await settle(20);
    await type('salon tur');
    await settle(20);
    const [salon] = options();
    expect([...(salon?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual(['Salón', 'Tur']);
    expect(accessibleText(salon)).toMatch(/^Salón del Turismo Madrid 2026, /);
    await type('strasse');
    await settle(20);
    expect([...(options()[0]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual(['Straße']);
    await type('');
    await settle(20);
    expect(document.querySelectorAll('[role="option"] mark')).toHaveLength(0);
  });
});
