// @vitest-environment node
// Roles in the app (issue 23), against the real server: what staff are offered in /users (nothing that writes, each
// with the reason), "Give back-office access…" and "Change role…" on a selection with their undo, the confirmation's
// names, the role: filter asked of the server, and a staff member's 403 shown without ending the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityOf } from '../../commands/registry';
import type { Undo } from '../../commands/context';
import { registry } from '../../commands/all';
import { targetNames } from '../../commands/userAccess';
import { createClient } from '../../src/app/api/client';
import { createApi } from '../../src/app/api/api';
import { serverQueryOf, USER_FILTERS } from '../../src/app/filters/serverFilters';
import { paths } from '../../src/app/paths';
import { users } from '../../src/app/services/lists';
import { auth, sessionRole, signIn, updateSessionRole } from '../../src/app/state/auth';
import { settings } from '../../src/app/state/settings';
import { startCommandHarness } from './commandHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/users' });

// names are joined in the app's language, English here as the scenes' messages
settings.language = 'en';

const asAdmin = () => signIn(server.adminToken, { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'admin' });
const asStaff = () => signIn('staff-token', { id: 99, name: 'Staff', email: 'staff@example.com', is_admin: true, role: 'staff' });
afterEach(asAdmin);

const USER_WRITES = ['users.create', 'users.delete', 'users.deleteSelected', 'users.resetPassword', 'users.giveAccess', 'users.changeRole'];

async function people(...names: string[]) {
  const made = [];
  for (const name of names) made.push((await server.call('POST', '/api/v2/beamian-users', { body: { email: `${name.replace(' ', '.').toLowerCase()}@example.com`, name, password: 'user-password-1' } })).body);
  await users.show({ page: 1, pageSize: 20, search: '' });
  return made.map((user) => user.id as number);
}

const roleOnServer = async (id: number) => (await server.call('GET', `/api/v2/beamian-users/${id}`)).body.role;

describe('what staff are offered in /users', () => {
  it('greys every command that changes users or access, saying only an admin can; an admin has them', async () => {
    const [ana] = await people('Greyed Person');
    const scene = at({ route: paths.users.list, selected: [ana!], focused: ana! });
    asStaff();
    for (const id of USER_WRITES) expect(availabilityOf(registry.get(id)!, scene.context), id).toEqual({ reason: 'users.unavailable.adminOnly' });
    asAdmin();
    for (const id of USER_WRITES) expect(availabilityOf(registry.get(id)!, scene.context), id).toBe(true);
  });
});

describe('Give back-office access… and Change role…', () => {
  it('give a selection staff access, name them in the confirmation, and undo back to no access', async () => {
    const ids = await people('Ana Silva', 'Rui Lopes');
    const scene = at({ route: paths.users.list, selected: ids });
    expect(targetNames(scene.context)).toBe('Ana Silva and Rui Lopes');
    const options = await registry.get('users.giveAccess')!.args!.role!.options!(scene.context);
    expect(options.map((option) => option.detail)).toEqual(['Give staff access to Ana Silva and Rui Lopes?', 'Give admin access to Ana Silva and Rui Lopes?']);

    const undo = await scene.run<Undo>('users.giveAccess', { role: 'staff' });
    expect(await Promise.all(ids.map(roleOnServer))).toEqual(['staff', 'staff']);
    expect(scene.success).toHaveBeenCalledWith('2 users → Staff', expect.anything());
    await undo.run();
    expect(await Promise.all(ids.map(roleOnServer))).toEqual([null, null]);
    await undo.redo();
    expect(await Promise.all(ids.map(roleOnServer))).toEqual(['staff', 'staff']);
  });

  it('change a role to none, and say why one\'s own admin role stays', async () => {
    const [eva] = await people('Eva Reis');
    await at({ route: paths.users.list, selected: [eva!] }).run('users.giveAccess', { role: 'admin' });
    await at({ route: paths.users.list, selected: [eva!] }).run('users.changeRole', { role: 'none' });
    expect(await roleOnServer(eva!)).toBeNull();
    const own = await at({ route: paths.users.list, selected: [1] }).failureOf('users.changeRole', { role: 'staff' });
    expect(own?.message).toBe('You cannot remove your own admin role: another admin must do it.');
  });

  it('names three people and counts the rest', async () => {
    const ids = await people('One Person', 'Two Person', 'Three Person', 'Four Person', 'Five Person');
    expect(targetNames(at({ route: paths.users.list, selected: ids }).context)).toBe('One Person, Two Person, Three Person and 2 others');
  });
});

describe('the role filter', () => {
  it('asks the server for role:staff and role:none', () => {
    expect(serverQueryOf('role:staff ana', USER_FILTERS)).toEqual({ search: 'ana', filters: { role: 'staff' } });
    expect(serverQueryOf('role:none', USER_FILTERS).filters).toEqual({ role: 'none' });
  });
});

describe('an admin\'s call refused to staff', () => {
  it('keeps the session, now staff, and throws the refusal in words; a refusal of the account ends it', async () => {
    const staff = await server.makeUser({ email: 'refused.staff@example.com' });
    await server.call('PATCH', `/api/v2/beamian-users/${staff.id}`, { body: { role: 'staff' } });
    const onForbidden = vi.fn();
    const onAdminOnly = vi.fn(() => updateSessionRole('staff'));
    const api = createApi(createClient({ host: server.url, token: () => staff.token, onUnauthorized() {}, onForbidden, onAdminOnly, unreachableMessage: () => '' }));
    asAdmin();
    await expect(api.users.remove(1)).rejects.toMatchObject({ status: 403, message: 'Only an admin can do this.' });
    expect(onAdminOnly).toHaveBeenCalledTimes(1);
    expect(onForbidden).not.toHaveBeenCalled();
    expect([auth.token, sessionRole()]).toEqual([server.adminToken, 'staff']);

    const none = await server.makeUser({ email: 'refused.none@example.com' });
    const noAccess = createApi(createClient({ host: server.url, token: () => none.token, onUnauthorized() {}, onForbidden, onAdminOnly, unreachableMessage: () => '' }));
    await expect(noAccess.devices.list()).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('reads an older server\'s is_admin as an admin', () => {
    signIn('old', { id: 5, name: 'Old', email: 'old@example.com', is_admin: true });
    expect(sessionRole()).toBe('admin');
  });
});
