// The calls of a resource the app holds whole (categories, models): its list in one page, what changed since a
// cursor, and one row's read, create, edit (If-Match) and delete; with `bulkDelete`, the selection's deletion in one
// all-or-nothing call (`path/bulk_delete?ids=`), else the kit deletes it row by row.
import { MAX_PAGE_SIZE } from '../../contract/limits';
import { changesSince, type CursoredPage } from './changeCalls';
import type { Client } from './client';

export interface WholeListOptions {
  /** the page that holds the whole list */
  pageSize?: number;
  /** the server has `path/bulk_delete?ids=` */
  bulkDelete?: boolean;
}

export function wholeListCalls<Row, Input>(client: Client, path: string, { pageSize = MAX_PAGE_SIZE, bulkDelete = false }: WholeListOptions = {}) {
  return {
    list: () => client.request<CursoredPage<Row>>('GET', path, { query: { page_size: pageSize } }),
    /** what changed since a cursor of the whole list; null: fetch it whole again */
    changesSince: (cursor: string, signal?: AbortSignal) => changesSince<Row>(client, path, cursor, signal),
    get: (id: number) => client.request<Row>('GET', `${path}/${id}`),
    create: (input: Input) => client.request<Row>('POST', path, { body: input }),
    update: (id: number, input: Input, ifMatch?: string) => client.request<Row>('PUT', `${path}/${id}`, { body: input, ifMatch }),
    remove: (id: number) => client.request<void>('DELETE', `${path}/${id}`),
    ...(bulkDelete ? { removeMany: (ids: readonly number[]) => client.request<void>('DELETE', `${path}/bulk_delete`, { query: { ids } }) } : {}),
  };
}

export type WholeListCalls<Row, Input> = ReturnType<typeof wholeListCalls<Row, Input>>;
