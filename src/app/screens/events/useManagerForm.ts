// The managers panel's invitation, for an e-mail nobody has (the palette's "Invite {email}…" opens the panel with
// it): a name and a password register the user as the event's manager (POST /api/v2/beamian-users with the event).
// Required fields are refused before sending; the server's refusal stands beside name or password, anything else
// under the e-mail (spec section 8). Finding someone who has an account is the palette page's, never this form's.
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ApiFailure, failureMessage } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { paths } from '../../paths';
import { appServices } from '../../services/appServices';
import { managersChanged } from '../../state/managerChanges';

export interface ManagerDraft {
  email: string;
  name: string;
  password: string;
}

export type ManagerField = keyof ManagerDraft;
export type ManagerErrors = Partial<Record<ManagerField, string>>;

/** The fields in the order they show: the first one in error takes the focus. */
export const MANAGER_FIELDS: readonly ManagerField[] = ['email', 'name', 'password'];

export interface InviteForm {
  /** an invitation is under way (the panel was opened for one and it is not sent yet) */
  inviting: boolean;
  draft: ManagerDraft;
  change(field: ManagerField, value: string): void;
  errors: ManagerErrors;
  busy: boolean;
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

export function useManagerForm(eventId: number, invite: string | null): InviteForm {
  const t = (id: MessageId, values?: Record<string, string | number>) => appServices.t(id, values);
  const [inviting, setInviting] = useState(invite !== null);
  const [draft, setDraft] = useState<ManagerDraft>({ email: invite ?? '', name: '', password: '' });
  const [errors, setErrors] = useState<ManagerErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<InviteForm['outcome']>({ count: 0, kind: 'done' });

  const settle = (kind: 'refused' | 'done') => setOutcome((last) => ({ count: last.count + 1, kind }));
  const refuse = (refusal: ManagerErrors) => {
    setErrors(refusal);
    settle('refused');
  };

  function change(field: ManagerField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    if (busy || !inviting) return;
    const email = draft.email.trim();
    const missing: ManagerErrors = {
      email: email ? undefined : t('eventManagers.emailRequired'),
      name: draft.name.trim() ? undefined : t('eventManagers.nameRequired'),
      password: draft.password ? undefined : t('eventManagers.passwordRequired'),
    };
    if (Object.values(missing).some(Boolean)) return refuse(missing);
    setBusy(true);
    try {
      const user = await appServices.api.users.create({ email, name: draft.name.trim(), password: draft.password, event: eventId });
      appServices.notify.success(t('eventManagers.invited', { name: user.name }));
      setInviting(false);
      setDraft({ email: '', name: '', password: '' });
      setErrors({});
      // the invite opened by URL is done: a reload must not offer it again
      navigate(paths.events.managersOf(eventId), { replace: true });
      managersChanged(eventId);
      settle('done');
    } catch (error) {
      refuse(error instanceof ApiFailure ? inviteErrors(error) : { email: failureMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  const dirty = inviting && (draft.email !== (invite ?? '') || draft.name !== '' || draft.password !== '');
  return { inviting, draft, change, errors, busy, dirty, outcome, submit };
}
