// @vitest-environment node
// A role learned live (issue 23): a session promoted from staff to admin, or lowered back, learns it without
// logging in again, when the app starts and when its window gets the focus back; what it is offered follows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import { createApi } from '../../src/app/api/api';
import { createClient } from '../../src/app/api/client';
import { api } from '../../src/app/services/api';
import { followSessionRole } from '../../src/app/services/sessionRole';
import { sessionRole, signIn, signOut } from '../../src/app/state/auth';
import { startCommandHarness } from './commandHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/users' });

/** A colleague with staff access, and the app's API asking as them (the test's API asks as the admin). */
async function colleague(email: string) {
  const made = await server.makeUser({ email });
  await server.call('PATCH', `/api/v2/beamian-users/${made.id}`, { body: { role: 'staff' } });
  const theirs = createApi(createClient({ host: server.url, token: () => made.token, onUnauthorized() {}, onForbidden() {}, unreachableMessage: () => '' }));
  vi.spyOn(api.auth, 'isAdmin').mockImplementation(() => theirs.auth.isAdmin());
  return made;
}

const setRole = (id: number, role: string | null) => server.call('PATCH', `/api/v2/beamian-users/${id}`, { body: { role } });
const focusable = () => new EventTarget() as unknown as Window;

afterEach(() => {
  vi.restoreAllMocks();
  signOut(null);
});

describe('the session\'s role, followed', () => {
  it('learns a promotion and a demotion when the window gets the focus back, and offers what the role may do', async () => {
    const staff = await colleague('promoted@example.com');
    signIn(staff.token, { id: staff.id, name: 'Promoted', email: staff.email, is_admin: true, role: 'staff' });
    const window = focusable();
    const stop = followSessionRole(window);
    const give = () => availabilityOf(registry.get('users.giveAccess')!, at({ selected: [1] }).context);
    expect(give()).toEqual({ reason: 'users.unavailable.adminOnly' });

    await setRole(staff.id, 'admin');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(sessionRole()).toBe('admin'));
    expect(give()).toBe(true);

    await setRole(staff.id, 'staff');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(sessionRole()).toBe('staff'));
    expect(give()).toEqual({ reason: 'users.unavailable.adminOnly' });
    stop();
  });

  it('reads it when the app starts: a role stored at login and changed since is corrected at once', async () => {
    const staff = await colleague('stored@example.com');
    signIn(staff.token, { id: staff.id, name: 'Stored', email: staff.email, is_admin: true, role: 'staff' });
    await setRole(staff.id, 'admin');
    const stop = followSessionRole(focusable());
    await vi.waitFor(() => expect(sessionRole()).toBe('admin'));
    stop();
  });

  it('stops listening when stopped', async () => {
    const staff = await colleague('stopped@example.com');
    signIn(staff.token, { id: staff.id, name: 'Stopped', email: staff.email, is_admin: true, role: 'staff' });
    const window = focusable();
    followSessionRole(window)();
    await vi.waitFor(() => expect(api.auth.isAdmin).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('focus'));
    expect(api.auth.isAdmin).toHaveBeenCalledTimes(1);
  });
});
