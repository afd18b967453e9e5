// The palette's pages of recent changes, the team's and the person's own: each entry an option (its title; who, when
// and its records under it, which the search reads too), newest first, a page of the history at a time as the person
// reaches the end. Choosing one gives the path that opens it (recentChangesEntry.ts).
import type { ArgumentOption, OptionPages } from '../../../commands/registry';
import type { HistoryEntry, HistoryPage } from '../../contract/history';
import type { Api } from '../api/api';
import { intl } from '../i18n/intl';
import { auth } from '../state/auth';
import { entryLine } from './recentChangesEntry';

export type RecentChangesOf = 'team' | 'mine';

/** Entries asked a page at a time. */
export const RECENT_CHANGES_PAGE_SIZE = 50;

/** One entry as a palette option: its value is the path that opens it. */
export function recentChangeOption(entry: HistoryEntry, of: RecentChangesOf, now: number = Date.now()): ArgumentOption<string> {
  const shape = intl();
  const line = entryLine(entry, shape, now);
  const detail = of === 'team'
    ? shape.formatMessage({ id: 'historyPages.detail.team' }, { who: line.who, when: line.when.relative, records: line.records })
    : shape.formatMessage({ id: 'historyPages.detail.mine' }, { when: line.when.relative, records: line.records });
  // the exact time too, so that "26/11" finds the day's changes
  return { value: line.target, label: line.title, detail, keywords: line.when.exact };
}

/** A walk through the history from its newest entry: the team's, or the session user's only. */
export function recentChangesPages(api: Api, of: RecentChangesOf): OptionPages<string> {
  let next: string | null | undefined;
  const user = of === 'mine' ? auth.user?.id : undefined;
  return {
    async next(signal) {
      // without a session there is nobody's own to show (never the team's instead)
      if (of === 'mine' && user === undefined) return { options: [], more: false };
      const page: HistoryPage = next
        ? await api.history.follow(next, signal)
        : await api.history.list({ page_size: RECENT_CHANGES_PAGE_SIZE, ...(user === undefined ? {} : { user }) }, signal);
      next = page.next;
      const now = Date.now();
      return { options: page.results.map((entry) => recentChangeOption(entry, of, now)), more: page.next !== null };
    },
  };
}
