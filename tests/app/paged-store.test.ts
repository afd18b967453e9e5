// @vitest-environment node
// A list paged and searched on the server, against the real server: pages and searches as asked, only the latest
// question's answer kept (a late one is dropped), a page past the end falling back to the last one, and every
// matching id for "select all matching" (through the ids addition, or reading the pages where a server lacks it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Space } from '../../src/contract/entities';
import { createApi } from '../../src/app/api/api';
import type { Client } from '../../src/app/api/client';
import { ApiFailure } from '../../src/app/api/errors';
import { spaceCalls } from '../../src/app/api/spaceCalls';
import { createPagedStore, type FetchPage } from '../../src/app/state/pagedStore';
import { startTestServer, type TestServer } from '../server/harness';
import { clientFor } from './liveApi';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer({ DEMO: '0' });
  client = clientFor(server);
  for (let index = 1; index <= 45; index += 1) {
    await server.call('POST', '/api/spaces', { body: { name: `${index % 3 === 0 ? 'Harbour' : 'Museum'} ${String(index).padStart(2, '0')}` } });
  }
});
afterAll(() => server?.close());

const api = () => createApi(client);
const storeWith = (fetchPage: FetchPage<Space>) => createPagedStore<Space>(fetchPage, (search) => api().spaces.matchingIds(search), String);
const names = (rows: readonly Space[]) => rows.map((row) => row.name);

describe('a server-paged list', () => {
  it('shows the page and search asked, with the count and pages of every match', async () => {
    const store = storeWith((query, signal) => api().spaces.list(query, signal));
    await store.show({ page: 2, pageSize: 20, search: '' });
    expect([store.state.count, store.state.pageCount, store.state.rows.length]).toEqual([45, 3, 20]);
    expect(store.state.rows[0]?.name).toBe('Museum 25');
    await store.show({ page: 1, pageSize: 20, search: 'harbour' });
    expect([store.state.count, store.state.pageCount]).toEqual([15, 1]);
    expect(names(store.state.rows).every((name) => name.startsWith('Harbour'))).toBe(true);
  });

  it('keeps only the answer to the latest question when an earlier one comes back late', async () => {
    let first = true;
    const store = storeWith(async (query, signal) => {
      const answer = await api().spaces.list(query);
      if (first) {
        first = false;
        // the first question's answer arrives after the second's
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      signal.throwIfAborted?.();
      return answer;
    });
    const late = store.show({ page: 1, pageSize: 20, search: 'museum' });
    await store.show({ page: 1, pageSize: 20, search: 'harbour' });
    await late.catch(() => undefined);
    expect(store.state.shown.search).toBe('harbour');
    expect(names(store.state.rows).every((name) => name.startsWith('Harbour'))).toBe(true);
  });

  it('falls back to the last page when the one asked is past the end', async () => {
    const store = storeWith((query, signal) => api().spaces.list(query, signal));
    await store.show({ page: 9, pageSize: 20, search: '' });
    expect(store.state.shown.page).toBe(3);
    expect(store.state.rows).toHaveLength(5);
  });

  it('answers every matching id, with the addition or by reading the pages', async () => {
    const all = await api().spaces.matchingIds('harbour');
    expect(all).toHaveLength(15);
    // a server without the addition: …/ids is not there
    const contractOnly: Client = {
      ...client,
      request: (method, path, options) => (path.endsWith('/ids') ? Promise.reject(new ApiFailure(404, {}, 'Not found.')) : client.request(method, path, options)),
    };
    expect(await spaceCalls(contractOnly).matchingIds('harbour')).toEqual(all);
  });
});
