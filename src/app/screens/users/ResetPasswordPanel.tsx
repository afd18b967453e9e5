// /users/reset-password?user=7: a new password for one user, typed twice. Too short or not the same twice is said
// before anything is sent; the server's rule is shown beside the field from the start, its refusal too. The user's sessions end with it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { oneTarget } from '../../../../commands/targets';
import { resetPassword } from '../../../../commands/users';
import type { User } from '../../../contract/entities';
import { PASSWORD_MAX } from '../../../contract/limits';
import { ApiFailure, failureMessage } from '../../api/errors';
import { idFromParam, paths } from '../../paths';
import { listReturn } from '../../records/listReturn';
import { api } from '../../services/api';
import { currentContext } from '../../services/appServices';
import { users } from '../../services/lists';
import { perform } from '../../services/runCommand';
import { PasswordInput } from '../../ui/PasswordInput';
import { passwordRefusal, passwordRule } from '../../ui/passwordRule';
import { SidePanel } from '../../ui/SidePanel';
import { StateMessage } from '../../ui/StateMessage';
import { submitOnModEnter } from '../../ui/submitShortcut';
import { useDiscardGuard } from '../../ui/useDiscardGuard';

type Loaded = { status: 'loading' } | { status: 'loaded'; user: User } | { status: 'missing'; message: string };

const close = () => navigate(listReturn(paths.users.list));

/** The user the URL names, else the one the table targets; read from the server when not on the page. */
function useTargetUser(): Loaded {
  const intl = useIntl();
  const [userId] = useState(() => idFromParam(new URLSearchParams(window.location.search).get('user') ?? undefined) ?? oneTarget(currentContext()));
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const known = userId === null ? undefined : users.find(userId);
    return known ? { status: 'loaded', user: known } : { status: userId === null ? 'missing' : 'loading', message: intl.formatMessage({ id: 'users.unavailable.notOneUser' }) } as Loaded;
  });
  useEffect(() => {
    if (loaded.status !== 'loading' || userId === null) return;
    api.users.get(userId).then(
      (user) => setLoaded({ status: 'loaded', user }),
      (error: unknown) => setLoaded({ status: 'missing', message: failureMessage(error, intl.formatMessage) }),
    );
  }, [userId]);
  return loaded;
}

export function ResetPasswordPanel() {
  const intl = useIntl();
  const target = useTargetUser();
  if (target.status === 'loaded') return <ResetPasswordForm user={target.user} />;
  return (
    <SidePanel
      title={intl.formatMessage({ id: 'command.users.resetPassword' })}
      onClose={close}
      footer={<button type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>}
    >
      {target.status === 'loading' ? (
        <StateMessage kind="loading" className="kr-state-start" statement={intl.formatMessage({ id: 'app.loading' })} />
      ) : (
        <StateMessage kind="failed" className="kr-state-start" statement={target.message} />
      )}
    </SidePanel>
  );
}

function ResetPasswordForm({ user }: { user: User }) {
  const intl = useIntl();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeated?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const repeatedField = useRef<HTMLInputElement>(null);
  const { requestClose, guard } = useDiscardGuard(password !== '' || repeated !== '', close);
  const ruleId = `${id}-password-rule`;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const refusal = passwordRefusal(password);
    if (refusal) {
      setErrors({ password: intl.formatMessage({ id: refusal.id }, refusal.values) });
      return passwordField.current?.focus();
    }
    if (password !== repeated) {
      setErrors({ repeated: intl.formatMessage({ id: 'users.passwordsDiffer' }) });
      return repeatedField.current?.focus();
    }
    setBusy(true);
    try {
      await perform(resetPassword, { email: user.email, password }, currentContext());
    } catch (error) {
      const beside = error instanceof ApiFailure ? error.firstFor('new_password') : undefined;
      setErrors(beside ? { password: beside } : { general: failureMessage(error, intl.formatMessage) });
      passwordField.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'password' | 'repeated', label: string, value: string, set: (text: string) => void, ref: typeof passwordField) => (
    <div className="kr-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <PasswordInput
        ref={ref}
        id={`${id}-${name}`}
        name={name === 'password' ? 'new_password' : 'repeat_password'}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[errors[name] ? `${id}-${name}-error` : null, name === 'password' ? ruleId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          set(event.target.value);
          setErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      {name === 'password' && <span id={ruleId} className="kr-field-hint">{intl.formatMessage({ id: passwordRule.id }, passwordRule.values)}</span>}
      {errors[name] && <span id={`${id}-${name}-error`} className="kr-field-error">{errors[name]}</span>}
    </div>
  );

  return (
    <SidePanel
      title={intl.formatMessage({ id: 'users.resetTitle' }, { name: user.name || user.email })}
      onClose={requestClose}
      busy={busy}
      footer={
        <>
          <button type="submit" form={`${id}-form`} className="kr-button kr-primary" aria-disabled={busy || undefined}>
            {busy && <span className="kr-spinner" aria-hidden="true" />}
            {intl.formatMessage({ id: 'users.resetSubmit' })}
          </button>
          <button type="button" className="kr-button" onClick={() => !busy && requestClose()} aria-disabled={busy || undefined}>
            {intl.formatMessage({ id: 'panel.cancel' })}
          </button>
        </>
      }
    >
      <p className="kr-lead">{intl.formatMessage({ id: 'users.resetIntro' }, { email: user.email })}</p>
      {errors.general && <div className="kr-form-errors" role="alert">{errors.general}</div>}
      <form id={`${id}-form`} className="kr-record-form" onSubmit={submit} onKeyDown={submitOnModEnter(() => void submit())} noValidate>
        {field('password', intl.formatMessage({ id: 'users.newPassword' }), password, setPassword, passwordField)}
        {field('repeated', intl.formatMessage({ id: 'users.repeatPassword' }), repeated, setRepeated, repeatedField)}
      </form>
      {guard}
    </SidePanel>
  );
}
