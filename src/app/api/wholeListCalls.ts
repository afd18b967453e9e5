// The calls of a resource the app holds whole (categories, models): its list in one page, what changed since a
// cursor, and one row's read, create, edit (If-Match) and delete; with `bulkDelete`, the selection's delete in
// one all-or-nothing call (`DELETE …/bulk_delete?ids=`).
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

/** With the selection's delete in one call, for resources whose server has it. */
export function wholeListCallsWithBulkDelete<Row, Input>(client: Client, path: string, pageSize: number) {
  return {
    ...wholeListCalls<Row, Input>(client, path, pageSize),
    removeMany: (ids: readonly number[]) => client.request<void>('DELETE', `${path}/bulk_delete`, { query: { ids } }),
  };
}
