// /login: e-mail and password, the "log back in?" prompt for the last user, and the spec's messages.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { isErrorCode } from '../../../contract/errorCodes';
import { ApiFailure } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { api } from '../../services/api';
import { auth, signIn, takeRememberedRoute, type AuthNotice } from '../../state/auth';
import { PasswordInput } from '../../ui/PasswordInput';
import { usePageTitle } from '../../ui/usePageTitle';

const NOTICES: Record<NonNullable<AuthNotice>, MessageId> = {
  loggedOut: 'login.loggedOut',
  sessionExpired: 'login.sessionExpired',
  forbidden: 'login.forbidden',
  accountDeleted: 'login.accountDeleted',
};

const isCoded = (body: unknown) => typeof body === 'object' && body !== null && isErrorCode((body as { code?: unknown }).code);

function loginError(error: unknown): { id: MessageId } | { text: string } {
  if (error instanceof ApiFailure) {
    if (error.status === 400) return { id: 'login.incorrect' };
    // a coded refusal (429, 503) says why and for how long, in the person's language (its message is already so)
    if (error.status === 429 && !isCoded(error.body)) return { id: 'login.tooMany' };
    if (error.status === 404) return { id: 'login.userNotFound' };
    return { text: error.message };
  }
  return { text: String(error) };
}

export function LoginScreen() {
  const intl = useIntl();
  usePageTitle('login.title');
  const session = useSnapshot(auth);
  const [useOther, setUseOther] = useState(false);
  const returning = !useOther && session.lastUser !== null;
  const [email, setEmail] = useState(session.lastUser?.email ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ id: MessageId } | { text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    auth.loading = true;
    try {
      const answer = await api.auth.login(email.trim(), password);
      if (!answer.user.is_admin) {
        // the server answers any account a token (the contract): one the back office refuses is revoked at once,
        // not left valid for its 7 days
        await api.auth.logout(answer.token).catch(() => undefined);
        auth.loading = false;
        setFailure({ id: 'login.forbidden' });
        return;
      }
      signIn(answer.token, answer.user);
      navigate(takeRememberedRoute(answer.user.id), { replace: true });
    } catch (error) {
      auth.loading = false;
      setFailure(loginError(error));
      setPassword('');
    }
  }

  const notice = session.notice ? NOTICES[session.notice] : null;
  return (
    <main id="main" className="kr-login">
      <form className="kr-login-card" onSubmit={submit} aria-labelledby="kr-login-title" noValidate>
        <h1 id="kr-login-title"><FormattedMessage id="login.title" /></h1>
        {notice && <p className="kr-notice" role="status"><FormattedMessage id={notice} /></p>}
        {returning && session.lastUser && (
          <p className="kr-login-returning"><FormattedMessage id="login.logBackIn" values={{ name: session.lastUser.name }} /></p>
        )}
        <div className="kr-field">
          <label htmlFor="kr-login-email"><FormattedMessage id="login.email" /></label>
          <input
            id="kr-login-email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            readOnly={returning}
            autoFocus={!returning}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="kr-field">
          <label htmlFor="kr-login-password"><FormattedMessage id="login.password" /></label>
          <PasswordInput
            id="kr-login-password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            autoFocus={returning}
            aria-invalid={failure !== null}
            aria-describedby={failure ? 'kr-login-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {failure && (
            <span id="kr-login-error" className="kr-field-error" role="alert">
              {'id' in failure ? intl.formatMessage({ id: failure.id }) : failure.text}
            </span>
          )}
        </div>
        <button type="submit" className="kr-button kr-primary" disabled={session.loading || !email || !password}>
          <FormattedMessage id={session.loading ? 'login.submitting' : 'login.submit'} />
        </button>
        {returning && (
          <button
            type="button"
            className="kr-button kr-link-button"
            onClick={() => {
              setUseOther(true);
              setEmail('');
              setPassword('');
              setFailure(null);
            }}
          >
            <FormattedMessage id="login.otherAccount" />
          </button>
        )}
      </form>
    </main>
  );
}
