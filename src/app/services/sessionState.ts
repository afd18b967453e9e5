// What belongs to one person's session goes with it: the undo history (its changes would be reverted with the next
// person's token) and the palette's recent items (the next person would see what this one opened). Only
// `auth.lastUser` stays, for the login screen's "Log back in as …?". The lists and their local copies end with the
// session in lists.ts.
import { subscribe } from 'valtio';
import { forgetRecent } from '../palette/recent';
import { auth } from '../state/auth';
import { history } from './notify';

const currentUser = () => (auth.token === null ? null : (auth.user?.id ?? null));

/** Forgets the session's own state now. */
export function forgetSessionState(): void {
  history.clear();
  forgetRecent();
}

let sessionUser = currentUser();
// the app starting logged out: whatever an earlier session left in this browser is not for whoever logs in next
if (sessionUser === null) forgetRecent();

subscribe(auth, () => {
  const user = currentUser();
  if (user === sessionUser) return;
  sessionUser = user;
  // a session that ended (logout, a 401, an account deleted) or another person: nothing of the last one is kept
  forgetSessionState();
}, true); // at once, in the same task as the change of session: no key can undo in between
