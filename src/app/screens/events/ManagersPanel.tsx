// /events/add-event-manager: the managers of the one event targeted (selected, or under the cursor), each removable
// after a confirmation. Adding one is the palette's page, the one search for people ("Add a manager…", Shift+M, for
// THIS event whatever the table's cursor); its "Invite {email}…" comes back here with `?invite=<e-mail>`, the one
// case with a form of its own (name and password). `?event=<id>` names the event (else the table's).
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { tinykeys } from 'tinykeys';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { addManagerCommand } from '../../../../commands/eventManagers';
import { oneTarget } from '../../../../commands/targets';
import { PASSWORD_MAX } from '../../../contract/limits';
import { topLayer } from '../../keys/focusStack';
import { keyCaps } from '../../keys/keyLabels';
import { isTypingTarget } from '../../keys/textInput';
import { openPalette, paletteState } from '../../state/paletteState';
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

/** Shift+M, the add command's own key: in this panel it opens the palette page for the panel's event. */
const ADD_KEYS = addManagerCommand.keys?.[0] ?? 'Shift+M';

/** The panel's main action, primary unless the invitation form is open (its "Send the invitation" is then). */
function AddManagerButton({ eventId, eventName, buttonRef, primary }: { eventId: number; eventName: string; buttonRef: RefObject<HTMLButtonElement | null>; primary: boolean }) {
  const intl = useIntl();
  const open = () => openPalette(addManagerCommand.id, { section: 'events', id: eventId, name: eventName });
  // the panel is a layer of its own, where the table's keys do not act: its key is bound here, outside text fields
  useEffect(
    () =>
      tinykeys(window, {
        [ADD_KEYS]: (event) => {
          if (event.defaultPrevented || topLayer() !== 'panel' || isTypingTarget(event) || paletteState.open) return;
          event.preventDefault();
          open();
        },
      }),
    [eventId, eventName],
  );
  return (
    <div className="kr-manager-actions">
      <button ref={buttonRef} type="button" className={primary ? 'kr-button kr-primary' : 'kr-button'} onClick={open} aria-keyshortcuts={ADD_KEYS}>
        {intl.formatMessage({ id: 'eventManagers.addButton' })}
        {keyCaps(ADD_KEYS).map((press, index) => (
          <span key={index} aria-hidden="true">{press.map((cap) => <kbd key={cap}>{cap}</kbd>)}</span>
        ))}
      </button>
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
  const form = useManagerForm(eventId, invite);
  const addButton = useRef<HTMLButtonElement>(null);
  const refs: Record<ManagerField, RefObject<HTMLInputElement | null>> = { email: useRef(null), name: useRef(null), password: useRef(null) };
  const fieldId = (field: ManagerField) => `${id}-${field}`;
  const { errors, busy } = form;

  // after a refusal the first field in error takes the focus; once sent, the add button, for the next person
  useEffect(() => {
    if (form.outcome.count === 0) return;
    const target = form.outcome.kind === 'refused' ? MANAGER_FIELDS.find((field) => errors[field]) : undefined;
    if (target) refs[target].current?.focus();
    else addButton.current?.focus();
  }, [form.outcome]);

  const { requestClose, guard } = useDiscardGuard(form.dirty, close);
  const submit = () => void form.submit();

  return (
    <SidePanel
      title={intl.formatMessage({ id: 'eventManagers.title' }, { event: eventName })}
      onClose={requestClose}
      busy={busy}
      initialFocus={form.inviting ? refs.name : addButton}
      footer={
        <button type="button" className="kr-button" onClick={() => !busy && requestClose()} aria-disabled={busy || undefined}>
          {intl.formatMessage({ id: 'panel.close' })}
        </button>
      }
    >
      <AddManagerButton eventId={eventId} eventName={eventName} buttonRef={addButton} primary={!form.inviting} />
      {form.inviting && (
        <form
          className="kr-manager-form"
          noValidate
          aria-busy={busy || undefined}
          aria-label={intl.formatMessage({ id: 'eventManagers.inviteHeading' })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          onKeyDown={(event) => {
            submitOnModEnter(submit)(event);
            // Enter in a one-line field sends the invite
            const target = event.target;
            if (!event.defaultPrevented && event.key === 'Enter' && target instanceof HTMLInputElement) {
              event.preventDefault();
              submit();
            }
          }}
        >
          <h3>{intl.formatMessage({ id: 'eventManagers.inviteHeading' })}</h3>
          <Field id={fieldId('email')} label={intl.formatMessage({ id: 'eventManagers.email' })} error={errors.email}>
            {(props) => (
              <input {...props} ref={refs.email} name="email" type="email" autoComplete="off" spellCheck={false} value={form.draft.email} onChange={(event) => form.change('email', event.target.value)} />
            )}
          </Field>
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
            <button type="submit" className="kr-button kr-primary" aria-disabled={busy || undefined}>
              {busy && <span className="kr-spinner" aria-hidden="true" />}
              {intl.formatMessage({ id: busy ? 'eventManagers.sending' : 'eventManagers.sendInvite' })}
            </button>
          </div>
        </form>
      )}
      <ManagersList eventName={eventName} managers={managers} focusAfterLast={() => addButton.current?.focus()} />
      {guard}
    </SidePanel>
  );
}
