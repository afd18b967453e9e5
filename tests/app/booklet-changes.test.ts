// What another save changed in a booklet (bookletChanges.ts), as the editor's conflict notice lists it: nothing for
// the same booklet, the order of the cards both have (empty spaces included), empty spaces added by how many, a
// card's icon, the cover image, and everything against no booklet at all.
import { describe, expect, it } from 'vitest';
import type { Booklet, BookletAnswerEntry } from '../../src/contract/entities';
import { changesBetween } from '../../src/app/screens/events/booklet/bookletChanges';

const entry = (index: number, field: number | null, icon: BookletAnswerEntry['icon'] = 'info'): BookletAnswerEntry =>
  ({ index, icon, participating_field_id: field, style: 'BookletAnswer', blank: field === null });

const booklet = (answers: BookletAnswerEntry[], change: Partial<Booklet> = {}): Booklet => ({
  id: 1, event: 1, title: 'Guide', cover_image: null, is_published: false,
  configuration: { cover_title: { pt: 'Capa', en: 'Cover', es: 'Portada' }, answers, files: [] },
  ...change,
});

describe('what another save changed in a booklet', () => {
  it('is nothing for the same booklet', () => {
    const same = [entry(0, 1), entry(1, null), entry(2, 2)];
    expect(changesBetween(booklet(same), booklet(same), 'en')).toEqual([]);
  });

  it('names the cards put in another order, empty spaces added, an icon and the cover image', () => {
    const before = booklet([entry(0, 1), entry(1, null), entry(2, 2)]);
    const after = booklet([entry(0, 2, 'phone'), entry(1, null), entry(2, 1), entry(3, null), entry(4, null)], { cover_image: '/media/new.png' });
    expect(changesBetween(before, after, 'en')).toEqual([
      { kind: 'cover' },
      { kind: 'added', field: null, count: 2 },
      { kind: 'icon', field: 2, from: 'info', to: 'phone' },
      { kind: 'order' },
    ]);
  });

  it('reads the cover title in the app’s language, and lists everything against no booklet', () => {
    expect(changesBetween(null, booklet([entry(0, 1)], { is_published: true }), 'pt')).toEqual([
      { kind: 'title', from: '', to: 'Guide' },
      { kind: 'coverTitle', from: '', to: 'Capa' },
      { kind: 'published', to: true },
      { kind: 'added', field: 1, count: 1 },
    ]);
  });
});
