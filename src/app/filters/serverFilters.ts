// A server-paged list's search text as its server is asked it: the filters the server takes become their own query
// parameters (`premium:yes` → `?premium=true`), the rest is `?search=`. The text is the canonical one
// (records/useServerPaging writes it so), so English keys and codes are all this reads.
import type { Space, User } from '../../contract/entities';
import { isCoded, YES_NO, type CodedValues, type FilterField } from './filterField';
import { tokenize } from './filterSyntax';

export interface ServerQuery {
  search: string;
  filters: Record<string, string>;
}

const TRUE_FALSE = { value: (code: string) => (code === 'yes' ? 'true' : 'false') };

export const SPACE_FILTERS: readonly FilterField<Space>[] = [
  { key: 'premium', word: 'filters.key.premium', title: 'spaces.column.premium', values: YES_NO, valueOf: (space) => (space.premium ? 'yes' : 'no'), column: 'premium', server: { param: 'premium', ...TRUE_FALSE } },
];

/** A user's role, `none` for no access: the server's `?role=` takes the same codes. */
const ROLE_VALUES: CodedValues = { codes: ['admin', 'staff', 'none'], label: (code, t) => t(code === 'admin' ? 'users.role.admin' : code === 'staff' ? 'users.role.staff' : 'users.role.none') };

export const USER_FILTERS: readonly FilterField<User>[] = [
  { key: 'role', word: 'filters.key.role', title: 'users.column.role', values: ROLE_VALUES, valueOf: (user) => user.role ?? 'none', column: 'role', server: { param: 'role', value: (code) => code } },
  { key: 'admin', word: 'filters.key.admin', title: 'users.column.is_admin', values: YES_NO, valueOf: (user) => (user.is_admin ? 'yes' : 'no'), column: 'is_admin', server: { param: 'is_admin', ...TRUE_FALSE } },
];

/** Splits the canonical text; a negated filter of two values asks for the other (`-premium:yes` → premium=false). */
export function serverQueryOf<Row>(text: string, fields: readonly FilterField<Row>[]): ServerQuery {
  const filters: Record<string, string> = {};
  const words: string[] = [];
  for (const token of tokenize(text)) {
    const field = token.filter && fields.find((candidate) => candidate.key === token.filter?.key);
    const codes = field && isCoded(field.values) ? field.values.codes : [];
    let code = token.filter && codes.includes(token.filter.value) ? token.filter.value : null;
    if (code !== null && token.filter?.negated) code = codes.length === 2 ? (codes.find((other) => other !== code) ?? null) : null;
    if (field?.server && code !== null) filters[field.server.param] = field.server.value(code);
    else words.push(token.text);
  }
  return { search: words.join(' '), filters };
}
