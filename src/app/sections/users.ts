// The users section (spec sections 2, 3, 7): tens of thousands, paged and searched (name, e-mail) on the server;
// created in the side panel (optionally as an event's manager), never edited (the API has no such call), deleted
// one by one with each refusal named, then the list fetched again at its first page of 20 (spec section 4). The
// password reset and the access commands are in commands/users.ts. Staff see the list; creating, deleting and the rest
// are an admin's (`mayChange`).
import type { User } from '../../contract/entities';
import { ROLES, type Role } from '../../contract/enums';
import { PASSWORD_MAX, TEXT_MAX } from '../../contract/limits';
import type { UserInput } from '../api/userCalls';
import { paths } from '../paths';
import { rememberListQuery } from '../records/listReturn';
import { defineSection } from '../records/section';
import { urlOf } from '../records/useServerPaging';
import { USER_FILTERS } from '../filters/serverFilters';
import { events, users } from '../services/lists';
import { auth, sessionIsAdmin, signOut } from '../state/auth';
import { DEFAULT_PAGE_QUERY, type PagedStore } from '../state/pagedStore';

/**
 * The users list as this section uses it: after a deletion (of one user or many, some refused or not) it is fetched
 * again at page 1 with 20 a page, its search kept, as spec section 4 says, and the list is left there: closing the
 * confirmation or finishing goes back to that page. Spaces keep their page instead (a page past the end falls back
 * to the last one).
 */
export const usersAfterDeletes: PagedStore<User> = {
  ...users,
  remove(ids) {
    users.remove(ids);
    const firstPage = { ...DEFAULT_PAGE_QUERY, search: users.state.shown.search };
    rememberListQuery(paths.users.list, urlOf('', firstPage).replace(/^\?/, ''));
    void users.show(firstPage);
  },
};

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const usersSection = defineSection<'users', User, UserInput>({
  id: 'users',
  ownMessages: true,
  store: usersAfterDeletes,
  calls: (api) => ({ create: api.users.create, remove: api.users.remove, get: api.users.get }),
  nameOf: (user) => user.name || user.email,
  palette: {
    searchText: (row) => [row.email],
    subtitle: (row) => (row.name ? row.email : ''),
    open: (row) => `${paths.users.list}?search=${encodeURIComponent(row.email)}&focus=${row.id}`,
  },
  keywords: ['user', 'utilizador', 'usuario', 'people', 'person'],
  canEdit: false,
  mayChange: () => (sessionIsAdmin() ? true : { reason: 'users.unavailable.adminOnly' }),
  // the history's undo of a role change (the only change to a user the app makes besides a password)
  writeFields: (api, user, values, version) => {
    const role = values.role;
    const onlyRole = Object.keys(values).length === 1 && (role === null || isRole(role));
    return onlyRole ? api.users.setRole(user.id, role, version) : undefined;
  },
  messages: { failure: 'users.failure' },
  ownRow: {
    is: (id) => auth.user?.id === id,
    // the server has ended the session with the account (its tokens went with it)
    deleted: (navigate) => {
      signOut('accountDeleted');
      navigate(paths.login);
    },
    messages: { one: 'users.deleteOwnOne', among: 'users.deleteOwnAmong', confirm: 'users.deleteOwnConfirm' },
  },
  // the server keeps at least one admin
  table: {
    columns: (t) => [
      { id: 'id', title: 'users.column.id', value: (user) => user.id, width: 80 },
      { id: 'name', title: 'users.column.name', value: (user) => user.name || null, width: 220 },
      { id: 'email', title: 'users.column.email', value: (user) => user.email, width: 260 },
      { id: 'phone_number', title: 'users.column.phone_number', value: (user) => user.phone_number || null, width: 160 },
      { id: 'role', title: 'users.column.role', value: (user) => t(`users.role.${user.role ?? 'none'}`), width: 130 },
      { id: 'is_admin', title: 'users.column.is_admin', value: (user) => t(user.is_admin ? 'events.yes' : 'events.no'), width: 100 },
    ],
    visible: ['name', 'email', 'phone_number', 'role'],
    sort: { column: 'id', direction: 'desc' },
    searchable: ['name', 'email'],
    // `role:staff`, `admin:yes`, asked of the server (filters/serverFilters.ts)
    filters: USER_FILTERS,
    toolbar: ['users.resetPassword'],
  },
  form: {
    fields: [
      { name: 'email', label: 'users.field.email', kind: 'text', maxLength: 254, code: true, required: 'users.emailRequired' },
      { name: 'name', label: 'users.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'records.nameRequired' },
      { name: 'password', label: 'users.field.password', kind: 'password', maxLength: PASSWORD_MAX, required: 'users.passwordRequired' },
      { name: 'phone_number', label: 'users.field.phone_number', kind: 'text', maxLength: 30, code: true },
      {
        name: 'event',
        label: 'users.field.event',
        kind: 'list',
        list: { store: events, label: (event: { name: string }) => event.name, none: 'users.noEvent', failed: 'users.eventsFailed' },
      },
    ],
    draftOf: () => ({ email: '', name: '', password: '', phone_number: '', event: '' }),
    inputOf: (draft) => ({
      email: (draft.email ?? '').trim(),
      name: (draft.name ?? '').trim(),
      password: draft.password ?? '',
      phone_number: (draft.phone_number ?? '').trim() || null,
      event: draft.event ? Number(draft.event) : null,
    }),
  },
});
