// Saved views (issue 21): a person's named list state — where (the list's path), the list's URL query (search,
// filters, page size: opaque here), and the table's sort and visible columns. Each person sees only their own.
import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { MESSAGES, requiredText } from './fields';

/** How long a view's path, query and a column id may be. */
export const VIEW_PATH_MAX = 200;
export const VIEW_QUERY_MAX = 2000;
export const VIEW_COLUMN_MAX = 100;
export const VIEW_COLUMNS_MAX = 100;

/** An app path: one leading slash (never `//host`), no query or fragment of its own. */
const viewPath = z
  .string({ error: MESSAGES.notString })
  .trim()
  .min(1, { error: MESSAGES.blank })
  .max(VIEW_PATH_MAX, { error: MESSAGES.maxLength(VIEW_PATH_MAX) })
  .regex(/^\/(?!\/)[^?#\s\\]*$/, { error: MESSAGES.invalidUrl });

const columnId = z.string({ error: MESSAGES.notString }).min(1, { error: MESSAGES.blank }).max(VIEW_COLUMN_MAX, { error: MESSAGES.maxLength(VIEW_COLUMN_MAX) });

export const savedViewWrite = z.object({
  name: requiredText(TEXT_MAX),
  path: viewPath,
  /** the list's URL query without its `?`; a leading one is dropped */
  query: z
    .string({ error: MESSAGES.notString })
    .max(VIEW_QUERY_MAX, { error: MESSAGES.maxLength(VIEW_QUERY_MAX) })
    .transform((query) => query.replace(/^\?/, ''))
    .optional(),
  /** null: the table's own sort */
  sort: z.object({ column: columnId, direction: z.enum(['asc', 'desc'], { error: (issue) => MESSAGES.invalidChoice(issue.input) }) }).nullish(),
  /** the visible columns in order; null: the table's own */
  columns: z.array(columnId, { error: MESSAGES.notList }).min(1, { error: MESSAGES.emptyList }).max(VIEW_COLUMNS_MAX, { error: MESSAGES.maxItems(VIEW_COLUMNS_MAX) }).nullish(),
});
export type SavedViewWrite = z.output<typeof savedViewWrite>;

export interface SavedViewSort { column: string; direction: 'asc' | 'desc' }

export interface SavedView {
  id: number;
  name: string;
  path: string;
  query: string;
  sort: SavedViewSort | null;
  columns: string[] | null;
}

export interface SavedViewInput {
  name: string;
  path: string;
  query?: string;
  sort?: SavedViewSort | null;
  columns?: string[] | null;
}
