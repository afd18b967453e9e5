// The one API client: host from runtime config, the contract's headers, every failure as an ApiFailure.
import { FetchError, ofetch } from 'ofetch';
import { OPERATION_HEADER, type ClientOperation } from '../../contract/history';
import { failureFrom } from './errors';
import { recordVersion } from './versions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  /** the version of the loaded object (versions.ts): sent as If-Match so a stale edit answers 412 */
  ifMatch?: string;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /**
   * a token other than the session's (a refused login's, to revoke it): sent instead, and its 401 or 403 is this
   * call's alone, ending no session
   */
  token?: string;
  /** what the write is, for the activity history: its entry is named so (`X-Kitroom-Operation`) */
  operation?: ClientOperation;
}

export interface ClientOptions {
  /** '' for the page's own origin */
  host: string;
  token(): string | null;
  /** a 401: the session is gone */
  onUnauthorized(): void;
  /** a 403: this account may not use the back office */
  onForbidden(): void;
  /**
   * a 403 `admin_only`: the account is staff, and the call is an admin's; the session goes on (the refusal is the
   * caller's to show, in the person's language)
   */
  onAdminOnly?(): void;
  /** the message shown when the server cannot be reached, translated by the caller */
  unreachableMessage(): string;
}

export interface Client {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  /**
   * A streamed GET (the live changes, text/event-stream) with the same host and token as every call: the answer
   * itself, its body unread. A 401 or 403 ends the session as any call's would; other statuses are the caller's.
   */
  stream(path: string, signal: AbortSignal): Promise<Response>;
  /** an absolute URL for a path, for links the browser opens itself */
  url(path: string): string;
}

export const ACCEPT = 'application/vnd.kitroom.v1+json';

/** A refusal of an admin's call to staff (issue 23), not of the account: the session stays. */
const isAdminOnly = (body: unknown) => typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'admin_only';

export function createClient(options: ClientOptions): Client {
  const fetcher = ofetch.create({ baseURL: options.host || undefined, retry: 0 });

  function headersFor(accept: string, token = options.token()): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, 'X-Role': 'admin' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  async function request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
    const headers = headersFor(ACCEPT, request.token ?? options.token());
    if (request.ifMatch) headers['If-Match'] = `"${request.ifMatch}"`;
    if (request.operation) headers[OPERATION_HEADER] = request.operation;
    try {
      let etag: string | null = null;
      const answer = await fetcher<T>(path, {
        method,
        headers,
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        query: request.query,
        // ofetch types the answer by responseType; callers name T themselves.
        responseType: (request.responseType ?? 'json') as 'json',
        signal: request.signal,
        onResponse: ({ response }) => {
          etag = response.headers.get('etag');
        },
      });
      recordVersion(answer, etag);
      return answer;
    } catch (error) {
      if (!(error instanceof FetchError) || request.signal?.aborted) throw error;
      const status = error.response?.status ?? 0;
      if (status === 401 && request.token === undefined) options.onUnauthorized();
      if (status === 403 && request.token === undefined) {
        if (isAdminOnly(error.data)) options.onAdminOnly?.();
        else options.onForbidden();
      }
      if (status === 0) throw failureFrom(0, undefined, options.unreachableMessage());
      throw failureFrom(status, error.data, error.response?.statusText || error.message);
    }
  }

  async function stream(path: string, signal: AbortSignal): Promise<Response> {
    const url = new URL(path, options.host || window.location.origin).toString();
    const response = await fetch(url, { headers: headersFor('text/event-stream'), signal, cache: 'no-store' });
    if (response.status === 401) options.onUnauthorized();
    if (response.status === 403) options.onForbidden();
    return response;
  }

  return {
    request,
    stream,
    url: (path) => new URL(path, options.host || window.location.origin).toString(),
  };
}

/** The same client, every request it makes named `operation` in the activity history (an undo, a redo). */
export function namedAs(client: Client, operation: ClientOperation): Client {
  return { ...client, request: (method, path, options = {}) => client.request(method, path, { ...options, operation }) };
}
