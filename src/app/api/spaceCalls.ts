// The spaces' calls.
import type { Page, Space } from '../../contract/entities';
import { PAGE_SIZES } from '../../contract/limits';
import type { SpaceWrite } from '../../contract/schemas/spaces';
import type { Client } from './client';
import { matchingIds, type PageQuery } from './pagedCalls';

export type SpaceInput = Partial<SpaceWrite> & Pick<SpaceWrite, 'name'>;

export function spaceCalls(client: Client) {
  return {
    list: (query: PageQuery = {}, signal?: AbortSignal) =>
      client.request<Page<Space>>('GET', '/api/v2/spaces', { query: { page: 1, page_size: PAGE_SIZES.spaces, ...query }, signal }),
    matchingIds: (search: string, filters?: Record<string, string>) => matchingIds(client, '/api/v2/spaces', search, filters),
    get: (id: number) => client.request<Space>('GET', `/api/v2/spaces/${id}`),
    create: (input: SpaceInput) => client.request<Space>('POST', '/api/spaces', { body: input }),
    update: (id: number, input: SpaceInput, ifMatch?: string) => client.request<Space>('PUT', `/api/spaces/${id}`, { body: input, ifMatch }),
    remove: (id: number) => client.request<void>('DELETE', `/api/v2/spaces/${id}`),
  };
}
