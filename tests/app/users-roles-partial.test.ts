// @vitest-environment node
// A role given to several people (issue 23), against the real server: chosen in the palette it only opens the
// confirmation; confirmed, each person is one PATCH, a refusal midway stops nobody else, the message names who did
// not change and why, and the undo puts back exactly those that changed (and leaves, naming them, those changed since).
import { describe, expect, it, vi } from 'vitest';
import { Irreversible, type Undo } from '../../commands/context';
import { paths } from '../../src/app/paths';
import { users } from '../../src/app/services/lists';
import { signIn } from '../../src/app/state/auth';
import { settings } from '../../src/app/state/settings';
import { startCommandHarness } from './commandHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/users' });
settings.language = 'en';
signIn(server.adminToken, { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'admin' });

async function people(...names: string[]) {
  const made: number[] = [];
  for (const name of names) made.push((await server.makeUser({ email: `${name.replace(' ', '.').toLowerCase()}@example.com`, name })).id);
  await users.show({ page: 1, pageSize: 20, search: '' });
  return made;
}

const rolesOnServer = async (ids: readonly number[]) => Promise.all(ids.map(async (id) => (await server.call('GET', `/api/v2/beamian-users/${id}`)).body.role as string | null));

describe('a role chosen in the palette', () => {
  it('opens the confirmation at the command\'s route and changes nobody yet', async () => {
    const ids = await people('Paula Chosen', 'Pedro Chosen');
    const scene = at({ route: paths.users.list, selected: ids });
    await scene.run('users.giveAccess', { role: 'staff' }, 'palette');
    expect(scene.navigate).toHaveBeenCalledWith('/users/give-access?role=staff');
    await scene.run('users.changeRole', { role: 'none' }, 'keys');
    expect(scene.navigate).toHaveBeenLastCalledWith('/users/change-role?role=none');
    expect(await rolesOnServer(ids)).toEqual([null, null]);
    expect(scene.success).not.toHaveBeenCalled();
  });
});

describe('a role given to several people, one refused midway', () => {
  it('changes the others, names the refused with the reason, and undoes exactly those that changed', async () => {
    const [ana, rui] = await people('Ana Partial', 'Rui Partial');
    const me = (await server.call('GET', '/api/v2/beamian-users/1')).body.name as string;
    // one's own admin role in the middle: the server refuses it, the one after still changes
    const scene = at({ route: paths.users.list, selected: [ana!, 1, rui!] });
    const setRole = vi.spyOn(scene.api.users, 'setRole');
    const undo = await scene.run<Undo>('users.changeRole', { role: 'staff' });

    expect(await rolesOnServer([ana!, 1, rui!])).toEqual(['staff', 'admin', 'staff']);
    expect(scene.success).not.toHaveBeenCalled();
    expect(scene.error).toHaveBeenCalledWith(`2 of 3 users → Staff. Not changed: ${me} (You cannot remove your own admin role: another admin must do it.)`, undo);
    expect(scene.table.setRowState).toHaveBeenCalledWith([1], { kind: 'error', message: 'You cannot remove your own admin role: another admin must do it.' });

    setRole.mockClear();
    await undo.run();
    expect(await rolesOnServer([ana!, 1, rui!])).toEqual([null, 'admin', null]);
    // nobody refused is touched by the undo
    expect(setRole.mock.calls.map(([id]) => id)).toEqual([ana, rui]);
    await undo.redo();
    expect(await rolesOnServer([ana!, 1, rui!])).toEqual(['staff', 'admin', 'staff']);
  });

  it('leaves, and names, a person changed by someone else since; the others are put back', async () => {
    const [eva, ines] = await people('Eva Since', 'Ines Since');
    const undo = await at({ route: paths.users.list, selected: [eva!, ines!] }).run<Undo>('users.giveAccess', { role: 'staff' });
    await server.call('PATCH', `/api/v2/beamian-users/${ines}`, { body: { role: 'admin' } });
    const failure = await undo.run().then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Irreversible);
    expect((failure as Error).message).toBe('Ines Since was changed by someone else since, and stays as they are');
    expect(await rolesOnServer([eva!, ines!])).toEqual([null, 'admin']);
  });

  it('says why nobody changed when every one was refused, and records no undo', async () => {
    const [own] = [1];
    const scene = at({ route: paths.users.list, selected: [own!] });
    const failure = await scene.failureOf('users.changeRole', { role: 'none' });
    expect(failure?.message).toBe('You cannot remove your own admin role: another admin must do it.');
    expect(scene.success).not.toHaveBeenCalled();
    expect(scene.error).not.toHaveBeenCalled();
  });
});
