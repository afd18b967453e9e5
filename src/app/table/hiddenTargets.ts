// Why selected rows are not shown, counted by reason: the search (its words and its filters) hides them, the rows
// the list was given leave them out, or they are on other pages of a server's list. On a server's list with a
// search, a row missing from the page may be either (matching, on another page; or not matching): `notOnThisPage`
// until the server is asked (`resolveNotOnThisPage`), so nothing is ever blamed on the wrong cause.
import type { MatchingRows } from './rowModel';

export interface HiddenTargets {
  search: number;
  filters: number;
  otherPages: number;
  notOnThisPage: number;
}

export const NOTHING_HIDDEN: HiddenTargets = { search: 0, filters: 0, otherPages: 0, notOnThisPage: 0 };

export const hiddenTotal = (hidden: HiddenTargets) => hidden.search + hidden.filters + hidden.otherPages + hidden.notOnThisPage;

export interface HiddenView {
  searched: MatchingRows<{ id: number }>;
  /** the search field's text */
  query: string;
  /** the list is one page of a server's */
  server: boolean;
}

/** The selected `ids` the table does not show, by reason. */
export function hiddenTargets(ids: Iterable<number>, view: HiddenView): HiddenTargets {
  const hidden = { ...NOTHING_HIDDEN };
  const searching = view.query.trim() !== '';
  for (const id of ids) {
    if (view.searched.positionOf(id) >= 0) continue;
    if (view.server) {
      if (searching) hidden.notOnThisPage += 1;
      else hidden.otherPages += 1;
    } else if (searching && view.searched.isListed(id)) hidden.search += 1;
    else hidden.filters += 1;
  }
  return hidden;
}

/** On a server's list with a search: which of the selected rows not on this page match it (other pages) or not. */
export function resolveNotOnThisPage(hiddenIds: readonly number[], matchingIds: readonly number[]): HiddenTargets {
  const matching = new Set(matchingIds);
  const otherPages = hiddenIds.filter((id) => matching.has(id)).length;
  return { ...NOTHING_HIDDEN, otherPages, search: hiddenIds.length - otherPages };
}
