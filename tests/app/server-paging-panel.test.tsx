// @vitest-environment happy-dom
// A server-paged list's search survives a panel (issue 21 point 12): a row opened while the latest text was still
// waiting for the server's answer to the one before keeps its panel open when that answer comes (the list does not
// navigate back to itself under it), and closing the panel brings the list back on the text that was typed.
import { EMPTY_VOCABULARY } from '../../src/app/filters/filterVocabulary';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { Page } from '../../src/contract/entities';
import { listReturn } from '../../src/app/records/listReturn';
import { useServerPaging } from '../../src/app/records/useServerPaging';
import { createPagedStore, type PageQuery } from '../../src/app/state/pagedStore';
import type { ServerPaging } from '../../src/app/table/types';
import { cleanup, render } from './tableHarness';

interface Row { id: number; name: string }
interface Asked { search: string; answer: (page: Page<Row>) => void }

afterEach(() => cleanup());

const pageOf = (rows: Row[]): Page<Row> => ({ count: rows.length, page_count: 1, next: null, previous: null, results: rows });

describe('a server-paged list under a panel', () => {
  it('keeps the panel open when a search asked before it is answered, and comes back on the typed text', async () => {
    const asked: Asked[] = [];
    const store = createPagedStore<Row>(
      (query) => new Promise((answer) => asked.push({ search: query.search ?? '', answer })),
      async () => [],
      () => 'failed',
    );
    window.history.replaceState(null, '', '/users');
    const held: { paging?: ServerPaging } = {};
    function List() {
      held.paging = useServerPaging(store, '/users', EMPTY_VOCABULARY);
      return null;
    }
    render(<List />);
    const paging = () => held.paging as ServerPaging;
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
