// Helpers for the sync tests: each synced list read whole (with its cursor), asked `?changed_since=`, and a client's
// copy of a list kept up to date from the changes, to compare with the list read whole.
import { expect } from 'vitest';
import type { TestServer } from './harness';

export const LIST_PATHS = {
  devices: '/api/admin/devices',
  models: '/api/admin/device-models',
  categories: '/api/admin/device-categories',
  events: '/api/v1/events',
  'event-settings': '/api/v2/event-settings',
} as const;

export type ListName = keyof typeof LIST_PATHS;
export const LIST_NAMES = Object.keys(LIST_PATHS) as ListName[];

export interface Row { id: number; [field: string]: unknown }
export interface Copy { rows: Map<number, Row>; cursor: string }
export interface ChangesBody { results: Row[]; deleted: number[]; cursor: string }

/** The whole list (every page) and the cursor of the first page. */
export async function wholeList(server: TestServer, list: ListName): Promise<Copy> {
  const pageSize = list === 'devices' ? 100_000 : 1000;
  const answer = await server.call('GET', `${LIST_PATHS[list]}?page_size=${pageSize}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.next).toBeNull();
  expect(typeof answer.body.cursor).toBe('string');
  return { rows: new Map((answer.body.results as Row[]).map((row) => [row.id, row])), cursor: answer.body.cursor };
}

export async function changesSince(server: TestServer, list: ListName, cursor: string): Promise<ChangesBody> {
  const answer = await server.call('GET', `${LIST_PATHS[list]}?changed_since=${encodeURIComponent(cursor)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(Object.keys(answer.body).sort()).toEqual(['cursor', 'deleted', 'results']);
  return answer.body;
}

/** Applies changes to a copy: a row at most once, a deleted id never among the results. */
export function apply(copy: Copy, changes: ChangesBody): Copy {
  const ids = changes.results.map((row) => row.id);
  expect(new Set(ids).size, 'a row appears at most once').toBe(ids.length);
  for (const id of changes.deleted) expect(ids, 'a deleted id is only in deleted').not.toContain(id);
  const rows = new Map(copy.rows);
  for (const id of changes.deleted) rows.delete(id);
  for (const row of changes.results) rows.set(row.id, row);
  return { rows, cursor: changes.cursor };
}

/** Brings a copy up to date and checks it equals the list read whole. */
export async function expectInSync(server: TestServer, list: ListName, copy: Copy): Promise<Copy> {
  const updated = apply(copy, await changesSince(server, list, copy.cursor));
  const whole = await wholeList(server, list);
  const sorted = (rows: Map<number, Row>) => [...rows.values()].sort((a, b) => a.id - b.id);
  expect(sorted(updated.rows), `${list} kept by changes equals the list read whole`).toEqual(sorted(whole.rows));
  return updated;
}

/** The ids of what changed since `cursor`: results and deleted, each sorted. */
export async function changedIds(server: TestServer, list: ListName, cursor: string) {
  const changes = await changesSince(server, list, cursor);
  return {
    changed: changes.results.map((row) => row.id).sort((a, b) => a - b),
    deleted: [...changes.deleted].sort((a, b) => a - b),
    cursor: changes.cursor,
  };
}

/** The cursor of every list now. */
export async function cursorsNow(server: TestServer): Promise<Record<ListName, string>> {
  const cursors = {} as Record<ListName, string>;
  for (const list of LIST_NAMES) cursors[list] = (await wholeList(server, list)).cursor;
  return cursors;
}
