// @vitest-environment node
// After users are deleted, the list is fetched again at page 1 with 20 a page, its search kept (spec section 4),
// and the list is left there; spaces keep the page they were on. The record commands run as the confirmation runs
// them (perform), through the real API client against a real server, with the app's own paged stores over it.
import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { recordCommands } from '../../commands/records';
import { paths } from '../../src/app/paths';
import { listReturn, rememberListQuery } from '../../src/app/records/listReturn';
import { spacesSection } from '../../src/app/sections/spaces';
import { usersSection } from '../../src/app/sections/users';
import { perform } from '../../src/app/services/runCommand';
import { spaces, users } from '../../src/app/services/lists';
import { join } from 'node:path';
import { openConnection } from '../../src/server/db/sqlite';
import { auth, signIn } from '../../src/app/state/auth';
import type { Api } from '../../src/app/api/api';
import { ADMIN_EMAIL } from '../server/harness';
import { translator } from './messages';
import { startCommandHarness } from './commandHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

// the demo data: 25 staff and the admin, 40 spaces
const { server, at } = await startCommandHarness({ env: { DEMO: '1', DEMO_DEVICES: '0' } });
const t = translator('en');
// managing users is an admin's (issue 23): the app's session is the harness's admin
signIn(server.adminToken, { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'admin' });

/** What the record commands read of their context: no table on screen, the real API, a recorded navigation. */
const contextAt = (route: string, selected: readonly number[]) => at({ route, selected, table: false });

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const statusOf = async (path: string) => (await server.call('GET', path)).status;
const firstPageIds = async (path: string, search: string) =>
  idsOf((await server.call('GET', `${path}?page=1&page_size=20${search ? `&search=${encodeURIComponent(search)}` : ''}`)).body.results as { id: number }[]);

const totalUsers = async () => (await server.call('GET', '/api/v2/beamian-users?page_size=1')).body.count as number;

/** Deletes `ids` with the users' delete command from a list showing `shown` (its URL's query `query`). */
async function deleteUsersFrom(shown: { page: number; pageSize: 20 | 50 | 100; search: string }, query: string, pick: (rows: number[]) => number[]) {
  await users.show(shown);
  rememberListQuery(paths.users.list, query);
  const ids = pick(idsOf(users.state.rows));
  const { context, navigate } = contextAt(paths.users.deletes, ids);
  const outcome = await perform(recordCommands(usersSection).deleteSelected, { ids }, context).then(() => null, (error: unknown) => error);
  await vi.waitFor(() => expect(users.state.status).toBe('loaded'));
  return { ids, navigate, outcome };
}

describe('deleting users', () => {
  it('fetches the list again at page 1, 20 a page, and leaves it there, from another page', async () => {
    const before = await totalUsers();
    const { ids, navigate, outcome } = await deleteUsersFrom({ page: 2, pageSize: 20, search: '' }, 'page=2', (rows) => rows.slice(0, 2));
    expect(outcome).toBeNull();
    for (const id of ids) expect(await statusOf(`/api/v2/beamian-users/${id}`)).toBe(404);
    expect(users.state.shown).toEqual({ page: 1, pageSize: 20, search: '' });
    expect(idsOf(users.state.rows)).toEqual(await firstPageIds('/api/v2/beamian-users', ''));
    expect([users.state.count, users.state.pageCount]).toEqual([before - 2, Math.ceil((before - 2) / 20)]);
    expect(navigate).toHaveBeenCalledWith('/users');
    expect(listReturn(paths.users.list)).toBe('/users');
  });

  it('goes back to 20 a page from 50 a page', async () => {
    const { navigate, outcome } = await deleteUsersFrom({ page: 1, pageSize: 50, search: '' }, 'size=50', (rows) => rows.slice(0, 1));
    expect(outcome).toBeNull();
    expect(users.state.shown).toEqual({ page: 1, pageSize: 20, search: '' });
    expect(users.state.rows).toHaveLength(20);
    expect(navigate).toHaveBeenCalledWith('/users');
  });

  it('keeps the search, and goes to page 1 even when some of the users could not be deleted', async () => {
    // every e-mail holds a dot: the whole list, searched
    const { ids, outcome } = await deleteUsersFrom({ page: 2, pageSize: 20, search: '.' }, 'search=.&page=2', (rows) => [rows[0] as number, 1]);
    // the server refuses to delete the admin (id 1: the last admin, and the one asking); the other goes
    expect(outcome).toMatchObject({ name: 'PartialDelete', failures: [{ id: 1 }] });
    expect(await statusOf(`/api/v2/beamian-users/${ids[0]}`)).toBe(404);
    expect(await statusOf('/api/v2/beamian-users/1')).toBe(200);
    expect(users.state.shown).toEqual({ page: 1, pageSize: 20, search: '.' });
    expect(idsOf(users.state.rows)).toEqual(await firstPageIds('/api/v2/beamian-users', '.'));
    // closing the confirmation that names the refusal goes back to that page
    expect(listReturn(paths.users.list)).toBe('/users?search=.');
  });
});

describe('deleting spaces', () => {
  it('keeps the page and size the list was on', async () => {
    await spaces.show({ page: 2, pageSize: 20, search: '' });
    rememberListQuery(paths.spaces.list, 'page=2');
    const doomed = idsOf(spaces.state.rows).slice(0, 2);

    const { context, navigate } = contextAt(paths.spaces.deletes, doomed);
    await perform(recordCommands(spacesSection).deleteSelected, { ids: doomed }, context);

    await vi.waitFor(() => expect(spaces.state.status).toBe('loaded'));
    expect(spaces.state.shown).toEqual({ page: 2, pageSize: 20, search: '' });
    expect(idsOf(spaces.state.rows)).not.toContain(doomed[0]);
    expect(navigate).toHaveBeenCalledWith('/spaces?page=2');
  });
});

describe('deleting one’s own account', () => {
  /** the users' delete calls in the order they were made, through the real API */
  function recordingDeletes(context: CommandContext) {
    const order: number[] = [];
    const recorded = new Proxy(context.app.api, {
      get: (target, key) =>
        key === 'users' ? { ...target.users, remove: (id: number) => (order.push(id), target.users.remove(id)) } : target[key as keyof Api],
    });
    return { order, context: { ...context, app: { ...context.app, api: recorded } } as CommandContext };
  }

  async function secondAdmin(email: string) {
    const made = await server.makeUser({ email, name: 'Second Admin' });
    const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
    sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(made.id);
    sqlite.close();
    signIn(made.token, { id: made.id, name: 'Second Admin', email, is_admin: true });
    return made;
  }

  it('deletes it last, after the others, and then ends the session saying why', async () => {
    const own = await secondAdmin('own.last@example.com');
    const [first, second] = [await server.makeUser({ email: 'first.go@example.com' }), await server.makeUser({ email: 'second.go@example.com' })];
    const ids = [own.id, first.id, second.id];
    const asked = contextAt(paths.users.deletes, ids);
    const { navigate } = asked;
    const { order, context } = recordingDeletes(asked.context);
    await perform(recordCommands(usersSection).deleteSelected, { ids }, context);
    expect(order.at(-1)).toBe(own.id);
    expect(new Set(order)).toEqual(new Set(ids));
    for (const id of ids) expect(await statusOf(`/api/v2/beamian-users/${id}`)).toBe(404);
    expect([auth.token, auth.user, auth.notice, auth.lastUser]).toEqual([null, null, 'accountDeleted', null]);
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it('keeps it when another of the selection is refused, saying why', async () => {
    const own = await secondAdmin('own.kept@example.com');
    const other = await server.makeUser({ email: 'other.go@example.com' });
    // 999 999: gone already (404)
    const ids = [own.id, 999_999, other.id];
    const { order, context } = recordingDeletes(contextAt(paths.users.deletes, ids).context);
    const outcome = await perform(recordCommands(usersSection).deleteSelected, { ids }, context).then(() => null, (error: unknown) => error);
    expect(order).not.toContain(own.id);
    expect(outcome).toMatchObject({ name: 'PartialDelete', failures: [{ id: 999_999 }, { id: own.id, message: t('records.ownKept') }] });
    expect((outcome as Error).message).toBe('2 of 3 were not deleted; the other one was deleted.');
    expect(await statusOf(`/api/v2/beamian-users/${own.id}`)).toBe(200);
    expect(await statusOf(`/api/v2/beamian-users/${other.id}`)).toBe(404);
    expect(auth.token).toBe(own.token);
  });

  it('says that none was deleted when every deletion was refused', async () => {
    // both gone already (404)
    const ids = [999_998, 999_999];
    const outcome = await perform(recordCommands(usersSection).deleteSelected, { ids }, contextAt(paths.users.deletes, ids).context).then(() => null, (error: unknown) => error);
    expect((outcome as Error).message).toBe('2 of 2 were not deleted; none was deleted.');
  });

  it('says in the person’s language why the last admin cannot be deleted', async () => {
    await vi.waitFor(() => expect(users.state.status).toBe('loaded'));
    const admins = (await server.call('GET', '/api/v2/beamian-users?page_size=1000')).body.results.filter((user: { is_admin: boolean }) => user.is_admin) as { id: number; email: string }[];
    // the other admins go first, so that the one this file's API calls are made as is the last
    for (const admin of admins.filter((each) => each.email !== ADMIN_EMAIL)) expect((await server.call('DELETE', `/api/v2/beamian-users/${admin.id}`)).status).toBe(204);
    const last = admins.find((each) => each.email === ADMIN_EMAIL)?.id ?? 0;
    const outcome = await perform(recordCommands(usersSection).delete, { id: last }, contextAt(paths.users.delete(last), [last]).context).then(() => null, (error: unknown) => error);
    expect(outcome).toMatchObject({ message: t('server.lastAdmin') });
    expect((outcome as Error).message).toBe('This is the last admin, and there must always be one: make another user an admin first.');
    expect(await statusOf(`/api/v2/beamian-users/${last}`)).toBe(200);
  });
});

