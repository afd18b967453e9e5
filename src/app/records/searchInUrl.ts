// A list's search in the URL (`?search=status:missing base:porto kiosk`, docs/architecture.md "Filters as text").
// The text lives in a small store the table reads (so a keystroke re-renders the table, not the screen around it);
// its canonical form (English keys, codes) goes to the URL once typing pauses, so a keystroke costs no navigation;
// a search the URL brings (a link, the palette, a saved view) becomes what the field shows.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { FilterField } from '../filters/filterField';
import { canonicalText, EMPTY_VOCABULARY, vocabularyOf, type Vocabulary } from '../filters/filterVocabulary';
import type { MessageId } from '../i18n/messageIds';
import type { HeldSearch } from '../table/types';
import { listReturn, rememberListQuery } from './listReturn';

export const SEARCH_PARAM = 'search';
/** how long typing pauses before the URL follows */
export const URL_QUIET_MS = 300;

/** The filters' words in the person's language, names read from the rows (one pass per rows array). */
export function useFilterVocabulary<Row>(fields: readonly FilterField<Row>[] | undefined, rows: readonly Row[]): Vocabulary<Row> {
  const intl = useIntl();
  return useMemo(
    () => (fields && fields.length > 0 ? vocabularyOf(fields, rows, (id: MessageId) => intl.formatMessage({ id })) : (EMPTY_VOCABULARY as Vocabulary<Row>)),
    [fields, rows, intl],
  );
}

/** The URL's search as the field shows it: a trailing space, so that its filters show as chips. */
export const fieldTextOf = (urlSearch: string): string => (urlSearch.trim() ? `${urlSearch.trim()} ` : '');

/** A query string with the filters' colons left as they are typed (`search=status:missing+base:porto`). */
export const readableQuery = (params: URLSearchParams): string => params.toString().replace(/%3A/gi, ':');

/** The URL's query with `search` set (or dropped when empty), other parameters kept. */
export function withSearch(search: string, text: string): string {
  const params = new URLSearchParams(search);
  if (text) params.set(SEARCH_PARAM, text);
  else params.delete(SEARCH_PARAM);
  return readableQuery(params);
}

function createHeldSearch(initial: string): HeldSearch & { listeners: Set<() => void> } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    listeners,
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A whole list's search, held in the URL of its list path (under a panel's route the list keeps what it had). */
export function useSearchInUrl<Row>(listPath: string, vocabulary: Vocabulary<Row>): HeldSearch {
  const search = useSearch();
  const onList = window.location.pathname === listPath;
  const fromUrl = new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
  const [held] = useState(() => createHeldSearch(fieldTextOf(fromUrl)));
  /** the text this hook last put in the URL (or read from it) */
  const sent = useRef(fromUrl.trim());
  const words = useRef(vocabulary);
  words.current = vocabulary;

  const writeUrl = () => {
    const canonical = canonicalText(held.get(), words.current);
    if (canonical === sent.current) return;
    sent.current = canonical;
    if (window.location.pathname !== listPath) {
      // typed, then a row opened before typing paused: the panel goes back to the list as it was searched
      rememberListQuery(listPath, withSearch(new URL(listReturn(listPath), window.location.origin).search, canonical));
      return;
    }
    const rest = withSearch(window.location.search, canonical);
    navigate(rest ? `${listPath}?${rest}` : listPath, { replace: true });
  };

  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = held.subscribe(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(writeUrl, URL_QUIET_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [held]);

  useEffect(() => {
    if (!onList) return;
    rememberListQuery(listPath, search);
    // `?focus=7` alone (the palette opening a row, a create landing on it) keeps the search: the cursor widens it
    // only if it hides the row (RecordsScreen's useFocusFromUrl)
    const params = new URLSearchParams(search);
    if (!params.has(SEARCH_PARAM) && params.has('focus') && sent.current) {
      navigate(`${listPath}?${withSearch(search, sent.current)}`, { replace: true });
      return;
    }
    if (fromUrl.trim() === sent.current) return;
    sent.current = fromUrl.trim();
    held.set(fieldTextOf(fromUrl));
  }, [onList, search]);

  // names read from rows that came after the URL (a model's filter on a reload): the URL's text resolves now
  useEffect(writeUrl, [vocabulary]);
  return held;
}
