// @vitest-environment happy-dom
// A page turned while the answer to the page before is still on its way: that answer, shown late, is not taken for
// "the page asked is past the end" (which sends the list back to the last page there is), so the list stays on the
// page turned to. Seen in a loaded run: `]` pressed as page 1's answer came in, and the list went back to page 1.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_VOCABULARY } from '../../src/app/filters/filterVocabulary';
import { useServerPaging } from '../../src/app/records/useServerPaging';
import { createPagedStore } from '../../src/app/state/pagedStore';
import type { ServerPaging } from '../../src/app/table/types';
import type { Page } from '../../src/contract/entities';
import { cleanup, render } from './tableHarness';

interface Row { id: number; name: string }
interface Asked { page: number; answer: (page: Page<Row>) => void }

afterEach(() => cleanup());

const ROWS = 40;
const pageOf = (page: number): Page<Row> => ({
  count: ROWS, page_count: 2, next: null, previous: null,
  results: Array.from({ length: 20 }, (_, i) => ({ id: (page - 1) * 20 + i + 1, name: `Zeta ${(page - 1) * 20 + i + 1}` })),
});

describe('a server-paged list whose page is turned as the previous answer comes', () => {
  it('stays on the page turned to', async () => {
    const asked: Asked[] = [];
    const store = createPagedStore<Row>(
      (query) => new Promise((answer) => asked.push({ page: query.page, answer })),
      async () => [],
      () => 'failed',
    );
    window.history.replaceState(null, '', '/users?search=zeta');
    const held: { paging?: ServerPaging } = {};
    function List() {
      held.paging = useServerPaging(store, '/users', EMPTY_VOCABULARY);
      return null;
    }
    render(<List />);
    const paging = () => held.paging as ServerPaging;
    expect(asked.map((question) => question.page)).toEqual([1]);

    // page 1's answer and the turn to page 2 land together, before the list has drawn page 1
    await act(async () => {
      asked.shift()!.answer(pageOf(1));
      paging().setPage(1);
    });
    expect(window.location.search).toBe('?search=zeta&page=2');
    await act(async () => asked.find((question) => question.page === 2)?.answer(pageOf(2)));
    expect(window.location.search).toBe('?search=zeta&page=2');
    expect(store.state.shown.page).toBe(2);
    expect(store.state.rows[0]?.name).toBe('Zeta 21');
  });
});
