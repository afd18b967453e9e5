// A server-paged section's table state, kept in the URL (?page=2&search=porto&size=50): a reload or a shared
// link shows the same page. Typing in the search asks the server as soon as its answer to the previous text is in;
// the page on screen is always the answer to the latest question (the store drops late answers).
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { SERVER_PAGE_SIZES, type PagedStore, type PageQuery, type ServerPageSize } from '../state/pagedStore';
import type { ServerPaging } from '../table/types';
import { rememberListQuery } from './listReturn';
import { canonicalText, type Vocabulary } from '../filters/filterVocabulary';
import { fieldTextOf, readableQuery } from './searchInUrl';

/** how long a search waits for the answer to the previous one before it is asked anyway */
const STALLED_MS = 1000;

const isPageSize = (value: number): value is ServerPageSize => (SERVER_PAGE_SIZES as readonly number[]).includes(value);

/** The page a URL's query asks for. */
export function pageQueryOf(search: string): PageQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : 20,
    search: params.get('search') ?? '',
  };
}

/** The URL's query for a page: only what differs from the first page of 20 with no search. */
export function urlOf(path: string, query: PageQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== 20) params.set('size', String(query.pageSize));
  const text = readableQuery(params);
  return text ? `${path}?${text}` : path;
}

export function useServerPaging<Row extends { id: number }>(store: PagedStore<Row>, listPath: string, vocabulary: Vocabulary<Row>): ServerPaging {
  const search = useSearch();
  // on the list itself the URL is the question; under a panel's route it keeps the one the list was left at
  const onList = window.location.pathname === listPath;
  const [asked, setAsked] = useState(() => pageQueryOf(search));
  const [typed, setTyped] = useState(() => fieldTextOf(asked.search));
  /** the search this hook last put in the URL */
  const sent = useRef(asked.search);
  useEffect(() => {
    if (!onList) return;
    rememberListQuery(listPath, search);
    const next = pageQueryOf(search);
    // a search the URL brings (a link, a command going to the bare list) is what the field shows; one this hook
    // sent is not, so that what was typed on while it was asked stays
    if (next.search !== sent.current) {
      sent.current = next.search;
      setTyped(fieldTextOf(next.search));
    }
    setAsked((current) => (current.page === next.page && current.pageSize === next.pageSize && current.search === next.search ? current : next));
  }, [onList, search]);
  const state = useSnapshot(store.state);
  const go = (query: PageQuery) => {
    sent.current = query.search;
    // under a panel (a row opened while its search was still being asked) the list's URL is not on screen: going
    // there would close the panel; the list remembers the question, which closing the panel brings back
    if (window.location.pathname !== listPath) return rememberListQuery(listPath, urlOf('', query).slice(1));
    navigate(urlOf(listPath, query), { replace: true });
  };
  // the filters in their canonical form (English keys, codes): the URL's and the server's
  const wanted = canonicalText(typed, vocabulary);

  // the URL is the question: each new one asks the server
  useEffect(() => {
    void store.show(asked);
  }, [asked.page, asked.pageSize, asked.search]);

  // the server gave another page than asked (the asked one is past the end now): the URL follows. Only for the
  // answer to this very question: the answer to the page before, drawn after a page was turned, is not one
  useEffect(() => {
    const { shown, askedFor } = state;
    const answersThis = askedFor.page === asked.page && askedFor.search === asked.search && askedFor.pageSize === asked.pageSize;
    if (onList && state.status === 'loaded' && answersThis && shown.page !== asked.page) go({ ...asked, page: shown.page });
  }, [state.shown]);

  // The search goes to the URL (and so to the server) at once when no answer is awaited; while one is, the latest
  // text goes when it comes (this runs again as the status changes). So at most one search is in flight and fast
  // typing is paced by the server's answers, not by a fixed pause: 250 ms of quiet made every keystroke wait 250 ms
  // before it was even asked (the spec's budget from keystroke to rows is 150 ms). An answer that never comes
  // gives way after STALLED_MS.
  useEffect(() => {
    if (wanted === asked.search) return;
    const ask = () => go({ ...asked, search: wanted, page: 1 });
    if (state.status !== 'loading') {
      ask();
      return;
    }
    const timer = window.setTimeout(ask, STALLED_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, state.status]);

  return {
    page: state.shown.page - 1,
    pageCount: state.pageCount,
    count: state.count,
    pageSize: state.shown.pageSize,
    pageSizes: SERVER_PAGE_SIZES,
    query: typed,
    setQuery: setTyped,
    settled: state.status !== 'loading' && state.shown.search === wanted,
    setPage: (page) => go({ ...asked, page: page + 1 }),
    setPageSize: (size) => go({ ...asked, pageSize: isPageSize(size) ? size : 20, page: 1 }),
    matchingIds: () => store.matchingIds(asked.search),
  };
}
