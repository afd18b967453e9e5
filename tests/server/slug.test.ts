// Slugs are made with the product's one folding (src/contract/fold.ts), after compatibility forms are written plainly.
import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from '../../src/server/db/slug';

describe('slugify', () => {
  it('folds accents and case as every search does, and joins the rest with single dashes', () => {
    expect(slugify('Salón del Turismo Madrid 2026', 'event')).toBe('salon-del-turismo-madrid-2026');
    expect(slugify('Congresso — Guimarães/Évora!', 'event')).toBe('congresso-guimaraes-evora');
    expect(slugify('Sa\u0303o Joa\u0303o', 'event')).toBe('sao-joao'); // decomposed input
    expect(slugify('Straße İzmir', 'event')).toBe('strasse-izmir');
  });

  it('writes compatibility forms plainly, and falls back when nothing is left', () => {
    expect(slugify('ＥＸＰＯ ²⁰²⁶ ﬁnal', 'event')).toBe('expo-2026-final');
    expect(slugify('東京 ★', 'event')).toBe('event');
    expect(firstFreeSlug('expo', new Set(['expo', 'expo-2']))).toBe('expo-3');
  });
});
