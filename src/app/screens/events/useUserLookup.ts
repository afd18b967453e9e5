// The managers panel's e-mail field looks its user up on the server as the user types: only a complete e-mail,
// after a pause in typing, one request in flight, a late answer dropped (palette/serverSearch.ts). What it says
// always answers the e-mail in the field now, so its message goes as soon as the e-mail changes.
import { looksLikeEmail } from '../../../../commands/eventManagers';
import type { User } from '../../../contract/entities';
import { useServerSearch } from '../../palette/serverSearch';
import { api } from '../../services/api';

export const LOOKUP_DEBOUNCE_MS = 250;

export type Lookup =
  /** nothing to look up: the field does not hold an e-mail yet */
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; user: User }
  /** the spec: a failed look-up also reads as "the user does not exist", with the offer to invite */
  | { kind: 'notFound'; failure: string | null };

const IDLE: Lookup = { kind: 'idle' };
const SEARCHING: Lookup = { kind: 'searching' };

async function findUser(email: string, signal: AbortSignal): Promise<User[]> {
  const user = await api.users.findByEmail(email, signal);
  return user ? [user] : [];
}

export function useUserLookup(email: string): Lookup {
  const text = email.trim();
  const wanted = looksLikeEmail(text) ? text : '';
  const state = useServerSearch(findUser, wanted, LOOKUP_DEBOUNCE_MS);
  if (wanted === '') return IDLE;
  if (state.text !== wanted || state.status === 'searching' || state.status === 'idle') return SEARCHING;
  if (state.status === 'error') return { kind: 'notFound', failure: state.error };
  const user = state.results[0];
  return user ? { kind: 'found', user } : { kind: 'notFound', failure: null };
}
