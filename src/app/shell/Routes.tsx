// Every route of the spec. Each section is its own chunk; sections not built yet say so honestly.
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotBuiltScreen } from '../screens/NotBuiltScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

const DashboardScreen = lazyScreen(() => import('../screens/dashboard/DashboardScreen').then((module) => module.DashboardScreen));
const DevicesRoutes = lazyScreen(() => import('../screens/devices/DevicesRoutes').then((module) => module.DevicesRoutes));
const ModelsRoutes = lazyScreen(() => import('../screens/models/ModelsRoutes').then((module) => module.ModelsRoutes));
const CategoriesRoutes = lazyScreen(() => import('../screens/categories/CategoriesRoutes').then((module) => module.CategoriesRoutes));

export function Routes() {
  return (
    <ScreenBoundary>
      <Suspense fallback={<p className="kr-page" role="status"><FormattedMessage id="app.loading" /></p>}>
        <Switch>
          <Route path="/"><HomeScreen /></Route>
          <Route path="/dashboard"><DashboardScreen /></Route>
          <Route path="/devices/models" nest><ModelsRoutes /></Route>
          <Route path="/devices/categories" nest><CategoriesRoutes /></Route>
          <Route path="/devices" nest><DevicesRoutes /></Route>
          <Route path="/events" nest><NotBuiltScreen screen="nav.events" /></Route>
          <Route path="/spaces" nest><NotBuiltScreen screen="nav.spaces" /></Route>
          <Route path="/users" nest><NotBuiltScreen screen="nav.users" /></Route>
          <Route><NotFoundScreen /></Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
