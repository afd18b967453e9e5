// A view's link: its list's path and URL query, plus its table's sort and visible columns as two parameters of
// their own, so that the link alone opens the same view for anyone (no saved view needed to read it):
// `/devices?status=missing&sort=-serial_number&columns=id,serial_number,status` (`-` first: descending).
import type { SavedViewSort } from '../../contract/schemas/savedViews';

/** The parameters a link carries the table's settings in; a list's own query never holds them. */
export const SORT_PARAM = 'sort';
export const COLUMNS_PARAM = 'columns';
/** Where the palette or a create puts the cursor (records/RecordsScreen.tsx): a moment's state, never a view's. */
const FOCUS_PARAM = 'focus';

export interface ViewState {
  path: string;
  /** the list's URL query, without `?` */
  query: string;
  sort: SavedViewSort | null;
  columns: readonly string[] | null;
}

/** The list's own query: the URL's, without the cursor and the settings a link carries. */
export function listQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [FOCUS_PARAM, SORT_PARAM, COLUMNS_PARAM]) params.delete(name);
  return params.toString();
}

/** The link that opens a view: its path and query, its sort and columns. */
export function viewLink(view: ViewState): string {
  const params = new URLSearchParams(listQueryOf(view.query));
  if (view.sort) params.set(SORT_PARAM, `${view.sort.direction === 'desc' ? '-' : ''}${view.sort.column}`);
  if (view.columns?.length) params.set(COLUMNS_PARAM, view.columns.join(','));
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${view.path}?${query}` : view.path;
}

export interface LinkedSettings {
  sort: SavedViewSort | null;
  columns: string[] | null;
}

/** The table settings a link's query carries, or null when it carries none. */
export function linkedSettingsOf(search: string): LinkedSettings | null {
  const params = new URLSearchParams(search);
  const sortText = params.get(SORT_PARAM)?.trim() ?? '';
  const columnsText = params.get(COLUMNS_PARAM) ?? '';
  if (!sortText && !columnsText.trim()) return null;
  const descending = sortText.startsWith('-');
  const column = descending ? sortText.slice(1) : sortText;
  const columns = columnsText.split(',').map((id) => id.trim()).filter(Boolean);
  return {
    sort: column ? { column, direction: descending ? 'desc' : 'asc' } : null,
    columns: columns.length ? columns : null,
  };
}

/** The URL's query without the settings a link carries (once they are applied to the table). */
export function withoutLinkedSettings(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SORT_PARAM);
  params.delete(COLUMNS_PARAM);
  return params.toString();
}

/** A view's query as a person reads it (`status=missing search=porto health`); never throws on a malformed one. */
export const readableQuery = (query: string) => [...new URLSearchParams(query)].map(([name, value]) => `${name}=${value}`).join(' ');
