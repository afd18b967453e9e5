// The query of the history's routes (routes/history.ts): its filters, page sizes and opaque cursors, each refused
// with a 400 naming the parameter, in the person's language (coded errors).
import type { Context } from 'hono';
import { coded } from '../../contract/errorCodes';
import { parseRecordRef } from '../../contract/history';
import { TEXT_MAX } from '../../contract/limits';
import type { ChangePosition, HistoryFilter } from '../db/repos/history';
import { badRequest } from './errors';
import { linkTo } from './publicUrl';

const refuse = (parameter: string, error: ReturnType<typeof coded>) => badRequest({ [parameter]: [error] });

/** `?page_size=` from 1 to `max`; absent, `fallback`; not a whole number, a 400. */
export function pageSizeOf(context: Context, fallback: number, max: number): number {
  const raw = context.req.query('page_size');
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw refuse('page_size', coded('invalid_integer'));
  return Math.min(Math.max(Number(raw), 1), max);
}

/** A cursor is an opaque base64url text; what it holds is this server's business. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decode(context: Context): unknown {
  const raw = context.req.query('cursor');
  if (raw === undefined || raw === '') return undefined;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) throw new Error('not base64url');
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse('cursor', coded('invalid_cursor'));
  }
}

/** `?record=device:301`, `?user=7`, `?operation=devices.bulk_status` and `?cursor=`, without the page size. */
export function historyFilterOf(context: Context): Omit<HistoryFilter, 'limit'> {
  const { record, user, operation } = context.req.query();
  const filter: Omit<HistoryFilter, 'limit'> = {};
  if (record !== undefined) {
    filter.record = parseRecordRef(record);
    if (!filter.record) throw refuse('record', coded('invalid_history_record'));
  }
  if (user !== undefined) {
    if (!/^[1-9][0-9]{0,14}$/.test(user.trim())) throw refuse('user', coded('invalid_integer'));
    filter.userId = Number(user.trim());
  }
  if (operation !== undefined) {
    if (operation.trim() === '') throw refuse('operation', coded('blank'));
    if (operation.length > TEXT_MAX) throw refuse('operation', coded('max_length', { max: TEXT_MAX }));
    filter.operation = operation.trim();
  }
  const cursor = decode(context) as { before?: unknown } | undefined;
  if (cursor !== undefined) {
    if (!Number.isSafeInteger(cursor?.before) || (cursor.before as number) < 1) throw refuse('cursor', coded('invalid_cursor'));
    filter.beforeId = cursor.before as number;
  }
  return filter;
}

/** Where a page of an operation's changes starts, from `?cursor=`. */
export function changePositionOf(context: Context): ChangePosition | undefined {
  const cursor = decode(context) as { k?: unknown; r?: unknown; f?: unknown } | undefined;
  if (cursor === undefined) return undefined;
  const { k, r, f } = cursor ?? {};
  if (typeof k !== 'string' || typeof f !== 'string' || !Number.isSafeInteger(r)) throw refuse('cursor', coded('invalid_cursor'));
  return { kind: k, recordId: r as number, field: f };
}

/** The link to the request's next page: its path and query with this cursor (under PUBLIC_URL when set). */
function nextLink(context: Context, cursor: unknown): string {
  const url = new URL(context.req.url);
  url.searchParams.set('cursor', encode(cursor));
  return linkTo(context, `${url.pathname}${url.search}`);
}

export const nextEntriesLink = (context: Context, lastId: number) => nextLink(context, { before: lastId });

export const nextChangesLink = (context: Context, last: ChangePosition) => nextLink(context, { k: last.kind, r: last.recordId, f: last.field });
