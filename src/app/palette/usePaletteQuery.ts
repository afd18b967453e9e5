// From the page on top and what is typed to the results shown: on the first page the commands, the lists'
// indexes, spaces and users asked of the server, the values of the commands about the rows in context and the
// recent items; on an argument page its options. The ranking follows the input deferred, so typing never waits.
import { useDeferredValue, useMemo, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { Language } from '../i18n/languages';
import { useArgumentOptions, type ArgumentPage } from './argumentPages';
import type { EntityEntry } from './entityEntries';
import type { Translate } from './messages';
import { createNarrowingSearch } from './narrowingSearch';
import { usePaletteResults, type PaletteResults, type ResultInputs } from './paletteResults';
import type { PaletteCommands } from './usePaletteCommands';
import { splitScope } from './ranking';
import { findEntityIn, recentEntries } from './recentEntries';
import type { ResultEntry } from './results';
import { serverQueries, type LocalKind, type RootSources } from './rootGroups';
import { filterOffers } from './filterOffers';
import { ROOT_VALUE_MIN_CHARS, useRootValues } from './rootValues';
import { useServerSearch, type PaletteSearch } from './serverSearch';
import type { ListIndexState, PaletteLists } from './useListIndex';

export interface PaletteQueryOptions extends PaletteCommands {
  page: ArgumentPage | undefined;
  query: string;
  context: CommandContext;
  t: Translate;
  language: Language;
  lists: PaletteLists;
  indexes: Record<LocalKind, ListIndexState<EntityEntry>>;
  search: PaletteSearch;
}

export interface PaletteQuery {
  /** what the results answer: the input, deferred */
  deferredQuery: string;
  /** what the results are made of, to rank the input at once (Enter typed faster than the deferred ranking) */
  inputs: ResultInputs;
  results: PaletteResults;
}

export function usePaletteQuery({ page, query, context, t, language, lists, indexes, search, commands, commandIndex, recent }: PaletteQueryOptions): PaletteQuery {
  const [narrowing] = useState(() => createNarrowingSearch<ResultEntry>());
  const deferredQuery = useDeferredValue(query);
  const asked = page ? { spaces: '', users: '' } : serverQueries(query);
  const spaces = useServerSearch(search.spaces, asked.spaces);
  const users = useServerSearch(search.users, asked.users);
  const options = useArgumentOptions(page, context, query);
  const values = useRootValues(commands, context, t, !page && splitScope(query).text.trim().length >= ROOT_VALUE_MIN_CHARS);
  const filters = useMemo(() => (page ? [] : filterOffers(deferredQuery, context, t)), [page, deferredQuery, context, t]);
  const recentResolved = useMemo(() => recentEntries(recent, commands, findEntityIn(lists, language)), [recent, commands, lists, language]);
  const sources = useMemo<RootSources>(
    () => ({ commands, commandIndex, lists: indexes, spaces, users, values, filters, recent: recentResolved, selectionCount: context.selectionCount }),
    [commands, commandIndex, indexes, spaces, users, values, filters, recentResolved, context.selectionCount],
  );
  const inputs = useMemo<ResultInputs>(() => ({ page, options, sources, search: narrowing, t }), [page, options, sources, narrowing, t]);
  const results = usePaletteResults(deferredQuery, inputs);
  return { deferredQuery, inputs, results };
}
