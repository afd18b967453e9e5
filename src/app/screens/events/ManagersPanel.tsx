// /events/add-event-manager: the managers of the one event targeted (selected, or under the cursor). The e-mail
// is looked up as it is typed; a found user is assigned with Enter (or Assign); an unknown e-mail offers a
// registration invite (a toggle revealing name and password). Below, the event's managers, each removable after a
// confirmation. `?event=<id>` names the event (else the table's); `?invite=<e-mail>` (the palette's "Invite {email}…")
// opens with the e-mail typed and the toggle on.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { addManagerCommand } from '../../../../commands/eventManagers';
import { oneTarget } from '../../../../commands/targets';
import { PASSWORD_MAX } from '../../../contract/limits';
import { useCommandState } from '../../commandUi/useCommandContext';
import { idFromParam, paths } from '../../paths';
import { events } from '../../services/lists';
import { PasswordInput } from '../../ui/PasswordInput';
import { passwordRule } from '../../ui/passwordRule';
import { SidePanel } from '../../ui/SidePanel';
import { submitOnModEnter } from '../../ui/submitShortcut';
import { useDiscardGuard } from '../../ui/useDiscardGuard';
import { ManagersList } from './ManagersList';
import { useEventManagers } from './useEventManagers';
import { MANAGER_FIELDS, useManagerForm, type ManagerField } from './useManagerForm';
import '../../records/records.css';
import './managers.css';

const close = () => navigate(paths.events.list);

export function ManagersPanel() {
  const intl = useIntl();
  const { context, availability } = useCommandState(addManagerCommand);
  const [{ invite, named }] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { invite: query.get('invite'), named: idFromParam(query.get('event') ?? undefined) };
  });
  const closeButton = useRef<HTMLButtonElement>(null);
  // the event the URL names (a reload, a shared link), else the one the table targets
  const eventId = named ?? (availability === true ? oneTarget(context) : null);
  if (eventId !== null) return <EventManagersPanel key={eventId} eventId={eventId} invite={invite} />;
  return (
    <SidePanel
      title={intl.formatMessage({ id: 'eventManagers.titleNoEvent' })}
      onClose={close}
      initialFocus={closeButton}
      footer={<button ref={closeButton} type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>}
    >
      <p className="kr-notice" role="alert">{intl.formatMessage({ id: availability === true ? 'command.unavailable.notOneEvent' : availability.reason })}</p>
    </SidePanel>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** ids of other texts that describe the field (a hint, the look-up's answer) */
  describedBy?: (string | false | null | undefined)[];
  children(props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }): ReactNode;
}

/** A labelled field with its message beside it (aria-invalid + aria-describedby), as every form shows them. */
function Field({ id, label, error, describedBy = [], children }: FieldProps) {
  const ids = [error ? `${id}-error` : null, ...describedBy].filter(Boolean).join(' ');
  return (
    <div className="kr-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined })}
      {error && <span id={`${id}-error`} className="kr-field-error">{error}</span>}
    </div>
  );
}

function EventManagersPanel({ eventId, invite }: { eventId: number; invite: string | null }) {
  const intl = useIntl();
  const id = useId();
  const list = useSnapshot(events.state);
  // the event may be newer than the list: then the list is read again (in the background if it is on screen)
  useEffect(() => {
    if (!events.find(eventId)) void events.load(events.state.status === 'loaded' ? { staleAfterMs: 0 } : undefined);
  }, [eventId]);
  const eventName = events.find(eventId)?.name ?? (list.status === 'loaded' ? `#${eventId}` : '…');
  const managers = useEventManagers(eventId);
  const form = useManagerForm(eventId, managers, invite);
  const refs: Record<ManagerField, RefObject<HTMLInputElement | null>> = { email: useRef(null), name: useRef(null), password: useRef(null) };
  const fieldId = (field: ManagerField) => `${id}-${field}`;
  const { lookup, errors, busy } = form;

  // after a refusal the first field in error takes the focus; after a success the e-mail, for the next person
  useEffect(() => {
    if (form.outcome.count === 0) return;
    const target = form.outcome.kind === 'refused' ? MANAGER_FIELDS.find((field) => errors[field]) : 'email';
    if (target) refs[target].current?.focus();
  }, [form.outcome]);

  const { requestClose, guard } = useDiscardGuard(form.dirty, close);
  const submit = () => void form.submit();
  const lookupId = `${id}-lookup`;
  const busyLabel = (label: 'eventManagers.assign' | 'eventManagers.sendInvite', working: 'eventManagers.assigning' | 'eventManagers.sending') => (
    <>
      {busy && <span className="kr-spinner" aria-hidden="true" />}
      {intl.formatMessage({ id: busy ? working : label })}
    </>
  );

  return (
    <SidePanel
      title={intl.formatMessage({ id: 'eventManagers.title' }, { event: eventName })}
      onClose={requestClose}
      busy={busy !== null}
      initialFocus={invite !== null ? refs.name : refs.email}
      footer={
        <button type="button" className="kr-button" onClick={() => busy === null && requestClose()} aria-disabled={busy !== null || undefined}>
          {intl.formatMessage({ id: 'panel.close' })}
        </button>
      }
    >
      <form
        className="kr-manager-form"
        noValidate
        aria-busy={busy !== null || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={(event) => {
          submitOnModEnter(submit)(event);
          // Enter in a one-line field assigns (or sends the invite), even before the look-up has answered
          const target = event.target;
          if (!event.defaultPrevented && event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox') {
            event.preventDefault();
            submit();
          }
        }}
      >
        <Field id={fieldId('email')} label={intl.formatMessage({ id: 'eventManagers.email' })} error={errors.email} describedBy={[lookup.kind !== 'idle' && lookupId]}>
          {(props) => (
            <input
              {...props}
              ref={refs.email}
              name="email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={form.draft.email}
              onChange={(event) => form.change('email', event.target.value)}
            />
          )}
        </Field>
        <div id={lookupId} role="status" className="kr-manager-lookup">
          {lookup.kind === 'searching' && <p className="kr-lead">{intl.formatMessage({ id: 'eventManagers.lookingUp' })}</p>}
          {lookup.kind === 'found' && (
            <div className="kr-manager-found">
              <div>
                <strong>{lookup.user.name}</strong>
                <span className="kr-manager-email">{lookup.user.email}</span>
                {form.alreadyManager && <span>{intl.formatMessage({ id: 'eventManagers.alreadyManager' }, { name: lookup.user.name })}</span>}
              </div>
              {!form.alreadyManager && (
                <button type="submit" className="kr-button kr-primary" aria-disabled={busy !== null || undefined}>
                  {busyLabel('eventManagers.assign', 'eventManagers.assigning')}
                </button>
              )}
            </div>
          )}
          {lookup.kind === 'notFound' && <p className="kr-notice">{intl.formatMessage({ id: 'eventManagers.notFound' })}</p>}
          {lookup.kind === 'failed' && (
            <div className="kr-manager-failed">
              <p className="kr-field-error">{intl.formatMessage({ id: 'eventManagers.lookupFailed' }, { message: lookup.message })}</p>
              <button
                type="button"
                className="kr-button"
                onClick={() => {
                  // the button goes while the look-up runs: the focus goes back to the e-mail
                  refs.email.current?.focus();
                  form.retryLookup();
                }}
              >{intl.formatMessage({ id: 'eventManagers.lookupRetry' })}</button>
            </div>
          )}
        </div>
        {form.offersInvite && (
          <label className="kr-check">
            <input type="checkbox" checked={form.inviting} onChange={(event) => form.setInviting(event.target.checked)} />
            <span>{intl.formatMessage({ id: 'eventManagers.inviteToggle' })}</span>
          </label>
        )}
        {form.inviting && (
          <>
            <Field id={fieldId('name')} label={intl.formatMessage({ id: 'eventManagers.name' })} error={errors.name}>
              {(props) => (
                <input {...props} ref={refs.name} name="name" type="text" required maxLength={100} autoComplete="off" value={form.draft.name} onChange={(event) => form.change('name', event.target.value)} />
              )}
            </Field>
            <Field id={fieldId('password')} label={intl.formatMessage({ id: 'eventManagers.password' })} error={errors.password} describedBy={[`${fieldId('password')}-hint`]}>
              {(props) => (
                <>
                  <PasswordInput {...props} ref={refs.password} name="password" required maxLength={PASSWORD_MAX} autoComplete="new-password" value={form.draft.password} onChange={(event) => form.change('password', event.target.value)} />
                  <span id={`${fieldId('password')}-hint`} className="kr-field-hint">{intl.formatMessage({ id: passwordRule.id }, passwordRule.values)}</span>
                </>
              )}
            </Field>
            <div className="kr-manager-actions">
              <button type="submit" className="kr-button kr-primary" aria-disabled={busy !== null || undefined}>
                {busyLabel('eventManagers.sendInvite', 'eventManagers.sending')}
              </button>
            </div>
          </>
        )}
      </form>
      <ManagersList eventName={eventName} managers={managers} focusAfterLast={() => refs.email.current?.focus()} />
      {guard}
    </SidePanel>
  );
}
