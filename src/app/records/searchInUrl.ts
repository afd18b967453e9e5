// A list's search in the URL (`?search=status:missing base:porto kiosk`, docs/architecture.md "Filters as text"):
// the canonical text (English keys, codes) goes to the URL once the deferred search has run, so a keystroke costs
// no navigation; a search the URL brings (a link, the palette, a saved view) becomes what the field shows.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { FilterField } from '../filters/filterField';
import { canonicalText, EMPTY_VOCABULARY, vocabularyOf, type Vocabulary } from '../filters/filterVocabulary';
import type { MessageId } from '../i18n/messageIds';
import { rememberListQuery } from './listReturn';

export const SEARCH_PARAM = 'search';

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

/** The URL's query with `search` set (or dropped when empty), other parameters kept. */
export function withSearch(search: string, text: string): string {
  const params = new URLSearchParams(search);
  if (text) params.set(SEARCH_PARAM, text);
  else params.delete(SEARCH_PARAM);
  return readableQuery(params);
}

/** A query string with the filters' colons left as they are typed (`search=status:missing+base:porto`). */
export const readableQuery = (params: URLSearchParams): string => params.toString().replace(/%3A/gi, ':');

/** A whole list's search, held in the URL of its list path (under a panel's route the list keeps what it had). */
export function useSearchInUrl<Row>(listPath: string, vocabulary: Vocabulary<Row>): { query: string; setQuery(query: string): void } {
  const search = useSearch();
  const onList = window.location.pathname === listPath;
  const fromUrl = new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
  const [query, setQuery] = useState(() => fieldTextOf(fromUrl));
  /** the text this hook last put in the URL (or read from it) */
  const sent = useRef(fromUrl.trim());
  useEffect(() => {
    if (!onList) return;
    rememberListQuery(listPath, search);
    if (fromUrl.trim() === sent.current) return;
    sent.current = fromUrl.trim();
    setQuery(fieldTextOf(fromUrl));
  }, [onList, search]);
  const deferred = useDeferredValue(query);
  useEffect(() => {
    if (!onList) return;
    const canonical = canonicalText(deferred, vocabulary);
    if (canonical === sent.current) return;
    sent.current = canonical;
    const rest = withSearch(window.location.search, canonical);
    navigate(rest ? `${listPath}?${rest}` : listPath, { replace: true });
  }, [deferred, vocabulary]);
  return { query, setQuery };
}
