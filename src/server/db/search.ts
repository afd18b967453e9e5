/** A LIKE pattern for a case-insensitive substring search; wildcards in the search are escaped with `\`. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
