// What the history tests share: reading the activity history over HTTP, and a staff member to act as.
import { expect } from 'vitest';
import type { HistoryChange, HistoryEntry } from '../../src/contract/history';
import type { TestServer } from './harness';

/** The entries a query answers (one page), as `token` (the admin's by default). */
export async function historyPage(server: TestServer, query = '', token?: string): Promise<{ results: HistoryEntry[]; next: string | null }> {
  const answer = await server.call('GET', `/api/v2/history${query ? `?${query}` : ''}`, token ? { token } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The newest entry of the whole history. */
export async function newestEntry(server: TestServer): Promise<HistoryEntry | undefined> {
  return (await historyPage(server, 'page_size=1')).results[0];
}

/** Every change of an entry, through GET /api/v2/history/{id}/changes, page by page. */
export async function allChanges(server: TestServer, id: number, pageSize = 1000): Promise<HistoryChange[]> {
  const changes: HistoryChange[] = [];
  let next: string | null = `/api/v2/history/${id}/changes?page_size=${pageSize}`;
  while (next) {
    const answer: { status: number; body: { results: HistoryChange[]; next: string | null } } = await server.call('GET', next);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    changes.push(...answer.body.results);
    next = answer.body.next;
  }
  return changes;
}

/** A user with the staff role, a live token and their name. */
export async function staffMember(server: TestServer, name: string): Promise<{ id: number; token: string; name: string }> {
  const made = await server.makeUser({ name });
  const promoted = await server.call('PATCH', `/api/v2/beamian-users/${made.id}`, { body: { role: 'staff' } });
  expect(promoted.status).toBe(200);
  return { id: made.id, token: made.token, name };
}
