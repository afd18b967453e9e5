// Every route of the spec. Each section is its own lazy chunk.
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { paths } from '../paths';
import { categoriesSection } from '../sections/categories';
import { modelsSection } from '../sections/models';
import { spacesSection } from '../sections/spaces';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

const DashboardScreen = lazyScreen(() => import('../screens/dashboard/DashboardScreen').then((module) => module.DashboardScreen));
const DevicesRoutes = lazyScreen(() => import('../screens/devices/DevicesRoutes').then((module) => module.DevicesRoutes));
const EventsRoutes = lazyScreen(() => import('../screens/events/EventsRoutes').then((module) => module.EventsRoutes));
const UsersRoutes = lazyScreen(() => import('../screens/users/UsersRoutes').then((module) => module.UsersRoutes));
const SectionRoutes = lazyScreen(() => import('../records/SectionRoutes').then((module) => module.SectionRoutes));

export function Routes() {
  return (
    <ScreenBoundary>
      <Suspense fallback={<p className="kr-page" role="status"><FormattedMessage id="app.loading" /></p>}>
        <Switch>
          <Route path={paths.home}><HomeScreen /></Route>
          <Route path={paths.dashboard}><DashboardScreen /></Route>
          <Route path={paths.models.list} nest><SectionRoutes section={modelsSection} /></Route>
          <Route path={paths.categories.list} nest><SectionRoutes section={categoriesSection} /></Route>
          <Route path={paths.devices.list} nest><DevicesRoutes /></Route>
          <Route path={paths.events.list} nest><EventsRoutes /></Route>
          <Route path={paths.spaces.list} nest><SectionRoutes section={spacesSection} /></Route>
          <Route path={paths.users.list} nest><UsersRoutes /></Route>
          <Route><NotFoundScreen /></Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
