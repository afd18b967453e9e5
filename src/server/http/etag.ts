import type { Context } from 'hono';
import { preconditionFailed } from './errors';

/** An object's ETag is its `updated_at` in double quotes. */
export function setEtag(context: Context, updatedAt: string): void {
  context.header('ETag', `"${updatedAt}"`);
}

/** Throws 412 when the request's `If-Match` names another version than `updatedAt`; absent means last write wins. */
export function checkIfMatch(context: Context, updatedAt: string): void {
  const header = context.req.header('If-Match');
  if (header === undefined || header.trim() === '*') return;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!tags.includes(`"${updatedAt}"`)) throw preconditionFailed();
}
