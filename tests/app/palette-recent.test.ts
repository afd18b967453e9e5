// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, RECENT_KEY, RECENT_LIMIT, rememberRecent, type RecentItem } from '../../src/app/palette/recent';

const deviceItem = (id: number): RecentItem => ({ kind: 'device', id, title: `Counter ${id}`, path: `/devices/edit/${id}` });

describe('recent items', () => {
  beforeEach(() => localStorage.clear());

  it('persists what was chosen, most recent first, under kitroom.palette.recent', () => {
    rememberRecent({ kind: 'command', id: 'devices.export' });
    rememberRecent(deviceItem(7));
    expect(readRecent()).toEqual([deviceItem(7), { kind: 'command', id: 'devices.export' }]);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? 'null')).toEqual(readRecent());
  });

  it('keeps each item once, moved to the front when chosen again', () => {
    rememberRecent(deviceItem(1));
    rememberRecent(deviceItem(2));
    rememberRecent({ kind: 'device', id: 1, title: 'Renamed', path: '/devices/edit/1' });
    expect(readRecent().map((item) => ('title' in item ? item.title : item.id))).toEqual(['Renamed', 'Counter 2']);
  });

  it(`keeps at most ${RECENT_LIMIT}`, () => {
    for (let id = 1; id <= 15; id += 1) rememberRecent(deviceItem(id));
    const items = readRecent();
    expect(items).toHaveLength(RECENT_LIMIT);
    expect(items[0]).toEqual(deviceItem(15));
    expect(items.at(-1)).toEqual(deviceItem(6));
  });

  it('reads bad JSON, a non-list or malformed items as nothing, and writes over them', () => {
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, '{"kind":"device"}');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, JSON.stringify([
      { kind: 'command', id: 5 },
      { kind: 'device', id: 1, title: 'Evil', path: 'javascript:alert(1)' },
      { kind: 'planet', id: 1, title: 'Mars', path: '/mars' },
      null,
      deviceItem(3),
    ]));
    expect(readRecent()).toEqual([deviceItem(3)]);
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(rememberRecent(deviceItem(4))).toEqual([deviceItem(4)]);
    expect(readRecent()).toEqual([deviceItem(4)]);
  });
});
