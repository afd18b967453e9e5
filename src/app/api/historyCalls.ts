// The activity history (issue 23): a record's, a person's or an operation's entries, newest first and cursor-paged,
// one entry, and all of an entry's changes. Staff and admins may read it (docs/architecture.md, "Additions to the
// contract").
import type { HistoryChangesPage, HistoryEntry, HistoryPage, RecordRef } from '../../contract/history';
import type { Client } from './client';

export interface HistoryQuery {
  record?: RecordRef;
  user?: number;
  operation?: string;
  page_size?: number;
}

export function historyCalls(client: Client) {
  return {
    list: (query: HistoryQuery, signal?: AbortSignal) =>
      client.request<HistoryPage>('GET', '/api/v2/history', { query: { ...query }, signal }),
    /** the page a `next` link names (a full link or a root-relative one, as the server hands it out) */
    follow: (next: string, signal?: AbortSignal) => client.request<HistoryPage>('GET', next, { signal }),
    entry: (id: number, signal?: AbortSignal) => client.request<HistoryEntry>('GET', `/api/v2/history/${id}`, { signal }),
    /** every change of the entry's operation, in record order: the first page, or the one its `next` names */
    changes: (id: number, next?: string, signal?: AbortSignal) =>
      client.request<HistoryChangesPage>('GET', next ?? `/api/v2/history/${id}/changes`, { signal }),
  };
}
