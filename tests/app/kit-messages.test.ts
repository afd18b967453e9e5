// The kit's generic messages worded by a section's grammar (src/app/i18n/kitMessages.ts): a masculine and a feminine
// noun agree in Portuguese and Spanish, and nothing is worded without the grammar.
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { setIntl, t } from '../../src/app/i18n/intl';
import { LOCALE_OF, type Language } from '../../src/app/i18n/languages';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { boundLocale, LOCALE_FILES } from './messages';

/** Two made-up sections' grammar: suppliers (masculine in pt and es), brands (feminine). */
const GRAMMAR: Record<Language, Record<string, string>> = {
  pt: {
    'suppliers.one': 'fornecedor', 'suppliers.other': 'fornecedores', 'suppliers.gender': 'masculine', 'nav.suppliers': 'Fornecedores',
    'brands.one': 'marca', 'brands.other': 'marcas', 'brands.gender': 'feminine', 'nav.brands': 'Marcas',
  },
  es: {
    'suppliers.one': 'proveedor', 'suppliers.other': 'proveedores', 'suppliers.gender': 'masculine', 'nav.suppliers': 'Proveedores',
    'brands.one': 'marca', 'brands.other': 'marcas', 'brands.gender': 'feminine', 'nav.brands': 'Marcas',
  },
  en: {
    'suppliers.one': 'supplier', 'suppliers.other': 'suppliers', 'suppliers.gender': 'neuter', 'nav.suppliers': 'Suppliers',
    'brands.one': 'brand', 'brands.other': 'brands', 'brands.gender': 'neuter', 'nav.brands': 'Brands',
  },
};

/** The app's `t` over a locale with the two sections' grammar, loaded as the app loads it; a formatting error throws. */
function sayIn(language: Language, locale: Record<string, string> = boundLocale({ ...LOCALE_FILES[language], ...GRAMMAR[language] }, language)) {
  const intl = createIntl({ locale: LOCALE_OF[language], messages: locale, onError: (error) => { throw error; } });
  // the made-up sections' ids are no MessageId: they are in no locale file
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as MessageId }, values);
}

describe("the kit's messages worded by a section's grammar", () => {
  it('agree with a masculine and a feminine noun in Portuguese', () => {
    const say = sayIn('pt');
    expect([say('suppliers.created'), say('brands.created')]).toEqual(['Fornecedor criado', 'Marca criada']);
    expect([say('suppliers.createTitle'), say('brands.createTitle')]).toEqual(['Novo fornecedor', 'Nova marca']);
    expect([say('suppliers.deletedMany'), say('brands.deletedMany')]).toEqual(['Fornecedores eliminados', 'Marcas eliminadas']);
    expect([say('suppliers.notFound', { id: 7 }), say('brands.notFound', { id: 7 })]).toEqual(['Não existe nenhum fornecedor com o id 7.', 'Não existe nenhuma marca com o id 7.']);
    expect(say('brands.deletesBody', { count: 3 })).toBe('Eliminar estas 3 marcas? Esta ação não pode ser desfeita.');
    expect(say('suppliers.deletesBody', { count: 1 })).toBe('Eliminar este fornecedor? Esta ação não pode ser desfeita.');
    expect([say('command.suppliers.deleteSelected'), say('brands.bulkActions')]).toEqual(['Eliminar os fornecedores selecionados…', 'Ações sobre as marcas selecionadas']);
    expect([say('command.brands.create'), say('command.navigation.suppliers'), say('help.prefix.brands')]).toEqual(['Criar uma marca', 'Ir para Fornecedores', 'Só marcas']);
  });

  it('agree with a masculine and a feminine noun in Spanish', () => {
    const say = sayIn('es');
    expect([say('suppliers.created'), say('brands.created')]).toEqual(['Proveedor creado', 'Marca creada']);
    expect([say('suppliers.refused'), say('brands.refused')]).toEqual(['El proveedor no se ha guardado. Revise los campos marcados.', 'La marca no se ha guardado. Revise los campos marcados.']);
    expect([say('suppliers.notFound', { id: 7 }), say('brands.notFound', { id: 7 })]).toEqual(['No existe ningún proveedor con el id 7.', 'No existe ninguna marca con el id 7.']);
    expect(say('suppliers.deletesBody', { count: 3 })).toBe('¿Eliminar estos 3 proveedores? Esta acción no se puede deshacer.');
    expect(say('brands.deleteBody', { name: 'Acme' })).toBe('¿Eliminar la marca «Acme»? Esta acción no se puede deshacer.');
    expect([say('command.brands.edit'), say('command.navigation.brands')]).toEqual(['Editar la marca bajo el cursor', 'Ir a Marcas']);
  });

  it('start a sentence with a capital in English, and count', () => {
    const say = sayIn('en');
    expect([say('suppliers.created'), say('brands.deletedMany'), say('command.navigation.suppliers')]).toEqual(['Supplier created', 'Brands deleted', 'Go to Suppliers']);
    expect([say('command.brands.deleteSelected.count', { count: 1 }), say('command.brands.deleteSelected.count', { count: 4 })]).toEqual(['Delete 1 brand…', 'Delete 4 brands…']);
  });

  it('cannot be worded without the grammar: the generic message asks for it, and a section without one has none', () => {
    const say = sayIn('pt');
    expect(() => say('kit.created')).toThrow(/gender/);
    expect(() => say('kit.created', { gender: 'feminine' })).toThrow(/Entity/);
    const withoutGrammar = sayIn('pt', boundLocale(LOCALE_FILES.pt, 'pt'));
    expect(() => withoutGrammar('suppliers.created')).toThrow(/suppliers\.created/);
  });

  it('are bound by setIntl, the one place the app loads a language: from texts (tests) and from ASTs (the built app)', () => {
    setIntl('pt', { ...LOCALE_FILES.pt, ...GRAMMAR.pt });
    expect([t('suppliers.created' as MessageId), t('brands.deletesTitle' as MessageId, { count: 2 })]).toEqual(['Fornecedor criado', 'Eliminar 2 marcas']);
    const precompiled = Object.fromEntries(Object.entries({ ...LOCALE_FILES.es, ...GRAMMAR.es }).map(([id, text]) => [id, parse(text)]));
    setIntl('es', precompiled);
    expect([t('brands.created' as MessageId), t('command.suppliers.deleteSelected' as MessageId)]).toEqual(['Marca creada', 'Eliminar los proveedores seleccionados…']);
  });

  it('refuses a grammar that is not plain text, and a grammar without its heading', () => {
    expect(() => boundLocale({ ...LOCALE_FILES.pt, ...GRAMMAR.pt, 'brands.one': '{count} marca' }, 'pt')).toThrow(/brands\.one must be plain text/);
    const { 'nav.brands': _heading, ...headless } = GRAMMAR.pt;
    expect(() => boundLocale({ ...LOCALE_FILES.pt, ...headless }, 'pt')).toThrow(/nav\.brands is missing/);
  });
});
