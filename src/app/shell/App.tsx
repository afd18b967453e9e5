// The app: language, routes, top bar, palette, keys, toasts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, RawIntlProvider, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Route, Switch } from 'wouter';
import { registry } from '../../../commands/all';
import { setIntl } from '../i18n/intl';
import { loadMessages } from '../i18n/loadMessages';
import { bindCommandKeys } from '../keys/bindings';
import { HelpSheet } from '../keys/HelpSheet';
import { SequenceHint } from '../keys/SequenceHint';
import { LoginScreen } from '../screens/login/LoginScreen';
import { LogoutScreen } from '../screens/login/LogoutScreen';
import { appServices, currentContext } from '../services/appServices';
import '../services/sessionState';
import { settings } from '../state/settings';
import { usePreloadedLists } from '../services/usePreloadedLists';
import { followSessionRole } from '../services/sessionRole';
import { AppToaster } from './AppToaster';
import { RequireAuth } from './RequireAuth';
import { Routes } from './Routes';
import { TopBar } from './TopBar';
import { paths } from '../paths';

function useIntlForLanguage(): IntlShape | null {
  const { language } = useSnapshot(settings);
  const [intl, setIntlState] = useState<IntlShape | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      if (!current) return;
      document.documentElement.lang = language;
      setIntlState(setIntl(language, messages));
    });
    return () => {
      current = false;
    };
  }, [language]);
  return intl;
}

// The palette (cmdk and its dialog) is its own chunk, fetched as soon as the shell renders: the first page
// does not wait for it, and a $mod+k pressed before it arrives opens it when it does.
const Palette = lazy(() => import('../palette/Palette').then((module) => ({ default: module.Palette })));

function PreloadLists() {
  usePreloadedLists();
  return null;
}

/** While logged in, the role follows what an admin makes of this person (services/sessionRole.ts). */
function FollowSessionRole() {
  useEffect(() => followSessionRole(), []);
  return null;
}

export function App() {
  const intl = useIntlForLanguage();
  useEffect(() => bindCommandKeys(registry, currentContext), []);
  if (!intl) return null;
  return (
    <RawIntlProvider value={intl}>
      <a className="kr-skip" href="#main"><FormattedMessage id="app.skipToContent" /></a>
      <Switch>
        <Route path={paths.login}><LoginScreen /></Route>
        <Route path={paths.logout}><LogoutScreen /></Route>
        <Route>
          <RequireAuth>
            <TopBar />
            <main id="main" tabIndex={-1}>
              <Routes />
            </main>
            <Suspense fallback={null}>
              <Palette registry={registry} getContext={currentContext} services={appServices} />
            </Suspense>
            <PreloadLists />
            <FollowSessionRole />
          </RequireAuth>
        </Route>
      </Switch>
      <HelpSheet registry={registry} />
      <SequenceHint registry={registry} getContext={currentContext} />
      <AppToaster />
    </RawIntlProvider>
  );
}
