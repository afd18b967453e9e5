// The booklet's configuration mapping, both ways: the cards in screen order become answers and files whose index is
// the card's position (file styles to files with type "logo", empty spaces as blank answers without a field), and a
// stored configuration becomes the cards in index order; a round trip keeps everything. Also where the server's
// refusals land (a field, a card by the entry it became, the list) and the cover title read from three languages.
import { describe, expect, it } from 'vitest';
import type { BookletConfiguration } from '../../src/contract/entities';
import { BOOKLET_FIELD_TYPES, BOOKLET_STYLES } from '../../src/contract/enums';
import { ApiFailure } from '../../src/app/api/errors';
import {
  blankCard, cardForField, cardsOf, configurationOf, coverTitleOf, isFileStyle, moveItem, styleOfType, type BookletCard,
} from '../../src/app/screens/events/booklet/bookletCards';
import { errorsOf, hasErrors } from '../../src/app/screens/events/booklet/bookletErrors';

const keys = () => {
  let count = 0;
  return () => `k${(count += 1)}`;
};
const card = (key: string, field: number | null, style: BookletCard['style'], icon: BookletCard['icon'] = 'info'): BookletCard => ({ key, field, style, icon });
const withoutKeys = (cards: BookletCard[]) => cards.map(({ field, style, icon }) => ({ field, style, icon }));

describe('screen order → configuration', () => {
  it('puts file styles in files (type logo) and the others in answers, each indexed by its position on screen', () => {
    const cards = [
      card('a', 11, 'BookletLogo', 'file'),
      card('b', 12, 'BookletTitle', 'company'),
      card('c', null, 'BookletAnswer', 'square'),
      card('d', 13, 'BookletBrochure', 'document'),
      card('e', 14, 'BookletEmail', 'email'),
      card('f', 15, 'BookletFile', 'file'),
    ];
    const { configuration, origins } = configurationOf(cards, 'Guide');
    expect(configuration).toEqual({
      answers: [
        { index: 1, icon: 'company', participating_field_id: 12, style: 'BookletTitle', blank: false },
        { index: 2, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true },
        { index: 4, icon: 'email', participating_field_id: 14, style: 'BookletEmail', blank: false },
      ],
      files: [
        { index: 0, type: 'logo', icon: 'file', participating_field_id: 11, style: 'BookletLogo' },
        { index: 3, type: 'logo', icon: 'document', participating_field_id: 13, style: 'BookletBrochure' },
        { index: 5, type: 'logo', icon: 'file', participating_field_id: 15, style: 'BookletFile' },
      ],
      cover_title: { pt: 'Guide', en: 'Guide', es: 'Guide' },
    });
    expect(origins).toEqual({ answers: ['b', 'c', 'e'], files: ['a', 'd', 'f'] });
  });

  it('follows the screen: moving a card renumbers every index, and a style change moves it between the lists', () => {
    const cards = [card('a', 1, 'BookletTitle'), card('b', 2, 'BookletAnswer'), card('c', 3, 'BookletLink')];
    const moved = moveItem(cards, 2, 0);
    expect(configurationOf(moved, '').configuration.answers.map((entry) => [entry.index, entry.participating_field_id])).toEqual([[0, 3], [1, 1], [2, 2]]);
    const asFile = moved.map((each) => (each.key === 'a' ? { ...each, style: 'BookletBrochure' as const } : each));
    const { configuration } = configurationOf(asFile, '');
    expect(configuration.files).toEqual([{ index: 1, type: 'logo', icon: 'info', participating_field_id: 1, style: 'BookletBrochure' }]);
    expect(configuration.answers.map((entry) => entry.index)).toEqual([0, 2]);
  });

  it('writes an empty list of cards as empty answers and files', () => {
    expect(configurationOf([], 'x').configuration).toEqual({ answers: [], files: [], cover_title: { pt: 'x', en: 'x', es: 'x' } });
  });
});

describe('configuration → screen order', () => {
  const stored: BookletConfiguration = {
    answers: [
      { index: 4, icon: 'email', participating_field_id: 14, style: 'BookletEmail', blank: false },
      { index: 1, icon: 'company', participating_field_id: 12, style: 'BookletTitle', blank: false },
      { index: 2, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true },
    ],
    files: [
      { index: 3, type: 'logo', icon: 'document', participating_field_id: 13, style: 'BookletBrochure' },
      { index: 0, type: 'logo', icon: 'file', participating_field_id: 11, style: 'BookletLogo' },
    ],
    cover_title: { pt: 'Guia', en: 'Guide', es: 'Guía' },
  };

  it('shows every entry of both lists by index, empty spaces without a field', () => {
    expect(withoutKeys(cardsOf(stored, keys()))).toEqual([
      { field: 11, style: 'BookletLogo', icon: 'file' },
      { field: 12, style: 'BookletTitle', icon: 'company' },
      { field: null, style: 'BookletAnswer', icon: 'square' },
      { field: 13, style: 'BookletBrochure', icon: 'document' },
      { field: 14, style: 'BookletEmail', icon: 'email' },
    ]);
  });

  it('gives each card its own key', () => {
    expect(cardsOf(stored, keys()).map((each) => each.key)).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
  });

  it('round-trips: written back, the configuration is the same entries, indexes renumbered from 0 in order', () => {
    const { configuration } = configurationOf(cardsOf(stored, keys()), 'Guide');
    const sorted = (entries: Array<{ index: number }>) => [...entries].sort((a, b) => a.index - b.index);
    expect(configuration.answers).toEqual(sorted(stored.answers));
    expect(configuration.files).toEqual(sorted(stored.files));
    // and from the screen: cards → configuration → cards is the identity
    const cards = [card('a', 5, 'BookletAnswerBig', 'wine'), card('b', null, 'BookletTitleSmall', 'square'), card('c', 6, 'BookletLogo', 'file')];
    expect(withoutKeys(cardsOf(configurationOf(cards, '').configuration, keys()))).toEqual(withoutKeys(cards));
  });

  it('keeps gaps and ties in order: gaps close up, on a tie answers come first, then as listed', () => {
    const gappy = {
      answers: [
        { index: 7, icon: 'info', participating_field_id: 2, style: 'BookletAnswer', blank: false },
        { index: 7, icon: 'info', participating_field_id: 3, style: 'BookletAnswer', blank: false },
      ],
      files: [{ index: 7, type: 'logo', icon: 'file', participating_field_id: 1, style: 'BookletLogo' }, { index: 2, type: 'logo', icon: 'file', participating_field_id: 4, style: 'BookletLogo' }],
    } satisfies Pick<BookletConfiguration, 'answers' | 'files'>;
    expect(cardsOf(gappy, keys()).map((each) => each.field)).toEqual([4, 2, 3, 1]);
    expect(configurationOf(cardsOf(gappy, keys()), '').configuration.files.map((entry) => entry.index)).toEqual([0, 3]);
  });

  it('reads a file entry without a field as an empty space that stays a file entry when written back', () => {
    const cards = cardsOf({ answers: [], files: [{ index: 0, type: 'logo', icon: 'file', participating_field_id: null, style: 'BookletFile' }] }, keys());
    expect(withoutKeys(cards)).toEqual([{ field: null, style: 'BookletFile', icon: 'file' }]);
    expect(configurationOf(cards, '').configuration.files).toEqual([{ index: 0, type: 'logo', icon: 'file', participating_field_id: null, style: 'BookletFile' }]);
  });
});

describe('new cards and styles', () => {
  it('reads each field type as its style, and exactly the three file styles count as files', () => {
    expect(BOOKLET_FIELD_TYPES.map(styleOfType)).toEqual([
      'BookletTitleSmall', 'BookletTitle', 'BookletTitleBig', 'BookletAnswerSmall', 'BookletAnswer', 'BookletAnswerBig', 'BookletLink', 'BookletEmail', 'BookletLogo', 'BookletBrochure',
    ]);
    expect(BOOKLET_FIELD_TYPES.map(styleOfType).every((style) => BOOKLET_STYLES.includes(style))).toBe(true);
    expect(BOOKLET_STYLES.filter(isFileStyle)).toEqual(['BookletFile', 'BookletBrochure', 'BookletLogo']);
  });

  it('makes a field’s card in its type’s style, and an empty space as a blank answer', () => {
    expect(cardForField({ id: 9, type: 'Email' }, 'x')).toEqual({ key: 'x', field: 9, style: 'BookletEmail', icon: 'email' });
    expect(cardForField({ id: 9, type: 'Logo' }, 'x')).toMatchObject({ style: 'BookletLogo' });
    expect(configurationOf([blankCard('b')], '').configuration.answers).toEqual([{ index: 0, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true }]);
  });

  it('moves an item to a position, clamped, without touching the original', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 0, 9)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(items, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the cover title', () => {
  it('is the one text when the three languages agree, else the preferred one, flagged', () => {
    expect(coverTitleOf({ pt: 'Guia', en: 'Guia', es: 'Guia' }, 'en')).toEqual({ text: 'Guia', differs: false });
    expect(coverTitleOf({ pt: 'Guia', en: 'Guide', es: 'Guía' }, 'en')).toEqual({ text: 'Guide', differs: true });
    expect(coverTitleOf({ pt: 'Guia', en: '', es: 'Guía' }, 'en')).toEqual({ text: 'Guia', differs: true });
  });
});

describe('where a refusal lands', () => {
  const origins = { answers: ['b', 'c'], files: ['a'] };
  const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const refusal = (body: Record<string, unknown>, status = 400) => {
    const fieldErrors = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'detail').map(([key, value]) => [key, value as string[]]));
    return new ApiFailure(status, fieldErrors, typeof body.detail === 'string' ? body.detail : 'Bad request', body);
  };

  it('puts each message at its field, or at the card its entry came from', () => {
    const errors = errorsOf(refusal({
      title: ['This field may not be blank.'],
      'configuration.cover_title.en': ['Too long.'],
      'configuration.answers.1.participating_field_id': ['Invalid pk "99" - object does not exist.'],
      'configuration.files.0.icon': ['"x" is not a valid choice.', 'second'],
    }), origins, describeError);
    expect(errors).toEqual({
      fields: { title: 'This field may not be blank.', coverTitle: 'Too long.' },
      cards: { c: 'Invalid pk "99" - object does not exist.', a: '"x" is not a valid choice.' },
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('puts a message about the whole list at the list, and what fits nothing in the summary', () => {
    expect(errorsOf(refusal({ 'configuration.answers': ['Ensure this field has no more than 200 elements.'] }), origins, describeError)).toEqual({
      fields: {}, cards: {}, cardList: 'Ensure this field has no more than 200 elements.',
    });
    expect(errorsOf(refusal({ event: ['This event already has a booklet.'] }), origins, describeError)).toEqual({ fields: {}, cards: {}, general: 'This event already has a booklet.' });
    expect(errorsOf(refusal({ detail: 'Not found.' }, 404), origins, describeError)).toEqual({ fields: {}, cards: {}, general: 'Not found.' });
    expect(errorsOf(new Error('offline'), origins, describeError)).toEqual({ fields: {}, cards: {}, general: 'offline' });
  });

  it('knows a stale version (412) apart, and an entry with no card stays in the summary', () => {
    expect(errorsOf(refusal({ detail: 'Changed.' }, 412), origins, describeError)).toEqual({ fields: {}, cards: {}, stale: true });
    expect(errorsOf(refusal({ 'configuration.answers.5.icon': ['bad'] }), origins, describeError).general).toBe('configuration.answers.5.icon: bad');
    expect(hasErrors({ fields: {}, cards: {} })).toBe(false);
  });
});
