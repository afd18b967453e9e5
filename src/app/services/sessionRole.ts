// The session's role kept true while the app is open: an admin may make this person an admin, or staff, at any
// time, and users are not a synced list (nothing on the change stream tells of it). So the role is read again
// (is-admin, one small GET) when the app starts with a session and whenever its window gets the focus back, as well
// as on a 403 `admin_only` (services/api.ts). Access taken away is not this: it revokes the person's tokens, and the
// stream's end or the next call's 401 ends the session.
import { api } from './api';
import { auth, updateSessionRole } from '../state/auth';

/** Reads the session's role from the server; what is offered follows at once. */
export async function refreshSessionRole(): Promise<void> {
  const token = auth.token;
  if (token === null) return;
  const answer = await api.auth.isAdmin();
  // another session since the question: the answer is not about it
  if (auth.token !== token) return;
  updateSessionRole(answer.role !== undefined ? answer.role : answer.is_admin ? 'admin' : null);
}

type FocusTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Reads the role now and on each return of the focus to `target`; answers the stop. */
export function followSessionRole(target: FocusTarget = window): () => void {
  // a failure (offline) leaves the role as it was; the next focus, or a refused call, tells again
  const refresh = () => void refreshSessionRole().catch(() => undefined);
  refresh();
  target.addEventListener('focus', refresh);
  return () => target.removeEventListener('focus', refresh);
}
