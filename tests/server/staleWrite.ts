// The versioned write every record route shares (src/server/http/guarded.ts): a write with the ETag the client read
// goes through, and a second write with that same ETag, stale now, is a 412 that changes nothing.
import { expect } from 'vitest';
import type { Answer, TestServer } from './harness';

export interface StaleWrite {
  /** the record's path; `read` reads it back when it differs (default the same path) */
  path: string;
  read?: string;
  method?: 'PUT' | 'PATCH';
  /** the version the client read */
  etag: string;
  /** what the first writer sends, then what the second, late, writer sends */
  first: unknown;
  second: unknown;
}

/** Checks the two writes; answers the first writer's answer and the record read after the refused write. */
export async function expectStaleWriteRefused(server: TestServer, write: StaleWrite): Promise<{ fresh: Answer; after: Answer }> {
  const method = write.method ?? 'PUT';
  const fresh = await server.call(method, write.path, { body: write.first, headers: { 'If-Match': write.etag } });
  expect(fresh.status).toBe(200);
  const stale = await server.call(method, write.path, { body: write.second, headers: { 'If-Match': write.etag } });
  expect(stale.status).toBe(412);
  expect(stale.body.detail).toMatch(/changed by someone else/);
  return { fresh, after: await server.call('GET', write.read ?? write.path) };
}
