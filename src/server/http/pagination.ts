import type { Context } from 'hono';
import type { Page } from '../../contract/entities';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/limits';
import { coded } from '../../contract/errorCodes';
import { badRequest, detailError } from './errors';
import { linkTo } from './publicUrl';

export interface Paging {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

const invalidPage = () => detailError(404, coded('invalid_page'));

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
 * A page whose results arrive as UTF-8 JSON parts (from a worker, as it reads them): the page's head once `count`
 * is known, then each part as it comes, never gathered (the whole fleet is some 45 MB), then the closing brace.
 * Sent without a length (`Transfer-Encoding: chunked`), which also tells the compression to stream it.
 */
export class StreamedPage {
  private readonly early: Uint8Array[] = [];
  private started = false;
  /** the client went away (or the answer was never sent): later parts are dropped */
  private cancelled = false;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly body = new ReadableStream<Uint8Array>({
    start: (controller) => { this.controller = controller; },
    cancel: () => { this.cancelled = true; },
  });

  /** A part of the results array; kept until the head is out. */
  part(bytes: Uint8Array): void {
    if (this.cancelled) return;
    if (this.started) this.controller.enqueue(bytes);
    else this.early.push(bytes);
  }

  /** The answer: the head of the page (a page past the end throws its 404 here), then the parts. */
  respond(context: Context, paging: Paging, count: number, extra: Record<string, unknown>): Response {
    const { results: _empty, ...page } = pageOf(context, paging, count, []);
    this.controller.enqueue(Buffer.from(`${JSON.stringify({ ...page, ...extra }).slice(0, -1)},"results":`));
    for (const bytes of this.early.splice(0)) this.controller.enqueue(bytes);
    this.started = true;
    const rows = Math.max(0, Math.min(paging.limit, count - paging.offset));
    // a device's JSON is over 350 bytes: from three rows on the page is over 1 KB, worth compressing as it streams;
    // a smaller one goes without the mark, to be judged by its size
    const streamed = rows >= 3 ? { 'Transfer-Encoding': 'chunked' } : {};
    return context.body(this.body, 200, { 'Content-Type': 'application/json', ...streamed });
  }

  end(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.controller.enqueue(Buffer.from('}'));
    this.controller.close();
  }

  fail(error: unknown): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.controller.error(error);
  }
}

/** Answers UTF-8 JSON bytes (from a worker) as they are. */
export function jsonBytes(context: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  return context.body(bytes, 200, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) });
}

/** The `?search=` text, trimmed, or undefined when absent or blank; longer than 400 characters is a 400. */
export function searchOf(context: Context): string | undefined {
  const search = context.req.query('search')?.trim();
  if (search && search.length > SEARCH_MAX_LENGTH) {
    throw badRequest({ search: [coded('max_length', { max: SEARCH_MAX_LENGTH })] });
  }
  return search ? search : undefined;
}
