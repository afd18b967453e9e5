// From a query to the rows on screen, for the first page or an argument page. The ranking runs at once when it
// is small, and in slices that yield to the browser when it goes through many entries (the first letters typed
// over 100000 devices); meanwhile the previous results stay on screen.
import { useEffect, useMemo, useRef, useState } from 'react';
import { optionGroups, type ArgumentPage, type OptionsState } from './argumentPages';
import { yieldToMain } from './listIndexer';
import type { Translate } from './messages';
import type { NarrowingSearch, SearchResult } from './narrowingSearch';
import { splitScope, tokensOf } from './ranking';
import { layoutRows, type LaidOutRows, type ResultEntry } from './results';
import { RESULT_LIMIT, rootGroups, rootSearch, SLICED_SEARCH_WORK, type RootSources } from './rootGroups';

export interface PaletteResults extends LaidOutRows {
  /** matches in all, including those past the list's limit */
  total: number;
  /** "Spaces: Searching…": what is still on its way or failed, for the live region */
  statuses: string[];
  /** the folded words these results answer (without a scope prefix): what the rows mark as matched */
  tokens: readonly string[];
}

export interface ResultInputs {
  page: ArgumentPage | undefined;
  options: OptionsState;
  sources: RootSources;
  search: NarrowingSearch<ResultEntry>;
  t: Translate;
}

function compose(query: string, inputs: ResultInputs, ranking: SearchResult<ResultEntry> | null): PaletteResults {
  const { groups, total } = inputs.page ? optionGroups(query, inputs.options, inputs.t) : rootGroups(query, inputs.sources, ranking, inputs.t);
  return {
    ...layoutRows(groups),
    total,
    statuses: groups.flatMap((group) => (group.status ? [`${group.label}: ${group.status.text}`] : [])),
    tokens: tokensOf(inputs.page ? query : splitScope(query).text),
  };
}

/** The results for `query` at once, whatever the size (for Enter pressed before the ranking caught up). */
export function computeResults(query: string, inputs: ResultInputs): PaletteResults {
  const plan = inputs.page ? null : rootSearch(query, inputs.sources);
  return compose(query, inputs, plan ? inputs.search.search(plan.indexes, plan.text, RESULT_LIMIT) : null);
}

export function usePaletteResults(query: string, inputs: ResultInputs): PaletteResults {
  const { page, sources, search } = inputs;
  const { commandIndex, lists } = sources;
  // only the indexes and the text decide the ranking; server answers and statuses are composed afterwards
  const plan = useMemo(() => (page ? null : rootSearch(query, { commandIndex, lists })), [page, query, commandIndex, lists]);
  const sliced = useMemo(() => plan !== null && search.workFor(plan.indexes, plan.text) > SLICED_SEARCH_WORK, [plan, search]);
  const immediate = useMemo(() => (plan && !sliced ? search.search(plan.indexes, plan.text, RESULT_LIMIT) : null), [plan, sliced, search]);
  const [late, setLate] = useState<{ plan: typeof plan; ranking: SearchResult<ResultEntry> } | null>(null);
  useEffect(() => {
    if (!plan || !sliced) return;
    const controller = new AbortController();
    void search.searchSliced(plan.indexes, plan.text, RESULT_LIMIT, { yieldToMain, signal: controller.signal }).then((ranking) => {
      if (ranking) setLate({ plan, ranking });
    });
    return () => controller.abort();
  }, [plan, sliced, search]);

  const ranking = plan === null ? null : (immediate ?? (late?.plan === plan ? late.ranking : undefined));
  const composed = useMemo(() => (ranking === undefined ? undefined : compose(query, inputs, ranking)), [query, inputs, ranking]);
  const shown = useRef<PaletteResults | null>(null);
  useEffect(() => {
    if (composed) shown.current = composed;
  });
  return composed ?? shown.current ?? compose(query, inputs, null);
}
