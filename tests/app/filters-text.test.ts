// Filters as text (issue 21 point 8): the search's grammar, what a filter names in the person's language (accent-
// and case-blind, English keys too), negation, the canonical text the URL holds, chips, completion, the rows kept,
// and what a server-paged list sends its server.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import es from '../../locales/es.json';
import type { Device } from '../../src/contract/entities';
import { completionAt } from '../../src/app/filters/filterCompletion';
import { tokenize } from '../../src/app/filters/filterSyntax';
import { canonicalText, parseSearch, vocabularyOf } from '../../src/app/filters/filterVocabulary';
import { joinSearch, splitSearch } from '../../src/app/filters/searchParts';
import { serverQueryOf, SPACE_FILTERS } from '../../src/app/filters/serverFilters';
import { searchKeyOf } from '../../src/app/filters/filterRows';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { devicesSection } from '../../src/app/sections/devices';
import { matchRows } from '../../src/app/table/rowModel';

const LOCALES = { en, pt, es } as const;
const words = (language: keyof typeof LOCALES) => (id: MessageId) => (LOCALES[language] as Record<string, string>)[id] ?? id;

const device = (id: number, values: Partial<Record<keyof Device, unknown>>): Device =>
  ({ id, name: `Device ${id}`, status: 'available', base: null, model_name: null, current_event_name: null, category_name: null, ...values }) as unknown as Device;

const ROWS: Device[] = [
  device(1, { status: 'missing', base: 'oporto', model_name: 'Scanline H5', current_event_name: null }),
  device(2, { status: 'missing', base: 'oporto', model_name: 'Scanline H5 Pro', current_event_name: 'São Paulo Expo' }),
  device(3, { status: 'available', base: 'lisbon', model_name: 'Scanline H5' }),
  device(4, { status: 'repairing', base: null, model_name: 'Kiosk 10', current_event_name: 'São Paulo Expo' }),
];
const fields = devicesSection.table.filters ?? [];
const vocabulary = (language: keyof typeof LOCALES) => vocabularyOf(fields, ROWS, words(language));
const columns = devicesSection.table.columns(words('en'), 'en');
const kept = (text: string, language: keyof typeof LOCALES = 'en') => {
  const parsed = parseSearch(text, vocabulary(language));
  return matchRows(ROWS, columns, { column: '', direction: 'asc' }, ['name'], parsed.words, language, parsed.filters).ids;
};

describe('the grammar', () => {
  it('splits on spaces outside quotes, reads negation and keeps an unclosed quote to the end', () => {
    const tokens = tokenize('status:missing -base:porto model:"Scanline H5" kiosk model:"Scan');
    expect(tokens.map((token) => token.filter)).toEqual([
      { key: 'status', value: 'missing', negated: false },
      { key: 'base', value: 'porto', negated: true },
      { key: 'model', value: 'Scanline H5', negated: false },
      null,
      { key: 'model', value: 'Scan', negated: false },
    ]);
    // a MAC address is a word, not a filter of a field "a0"… unless a field is so called
    expect(parseSearch('a0:b0:c0:00:00:01', vocabulary('en')).words).toBe('a0:b0:c0:00:00:01');
  });
});

describe('what a filter keeps', () => {
  it('filters by the brief’s example, in English keys', () => {
    expect(kept('status:missing base:porto model:"Scanline H5" event:none')).toEqual([1]);
    expect(kept('-status:available')).toEqual([1, 2, 4]);
    expect(kept('base:none')).toEqual([4]);
    expect(kept('status:missing device 2')).toEqual([2]);
  });

  it('understands the person’s language, accent- and case-blind, and English keys in any language', () => {
    expect(kept('estado:desaparecido', 'pt')).toEqual([1, 2]);
    expect(kept('estado:"em reparacao"', 'pt')).toEqual([4]);
    expect(kept('status:missing evento:nenhum', 'pt')).toEqual([1]);
    expect(kept('evento:"sao paulo expo"', 'pt')).toEqual([2, 4]);
    expect(kept('base:lisboa', 'pt')).toEqual([3]);
    expect(kept('categoría:ninguno estado:disponible', 'es')).toEqual([3]);
    // the brief's `base:porto` in Spanish, where Porto is "Oporto"
    expect(kept('base:porto', 'es')).toEqual([1, 2]);
  });

  it('keeps every value a partly typed one begins, and the exact one when it is spelled whole', () => {
    expect(kept('model:scan')).toEqual([1, 2, 3]);
    expect(kept('model:"Scanline H5"')).toEqual([1, 3]);
    expect(kept('status:nothing-like-it')).toEqual([]);
    expect(kept('status:')).toEqual([1, 2, 3, 4]);
  });
});

describe('what a search keeps, as a key (the table answers a search from a recent one of the same key)', () => {
  it('gives texts that keep the same rows the same key, and others another', () => {
    const key = (text: string) => searchKeyOf(parseSearch(text, vocabulary('en')));
    expect(key('status:')).toBe(key(''));
    expect(key('status:miss')).toBe(key('status:missing'));
    expect(key('base:lisbon status:missing Kiosk')).toBe(key('status:missing kiosk base:lisbon'));
    expect(key('status:missing')).not.toBe(key('-status:missing'));
    expect(key('status:missing')).not.toBe(key('status:available'));
    expect(key('kiosk')).not.toBe(key(''));
  });
});

describe('the canonical text (the URL’s)', () => {
  it('writes the person’s words with English keys and codes, filters first, and reads the same filters back in every language', () => {
    const canonical = canonicalText('kiosk estado:desaparecido -base:porto modelo:"scanline h5" evento:nenhum', vocabulary('pt'));
    expect(canonical).toBe('status:missing -base:oporto model:"Scanline H5" event:none kiosk');
    for (const language of ['en', 'pt', 'es'] as const) expect(canonicalText(canonical, vocabulary(language))).toBe(canonical);
  });
});

describe('chips', () => {
  it('shows a filter naming one value as a chip once something follows it, and joins back to the same text', () => {
    const v = vocabulary('pt');
    expect(splitSearch('estado:desap', v).chips).toHaveLength(0);
    const parts = splitSearch('estado:desaparecido kiosk', v);
    expect(parts.chips.map((chip) => chip.choice?.label)).toEqual(['Desaparecido']);
    expect(parts.rest).toBe('kiosk');
    expect(joinSearch(['status:missing'], parts.rest)).toBe('status:missing kiosk');
    expect(splitSearch(joinSearch(['status:missing'], ''), v)).toMatchObject({ rest: '' });
  });
});

describe('completion', () => {
  it('offers field names by their start in the person’s language, then the values of the field', () => {
    const v = vocabulary('pt');
    const fieldsFor = completionAt('est', 3, v);
    expect(fieldsFor?.suggestions.map((suggestion) => suggestion.kind === 'field' && suggestion.words.name)).toEqual(['estado']);
    const values = completionAt('kiosk estado:em', 15, v);
    expect(values?.start).toBe(6);
    expect(values?.suggestions.map((suggestion) => suggestion.kind === 'value' && suggestion.choice.label)).toEqual(['Em uso', 'Em reparação']);
    expect(completionAt('-ev', 3, v)?.suggestions[0]).toMatchObject({ kind: 'field', negated: true });
    expect(completionAt('kiosk', 5, v)).toBeNull();
  });
});

describe('the events’ filters', () => {
  it('filter by when, published and language, in Portuguese', async () => {
    const { eventsSection } = await import('../../src/app/sections/events');
    const day = 24 * 3600_000;
    const event = (id: number, startsIn: number, values: Record<string, unknown>) =>
      ({ id, name: `Event ${id}`, start_date: new Date(Date.now() + startsIn * day).toISOString(), end_date: new Date(Date.now() + (startsIn + 1) * day).toISOString(), is_published: true, default_language: 'pt', ...values }) as never;
    const events = [event(1, -10, {}), event(2, 5, { is_published: false }), event(3, 20, { default_language: 'en' })];
    const eventFields = eventsSection.table.filters ?? [];
    const v = vocabularyOf(eventFields, events, words('pt'));
    const keep = (text: string) => {
      const parsed = parseSearch(text, v);
      return matchRows(events, [], { column: '', direction: 'asc' }, [], parsed.words, 'pt', parsed.filters).ids;
    };
    expect(keep('quando:passado')).toEqual([1]);
    expect(keep('when:upcoming publicado:nao')).toEqual([2]);
    expect(keep('idioma:ingles')).toEqual([3]);
    expect(canonicalText('quando:proximo -idioma:ingles', v)).toBe('when:upcoming -language:en');
  });
});

describe('a server-paged list’s question', () => {
  it('sends the filters the server takes as parameters and the rest as the search', () => {
    expect(serverQueryOf('premium:yes harbour', SPACE_FILTERS)).toEqual({ search: 'harbour', filters: { premium: 'true' } });
    expect(serverQueryOf('-premium:yes', SPACE_FILTERS)).toEqual({ search: '', filters: { premium: 'false' } });
    expect(serverQueryOf('premium:perhaps', SPACE_FILTERS)).toEqual({ search: 'premium:perhaps', filters: {} });
  });
});
