// The calls of a resource the app holds whole (categories, models): its list in one page, what changed since a
// cursor, and one row's read, create, edit (If-Match) and delete.
import { changesSince, type CursoredPage } from './changeCalls';
import type { Client } from './client';

export function wholeListCalls<Row, Input>(client: Client, path: string, pageSize: number) {
  return {
    list: () => client.request<CursoredPage<Row>>('GET', path, { query: { page_size: pageSize } }),
    /** what changed since a cursor of the whole list; null: fetch it whole again */
    changesSince: (cursor: string, signal?: AbortSignal) => changesSince<Row>(client, path, cursor, signal),
    get: (id: number) => client.request<Row>('GET', `${path}/${id}`),
    create: (input: Input) => client.request<Row>('POST', path, { body: input }),
    update: (id: number, input: Input, ifMatch?: string) => client.request<Row>('PUT', `${path}/${id}`, { body: input, ifMatch }),
    remove: (id: number) => client.request<void>('DELETE', `${path}/${id}`),
  };
}
