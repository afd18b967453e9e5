// The palette pages of recent changes as a command's argument (commands/historyPages.ts): what the registry holds from
// the start. The pages themselves, and the history's words they read, load when a page first opens
// (recentChangesPages.ts).
import type { OptionPages, PagedArgumentSpec } from '../../../commands/registry';

import type { RecentChangesOf } from './recentChangesPages';

export type { RecentChangesOf };

export function recentChangesSpec(of: RecentChangesOf): PagedArgumentSpec<string> {
  return {
    title: 'historyPages.choose',
    pages: (context): OptionPages<string> => {
      const loaded = import('./historyOnDemand').then(({ recentChangesPages }) => recentChangesPages(context.app.api, of));
      return { next: async (signal) => (await loaded).next(signal) };
    },
    words: { loadingMore: 'historyPages.loadingMore', moreFailed: 'historyPages.moreFailed', empty: of === 'team' ? 'historyPages.empty.team' : 'historyPages.empty.mine' },
  };
}
