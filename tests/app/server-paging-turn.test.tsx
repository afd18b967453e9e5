// @vitest-environment happy-dom
// A page turned while the answer to the page before is still on its way: that answer, shown late, is not taken for
// "the page asked is past the end" (which sends the list back to the last page there is), so the list stays on the
// page turned to. Seen in a loaded run: `]` pressed as page 1's answer came in, and the list went back to page 1.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../src/contract/entities';
import { serverPagedList, type Row } from './serverPagedList';
import { cleanup } from './tableHarness';

afterEach(() => cleanup());

const ROWS = 40;
const pageOf = (page: number): Page<Row> => ({
  count: ROWS, page_count: 2, next: null, previous: null,
  results: Array.from({ length: 20 }, (_, i) => ({ id: (page - 1) * 20 + i + 1, name: `Zeta ${(page - 1) * 20 + i + 1}` })),
});

describe('a server-paged list whose page is turned as the previous answer comes', () => {
  it('stays on the page turned to', async () => {
    const { store, asked, paging } = serverPagedList('/users?search=zeta');
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
