// The app's one API instance, wired to the session: 401 ends it and remembers the route, 403 goes to login, unless
// it is an admin's call refused to staff: then the session goes on, as staff, and the caller shows the refusal.
import { navigate } from 'wouter/use-browser-location';
import { createApi } from '../api/api';
import { createClient } from '../api/client';
import { runtimeHost } from '../api/runtimeHost';
import { t } from '../i18n/intl';
import { auth, rememberRoute, signOut, updateSessionRole } from '../state/auth';
import { paths } from '../paths';

function leaveTo(notice: 'sessionExpired' | 'forbidden') {
  if (auth.token === null) return;
  if (notice === 'sessionExpired') rememberRoute(window.location.pathname + window.location.search);
  signOut(notice);
  navigate(paths.login);
}

export const api = createApi(
  createClient({
    host: runtimeHost(),
    token: () => auth.token,
    onUnauthorized: () => leaveTo('sessionExpired'),
    onForbidden: () => leaveTo('forbidden'),
    onAdminOnly: () => updateSessionRole('staff'),
    unreachableMessage: () => t('app.unreachable'),
  }),
);
