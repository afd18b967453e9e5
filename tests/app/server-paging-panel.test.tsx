// @vitest-environment happy-dom
// A server-paged list's search survives a panel (issue 21 point 12): a row opened while the latest text was still
// waiting for the server's answer to the one before keeps its panel open when that answer comes (the list does not
// navigate back to itself under it), and closing the panel brings the list back on the text that was typed.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { Page } from '../../src/contract/entities';
import { listReturn } from '../../src/app/records/listReturn';
import type { PageQuery } from '../../src/app/state/pagedStore';
import { serverPagedList, type Row } from './serverPagedList';
import { cleanup } from './tableHarness';

afterEach(() => cleanup());

const pageOf = (rows: Row[]): Page<Row> => ({ count: rows.length, page_count: 1, next: null, previous: null, results: rows });

describe('a server-paged list under a panel', () => {
  it('keeps the panel open when a search asked before it is answered, and comes back on the typed text', async () => {
    const { store, asked, paging } = serverPagedList('/users');
    const answerNext = async (rows: Row[]) => act(async () => asked.shift()?.answer(pageOf(rows)));
    await answerNext([{ id: 1, name: 'Ana' }]);

    act(() => paging().setQuery('r'));
    expect(window.location.search).toBe('?search=r');
    // typed on while 'r' is awaited, then a row opened
    act(() => paging().setQuery('rui'));
    act(() => navigate('/users/edit/5'));
    await answerNext([{ id: 5, name: 'Rui Lopes' }]);
    expect(window.location.pathname).toBe('/users/edit/5');
    expect(listReturn('/users')).toBe('/users?search=rui');

    act(() => navigate(listReturn('/users')));
    expect(paging().query).toBe('rui');
    expect(asked.map((question) => question.search)).toEqual(['rui']);
    await answerNext([{ id: 5, name: 'Rui Lopes' }]);
    expect(paging().settled).toBe(true);
    expect((store.state.shown as PageQuery).search).toBe('rui');
  });
});
