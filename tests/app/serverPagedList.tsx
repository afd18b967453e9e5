// A server-paged list on /users whose every question waits for the test to answer it: the store, the hook's paging
// as the list last drew it, and the questions asked so far (oldest first).
import type { Page } from '../../src/contract/entities';
import { EMPTY_VOCABULARY } from '../../src/app/filters/filterVocabulary';
import { useServerPaging } from '../../src/app/records/useServerPaging';
import { createPagedStore, type PagedStore } from '../../src/app/state/pagedStore';
import type { ServerPaging } from '../../src/app/table/types';
import { render } from './tableHarness';

export interface Row { id: number; name: string }
export interface Asked { page: number; search: string; answer: (page: Page<Row>) => void }

export function serverPagedList(url: string): { store: PagedStore<Row>; asked: Asked[]; paging: () => ServerPaging } {
  const asked: Asked[] = [];
  const store = createPagedStore<Row>(
    (query) => new Promise((answer) => asked.push({ page: query.page, search: query.search ?? '', answer })),
    async () => [],
    () => 'failed',
  );
  window.history.replaceState(null, '', url);
  const held: { paging?: ServerPaging } = {};
  function List() {
    held.paging = useServerPaging(store, '/users', EMPTY_VOCABULARY);
    return null;
  }
  render(<List />);
  return { store, asked, paging: () => held.paging as ServerPaging };
}
