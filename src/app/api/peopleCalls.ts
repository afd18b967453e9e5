import type { Page, Space, User } from '../../contract/entities';
import { PAGE_SIZES } from '../../contract/limits';
import type { Client } from './client';

export interface PageQuery { page?: number; page_size?: number; search?: string }
export type SpaceInput = Partial<Omit<Space, 'id' | 'updated_at'>> & { name: string };
export interface UserInput { email: string; name: string; password: string; phone_number?: string | null; event?: number }

export function spaceCalls(client: Client) {
  return {
    list: (query: PageQuery = {}, signal?: AbortSignal) =>
      client.request<Page<Space>>('GET', '/api/v2/spaces', { query: { page: 1, page_size: PAGE_SIZES.spaces, ...query }, signal }),
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
    create: (input: UserInput) => client.request<User>('POST', '/api/v2/beamian-users', { body: input }),
    get: (id: number) => client.request<User>('GET', `/api/v2/beamian-users/${id}`),
    remove: (id: number) => client.request<void>('DELETE', `/api/v2/beamian-users/${id}`),
  };
}
