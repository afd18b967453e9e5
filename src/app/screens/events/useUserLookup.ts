// The managers panel's e-mail field looks its user up on the server as the user types: only a complete e-mail,
// after a pause in typing, one request in flight, a late answer dropped (palette/serverSearch.ts). What it says
// always answers the e-mail in the field now, so its message goes as soon as the e-mail changes. A look-up that
// failed (network, 5xx) says so and can be tried again; only one that answered and found nobody means "this user
// does not exist" (and offers the invitation).
import { looksLikeEmail } from '../../../../commands/eventManagers';
import type { User } from '../../../contract/entities';
import { useRetryableServerSearch } from '../../palette/serverSearch';
import { api } from '../../services/api';

export const LOOKUP_DEBOUNCE_MS = 250;

export type Lookup =
  /** nothing to look up: the field does not hold an e-mail yet */
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; user: User }
  /** the server answered: nobody has this e-mail */
  | { kind: 'notFound' }
  /** the look-up itself failed: nothing is known about the e-mail yet */
  | { kind: 'failed'; message: string };

const IDLE: Lookup = { kind: 'idle' };
const SEARCHING: Lookup = { kind: 'searching' };

async function findUser(email: string, signal: AbortSignal): Promise<User[]> {
  const user = await api.users.findByEmail(email, signal);
  return user ? [user] : [];
}

const NOT_FOUND: Lookup = { kind: 'notFound' };

export function useUserLookup(email: string): { lookup: Lookup; retry(): void } {
  const text = email.trim();
  const wanted = looksLikeEmail(text) ? text : '';
  const { state, retry } = useRetryableServerSearch(findUser, wanted, LOOKUP_DEBOUNCE_MS);
  return { lookup: lookupOf(wanted, state.text, state.status, state.results[0], state.error), retry };
}

function lookupOf(wanted: string, answered: string, status: 'idle' | 'searching' | 'done' | 'error', user: User | undefined, error: string | null): Lookup {
  if (wanted === '') return IDLE;
  if (answered !== wanted || status === 'searching' || status === 'idle') return SEARCHING;
  if (status === 'error') return { kind: 'failed', message: error ?? '' };
  return user ? { kind: 'found', user } : NOT_FOUND;
}
