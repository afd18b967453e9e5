// The session: token and user, kept in localStorage so a reload stays logged in.
import { proxy, subscribe } from 'valtio';
import type { SessionUser } from '../../contract/entities';
import type { Role } from '../../contract/enums';
import { readStored, writeStored } from './storage';
import { paths } from '../paths';

export const AUTH_KEY = 'kitroom.auth';
export const REDIRECT_KEY = 'kitroom.redirect';

interface StoredAuth { token: string; user: SessionUser }

export type AuthNotice = 'loggedOut' | 'sessionExpired' | 'forbidden' | 'accountDeleted' | null;

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  /** the last user, kept after logout so the login screen can offer "log back in?" */
  lastUser: SessionUser | null;
  loading: boolean;
  error: string | null;
  notice: AuthNotice;
}

const stored = readStored<StoredAuth>(AUTH_KEY);
const lastUser = readStored<SessionUser>(`${AUTH_KEY}.last`);

export const auth = proxy<AuthState>({
  token: stored?.token ?? null,
  user: stored?.user ?? null,
  lastUser: lastUser ?? stored?.user ?? null,
  loading: false,
  error: null,
  notice: null,
});

subscribe(auth, () => {
  writeStored(AUTH_KEY, auth.token && auth.user ? { token: auth.token, user: auth.user } : null);
  writeStored(`${AUTH_KEY}.last`, auth.lastUser);
});

export const isLoggedIn = () => auth.token !== null;

/**
 * The session's role, as the login or is-admin answered it: `admin`, `staff`, or null. A server older than roles
 * answers only `is_admin`, which then meant an admin.
 */
export function sessionRole(user: SessionUser | null = auth.user): Role | null {
  if (!user) return null;
  if (user.role !== undefined) return user.role;
  return user.is_admin ? 'admin' : null;
}

export const sessionIsAdmin = (): boolean => sessionRole() === 'admin';

/** The server says the session's role changed (an admin's call refused as staff's): what is offered follows at once. */
export function updateSessionRole(role: Role | null): void {
  if (auth.user && sessionRole() !== role) auth.user = { ...auth.user, role, is_admin: role !== null };
}

export function signIn(token: string, user: SessionUser): void {
  Object.assign(auth, { token, user, lastUser: user, loading: false, error: null, notice: null });
}

/** Whose session ended in this page (a logout, an expiry): the route remembered since then is theirs. */
let endedSessionUser: number | null = null;

export function signOut(notice: AuthNotice): void {
  endedSessionUser = auth.user?.id ?? endedSessionUser;
  Object.assign(auth, { token: null, user: null, loading: false, error: null, notice });
  // a deleted account cannot log back in: the login screen offers no "log back in?" for it
  if (notice === 'accountDeleted') auth.lastUser = null;
}

interface RememberedRoute {
  path: string;
  /** the user whose session ended there; null for a link opened without a session, which anyone may follow */
  user: number | null;
}

/** Remembers where to come back to after the next login, and for whom. */
export function rememberRoute(path: string): void {
  if (path === paths.login || path === paths.logout) return;
  const remembered: RememberedRoute = { path, user: auth.user?.id ?? endedSessionUser };
  writeStored(REDIRECT_KEY, remembered);
}

/** Where `userId` goes after logging in: back where they were, never where another person's session ended. */
export function takeRememberedRoute(userId: number): string {
  const remembered = readStored<Partial<RememberedRoute>>(REDIRECT_KEY);
  writeStored(REDIRECT_KEY, null);
  const path = remembered?.path;
  const theirs = remembered?.user === null || remembered?.user === userId;
  return theirs && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : paths.home;
}
