import type { Page, Space, User } from '../../contract/entities';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../contract/limits';
import type { SpaceWrite } from '../../contract/schemas/spaces';
import type { UserCreate } from '../../contract/schemas/accounts';
import { ApiFailure } from './errors';
import type { Client } from './client';

export interface PageQuery { page?: number; page_size?: number; search?: string }
export type SpaceInput = Partial<SpaceWrite> & Pick<SpaceWrite, 'name'>;
export type UserInput = Pick<UserCreate, 'email' | 'name' | 'password'> & { phone_number?: string | null; event?: number | null };

/**
 * Every id a search matches: one call where the server has the addition `…/ids?search=`, otherwise the pages
 * of the list itself, read through (a server that honours only the contract).
 */
async function matchingIds(client: Client, path: string, search: string): Promise<number[]> {
  const query = search ? { search } : {};
  try {
    return (await client.request<{ count: number; ids: number[] }>('GET', `${path}/ids`, { query })).ids;
  } catch (error) {
    if (!(error instanceof ApiFailure) || (error.status !== 404 && error.status !== 405)) throw error;
  }
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.request<Page<{ id: number }>>('GET', path, { query: { ...query, page, page_size: MAX_PAGE_SIZE } });
    ids.push(...answer.results.map((row) => row.id));
    if (!answer.next || answer.results.length === 0) return ids;
  }
}

export function spaceCalls(client: Client) {
  return {
    list: (query: PageQuery = {}, signal?: AbortSignal) =>
      client.request<Page<Space>>('GET', '/api/v2/spaces', { query: { page: 1, page_size: PAGE_SIZES.spaces, ...query }, signal }),
    matchingIds: (search: string) => matchingIds(client, '/api/v2/spaces', search),
    get: (id: number) => client.request<Space>('GET', `/api/v2/spaces/${id}`),
    create: (input: SpaceInput) => client.request<Space>('POST', '/api/spaces', { body: input }),
    update: (id: number, input: SpaceInput, ifMatch?: string) => client.request<Space>('PUT', `/api/spaces/${id}`, { body: input, ifMatch }),
    remove: (id: number) => client.request<void>('DELETE', `/api/v2/spaces/${id}`),
  };
}

export function userCalls(client: Client) {
  return {
    list: (query: PageQuery = {}, signal?: AbortSignal) =>
      client.request<Page<User>>('GET', '/api/v2/beamian-users', { query: { page: 1, page_size: PAGE_SIZES.users, ...query }, signal }),
    findByEmail: async (email: string, signal?: AbortSignal) =>
      (await client.request<Page<User>>('GET', '/api/v2/beamian-users', { query: { email }, signal })).results[0],
    matchingIds: (search: string) => matchingIds(client, '/api/v2/beamian-users', search),
    create: (input: UserInput) => client.request<User>('POST', '/api/v2/beamian-users', { body: input }),
    get: (id: number) => client.request<User>('GET', `/api/v2/beamian-users/${id}`),
    remove: (id: number) => client.request<void>('DELETE', `/api/v2/beamian-users/${id}`),
  };
}
