// The managers panel's form: the e-mail looked up as it is typed; a found user assigned (events.addManager, so the
// palette and the panel share one path and one toast); an unknown e-mail invited with a name and a password
// (POST /api/v2/beamian-users with the event, which also makes the manager). Required fields are refused before
// sending; the server's refusal stands beside name or password, anything else under the e-mail (spec section 8).
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { addManagerCommand } from '../../../../commands/eventManagers';
import type { User } from '../../../contract/entities';
import { ApiFailure, failureMessage } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { paths } from '../../paths';
import { appServices, currentContext } from '../../services/appServices';
import { perform } from '../../services/runCommand';
import type { EventManagers } from './useEventManagers';
import { useUserLookup, type Lookup } from './useUserLookup';

export interface ManagerDraft {
  email: string;
  name: string;
  password: string;
}

export type ManagerField = keyof ManagerDraft;
export type ManagerErrors = Partial<Record<ManagerField, string>>;

/** The fields in the order they show: the first one in error takes the focus. */
export const MANAGER_FIELDS: readonly ManagerField[] = ['email', 'name', 'password'];

export interface ManagerForm {
  draft: ManagerDraft;
  change(field: ManagerField, value: string): void;
  lookup: Lookup;
  /** asks the look-up again after it failed */
  retryLookup(): void;
  /** the found user already manages this event: nothing to assign */
  alreadyManager: boolean;
  /** the server found nobody with the e-mail (or an invite is under way and no look-up failed): the toggle shows */
  offersInvite: boolean;
  /** the toggle is on: name and password show, and the form sends the invite */
  inviting: boolean;
  setInviting(on: boolean): void;
  errors: ManagerErrors;
  busy: 'assign' | 'invite' | null;
  /** typed changes that Esc should not lose without asking */
  dirty: boolean;
  /** counts refusals and successes, so the panel can move the focus after each */
  outcome: { count: number; kind: 'refused' | 'done' };
  submit(): Promise<void>;
}

/** Where each refusal of the invite is shown: name and password beside themselves, the rest under the e-mail. */
function inviteErrors(failure: ApiFailure): ManagerErrors {
  const name = failure.firstFor('name');
  const password = failure.firstFor('password');
  const others = Object.entries(failure.fieldErrors)
    .filter(([field]) => field !== 'name' && field !== 'password')
    .map(([field, messages]) => (field === 'email' ? messages[0] : `${field}: ${messages[0] ?? ''}`));
  const email = others[0] ?? (name || password ? undefined : failure.message);
  return { email, name, password };
}

export function useManagerForm(eventId: number, managers: EventManagers, invite: string | null): ManagerForm {
  const t = (id: MessageId, values?: Record<string, string | number>) => appServices.t(id, values);
  const [draft, setDraft] = useState<ManagerDraft>({ email: invite ?? '', name: '', password: '' });
  /** what the e-mail held on opening (an invite's address): not a change of the user's */
  const [openedWith, setOpenedWith] = useState(invite ?? '');
  const [inviteOn, setInviteOn] = useState(invite !== null);
  const [errors, setErrors] = useState<ManagerErrors>({});
  const [busy, setBusy] = useState<ManagerForm['busy']>(null);
  const [outcome, setOutcome] = useState<ManagerForm['outcome']>({ count: 0, kind: 'done' });
  /** Enter pressed while the e-mail was still being looked up: assign once the answer comes */
  const [pending, setPending] = useState(false);
  const { lookup, retry: retryLookup } = useUserLookup(draft.email);
  const found = lookup.kind === 'found' ? lookup.user : null;
  const alreadyManager = found !== null && managers.state.status === 'loaded' && managers.state.managers.some((manager) => manager.user_account.id === found.id);
  // a failed look-up knows nothing about the e-mail: no invitation until one answers
  const offersInvite = lookup.kind === 'notFound' || (inviteOn && (lookup.kind === 'idle' || lookup.kind === 'searching'));
  const inviting = inviteOn && offersInvite;

  const settle = (kind: 'refused' | 'done') => setOutcome((last) => ({ count: last.count + 1, kind }));
  const refuse = (refusal: ManagerErrors) => {
    setErrors(refusal);
    settle('refused');
  };

  function change(field: ManagerField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') setPending(false);
  }

  async function succeeded() {
    setDraft({ email: '', name: '', password: '' });
    setOpenedWith('');
    setInviteOn(false);
    setErrors({});
    // an invite opened by URL is done: a reload must not offer it again
    if (window.location.search) navigate(paths.events.addManager, { replace: true });
    await managers.reload();
    settle('done');
  }

  async function assign(user: User) {
    setBusy('assign');
    try {
      await perform(addManagerCommand, { user: { id: user.id, name: user.name } }, currentContext());
      await succeeded();
    } catch (error) {
      refuse({ email: failureMessage(error, t) });
    } finally {
      setBusy(null);
    }
  }

  async function sendInvite() {
    const email = draft.email.trim();
    const missing: ManagerErrors = {
      email: email ? undefined : t('eventManagers.emailRequired'),
      name: draft.name.trim() ? undefined : t('eventManagers.nameRequired'),
      password: draft.password ? undefined : t('eventManagers.passwordRequired'),
    };
    if (Object.values(missing).some(Boolean)) return refuse(missing);
    setBusy('invite');
    try {
      const user = await appServices.api.users.create({ email, name: draft.name.trim(), password: draft.password, event: eventId });
      appServices.notify.success(t('eventManagers.invited', { name: user.name }));
      await succeeded();
    } catch (error) {
      refuse(error instanceof ApiFailure ? inviteErrors(error) : { email: failureMessage(error, t) });
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    if (busy) return;
    if (inviting) return sendInvite();
    if (lookup.kind === 'searching') return setPending(true);
    if (lookup.kind === 'failed') return retryLookup();
    if (found && !alreadyManager) return assign(found);
    if (!draft.email.trim()) refuse({ email: t('eventManagers.emailRequired') });
  }

  useEffect(() => {
    if (!pending || lookup.kind === 'searching') return;
    setPending(false);
    if (found && !alreadyManager && !inviting) void assign(found);
  }, [pending, lookup]);

  const dirty = draft.email !== openedWith || draft.name !== '' || draft.password !== '';
  return { draft, change, lookup, retryLookup, alreadyManager, offersInvite, inviting, setInviting: setInviteOn, errors, busy, dirty, outcome, submit };
}
