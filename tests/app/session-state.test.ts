// Per-user state ends with its session (issue 19, point 3): after a logout, or a login as someone else, the next
// person can neither undo the last one's changes with their own token nor see what they opened under "Recent";
// only the last user, for "Log back in as …?", stays.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Undo } from '../../commands/context';
import { readRecent, rememberRecent } from '../../src/app/palette/recent';
import '../../src/app/services/sessionState';
import { history } from '../../src/app/services/notify';
import { auth, rememberRoute, signIn, signOut, takeRememberedRoute } from '../../src/app/state/auth';

const admin = { id: 1, name: 'Ana Admin', email: 'ana@example.com', is_admin: true };
const colleague = { id: 2, name: 'Rui Staff', email: 'rui@example.com', is_admin: true };
const reverted: string[] = [];
const deviceEdit: Undo = { summary: 'PRINTER-0426 edited', run: async () => void reverted.push('undo'), redo: async () => undefined };

function workAs(user: typeof admin) {
  signIn(`token-of-${user.id}`, user);
  history.record(deviceEdit);
  rememberRecent({ kind: 'event', id: 7, title: 'Porto Health Congress 2026', path: '/events?focus=7' });
}

beforeEach(() => {
  signOut(null);
  reverted.length = 0;
});

describe('a session’s own state', () => {
  it('goes with a logout: nothing to undo, no recent items, the last user kept for "Log back in"', async () => {
    workAs(admin);
    expect(history.canUndo()).toBe(true);
    signOut('loggedOut');
    expect(history.canUndo()).toBe(false);
    expect(await history.undo()).toMatchObject({ kind: 'nothing' });
    expect(reverted).toEqual([]);
    expect(readRecent()).toEqual([]);
    expect(auth.lastUser).toEqual(admin);
  });

  it('goes when someone else logs in without a logout between', () => {
    workAs(admin);
    signIn('token-of-2', colleague);
    expect(history.canUndo()).toBe(false);
    expect(readRecent()).toEqual([]);
  });

  it('stays while the same person’s session goes on', () => {
    workAs(admin);
    signIn('token-of-1-renewed', admin);
    expect(history.canUndo()).toBe(true);
    expect(readRecent()).toHaveLength(1);
  });
});

describe('the page to come back to after a login', () => {
  it('is the person’s own: after their logout or expiry they come back, someone else starts at Home', () => {
    workAs(admin);
    signOut('loggedOut');
    rememberRoute('/devices/edit/426');
    expect(takeRememberedRoute(colleague.id)).toBe('/');
    workAs(admin);
    rememberRoute('/events/7/booklet');
    signOut('sessionExpired');
    expect(takeRememberedRoute(admin.id)).toBe('/events/7/booklet');
  });

  it('is anyone’s when it is a link opened before any session ended in this page', async () => {
    vi.resetModules();
    const fresh = await import('../../src/app/state/auth');
    fresh.rememberRoute('/devices?status=missing');
    expect(fresh.takeRememberedRoute(colleague.id)).toBe('/devices?status=missing');
  });
});

