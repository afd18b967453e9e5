import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../services/api';
import { auth, signOut } from '../../state/auth';
import { paths } from '../../paths';

/** /logout: revokes the token on the server (a server without the call answers 404: fine), then clears the session. */
export function LogoutScreen() {
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      signOut('loggedOut');
      navigate(paths.login, { replace: true });
    };
    if (auth.token === null) finish();
    else api.auth.logout().then(finish, finish);
  }, []);
  return (
    <main id="main" className="kr-page">
      <p role="status"><FormattedMessage id="app.loading" /></p>
    </main>
  );
}
