// A new tab opened at once and pointed at its page later: a browser lets a page open a tab only while the user's
// key or click still counts, which a request to the server may outlast.
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

/** The tab, or null when the browser blocked it. */
export function openPendingTab(): PendingTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    go: (url) => {
      tab.location.href = url;
    },
    close: () => tab.close(),
  };
}
