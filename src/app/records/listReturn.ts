// Where a section's panels and confirmations go back to: its list as it was left. A server-paged list keeps its
// page and search in the URL (?page=3&search=porto); a panel's route drops them, so the list remembers them and
// closing or finishing goes back to that same page.
const lastQuery = new Map<string, string>();

/** Called by a list on screen: `search` is its URL's query, without the `?`. */
export function rememberListQuery(listPath: string, search: string): void {
  lastQuery.set(listPath, search);
}

/** The list's path with the query it was left at. */
export function listReturn(listPath: string): string {
  const query = lastQuery.get(listPath);
  return query ? `${listPath}?${query}` : listPath;
}
