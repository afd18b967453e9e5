import type { Context } from 'hono';
import type { Page } from '../../contract/entities';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/limits';
import { ApiError } from './errors';
import { linkTo } from './publicUrl';

export interface Paging {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

const invalidPage = () => new ApiError(404, { detail: 'Invalid page.' });

/** Reads `?page=` (from 1) and `?page_size=` (default 20, capped); a bad page_size falls back to the default. */
export function readPaging(context: Context, maxPageSize = MAX_PAGE_SIZE): Paging {
  const rawPage = context.req.query('page');
  const page = rawPage === undefined || rawPage === '' ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : NaN;
  if (!Number.isSafeInteger(page) || page < 1) throw invalidPage();
  const rawSize = context.req.query('page_size');
  const requested = rawSize && /^\d+$/.test(rawSize) ? Number(rawSize) : DEFAULT_PAGE_SIZE;
  const pageSize = Math.min(Math.max(requested, 1), maxPageSize);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Wraps one page of results; a page past the end is a 404 (page 1 of an empty list is not). */
export function pageOf<T>(context: Context, paging: Paging, count: number, results: T[]): Page<T> {
  const pageCount = Math.max(1, Math.ceil(count / paging.pageSize));
  if (paging.page > pageCount) throw invalidPage();
  // the request's path and query with another page; the host comes from PUBLIC_URL, never from the request
  const pageLink = (page: number) => {
    const url = new URL(context.req.url);
    url.searchParams.set('page', String(page));
    return linkTo(context, `${url.pathname}${url.search}`);
  };
  return {
    count,
    page_count: pageCount,
    next: paging.page < pageCount ? pageLink(paging.page + 1) : null,
    previous: paging.page > 1 ? pageLink(paging.page - 1) : null,
    results,
  };
}

/** Answers JSON text as it is: for lists whose results SQLite already wrote as JSON. */
export function jsonText(context: Context, text: string): Response {
  return context.body(text, 200, { 'Content-Type': 'application/json' });
}

/** As pageOf, for results that are already a JSON array text, so thousands of rows are not serialised again. */
export function jsonPage(context: Context, paging: Paging, count: number, resultsJson: string): Response {
  const { results: _empty, ...page } = pageOf(context, paging, count, []);
  return jsonText(context, `${JSON.stringify(page).slice(0, -1)},"results":${resultsJson}}`);
}

/** Searches longer than this are refused: nothing searched is longer, and the index work grows with the length. */
export const SEARCH_MAX_LENGTH = 400;

/**
 * As jsonPage, for results that are already UTF-8 JSON bytes (from a worker): no string is made of them, and they
 * are sent as they are, between the page's head and its closing brace, never copied into one buffer (the whole
 * fleet is some 40 MB).
 */
export function jsonBytesPage(context: Context, paging: Paging, count: number, results: Uint8Array, extra: Record<string, unknown> = {}): Response {
  const { results: _empty, ...page } = pageOf(context, paging, count, []);
  const parts = [Buffer.from(`${JSON.stringify({ ...page, ...extra }).slice(0, -1)},"results":`), results, Buffer.from('}')];
  const length = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return context.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(length) });
}

/** Answers UTF-8 JSON bytes (from a worker) as they are. */
export function jsonBytes(context: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  return context.body(bytes, 200, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) });
}

/** The `?search=` text, trimmed, or undefined when absent or blank; longer than 400 characters is a 400. */
export function searchOf(context: Context): string | undefined {
  const search = context.req.query('search')?.trim();
  if (search && search.length > SEARCH_MAX_LENGTH) {
    throw new ApiError(400, { search: [`Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`] });
  }
  return search ? search : undefined;
}
