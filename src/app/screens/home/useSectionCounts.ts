// How many records each section has, from the lists the app already holds: a whole list's rows once loaded (loading
// it if nobody has), a server-paged list's count of its unsearched first page (asked for once, 20 rows, if it is not
// the page the store holds). Undefined until known.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { SECTION_DESCRIPTIONS } from '../../sections/all';
import type { SectionId } from '../../sections/declared';
import { DEFAULT_PAGE_QUERY, isPagedStore, type PagedState } from '../../state/pagedStore';
import type { ListState, ListStore } from '../../state/listStore';

const storeOf = (section: SectionId): ListStore<{ id: number }> => SECTION_DESCRIPTIONS[section].store as ListStore<{ id: number }>;

function countOf(store: ListStore<{ id: number }>, state: ListState<{ id: number }>): number | undefined {
  if (state.status !== 'loaded') return undefined;
  if (!isPagedStore(store)) return state.rows.length;
  const paged = state as PagedState<{ id: number }>;
  return paged.shown.search === '' ? paged.count : undefined;
}

/** The record count of `section`, asking for it when nothing on the page knows it yet. */
export function useSectionCount(section: SectionId): number | undefined {
  const store = storeOf(section);
  const state = useSnapshot(store.state) as ListState<{ id: number }>;
  const count = countOf(store, state);
  useEffect(() => {
    if (count !== undefined || state.status === 'loading') return;
    if (isPagedStore(store)) void store.show(DEFAULT_PAGE_QUERY);
    else void store.load();
  }, [store]);
  return count;
}
