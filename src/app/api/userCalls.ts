// The users' calls (beamian users).
import type { Page, User } from '../../contract/entities';
import type { Role } from '../../contract/enums';
import { PAGE_SIZES } from '../../contract/limits';
import type { UserCreate } from '../../contract/schemas/accounts';
import type { Client } from './client';
import { matchingIds, type PageQuery } from './pagedCalls';

export type UserInput = Pick<UserCreate, 'email' | 'name' | 'password'> & { phone_number?: string | null; event?: number | null };

export function userCalls(client: Client) {
  return {
    list: (query: PageQuery = {}, signal?: AbortSignal) =>
      client.request<Page<User>>('GET', '/api/v2/beamian-users', { query: { page: 1, page_size: PAGE_SIZES.users, ...query }, signal }),
    findByEmail: async (email: string, signal?: AbortSignal) =>
      (await client.request<Page<User>>('GET', '/api/v2/beamian-users', { query: { email }, signal })).results[0],
    matchingIds: (search: string, filters?: Record<string, string>) => matchingIds(client, '/api/v2/beamian-users', search, filters),
    create: (input: UserInput) => client.request<User>('POST', '/api/v2/beamian-users', { body: input }),
    get: (id: number) => client.request<User>('GET', `/api/v2/beamian-users/${id}`),
    remove: (id: number) => client.request<void>('DELETE', `/api/v2/beamian-users/${id}`),
    /**
     * admins only; null takes back-office access away (and ends that person's sessions). With `version` (If-Match),
     * a person changed since answers 412 and stays as they are.
     */
    setRole: (id: number, role: Role | null, version?: string) =>
      client.request<User>('PATCH', `/api/v2/beamian-users/${id}`, { body: { role }, ...(version === undefined ? {} : { ifMatch: version }) }),
  };
}
