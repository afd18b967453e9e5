// Every route of the spec: Home, the dashboard, and each declared section under its list (nested lists first).
// Each section with screens of its own is its own lazy chunk.
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { paths } from '../paths';
import { categoriesSection } from '../sections/categories';
import { modelsSection } from '../sections/models';
import { spacesSection } from '../sections/spaces';
import { SECTIONS, SECTIONS_FOR_ROUTING, type SectionId } from '../sections/declared';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

const DashboardScreen = lazyScreen(() => import('../screens/dashboard/DashboardScreen').then((module) => module.DashboardScreen));
const DevicesRoutes = lazyScreen(() => import('../screens/devices/DevicesRoutes').then((module) => module.DevicesRoutes));
const EventsRoutes = lazyScreen(() => import('../screens/events/EventsRoutes').then((module) => module.EventsRoutes));
const UsersRoutes = lazyScreen(() => import('../screens/users/UsersRoutes').then((module) => module.UsersRoutes));
const SectionRoutes = lazyScreen(() => import('../records/SectionRoutes').then((module) => module.SectionRoutes));

/** Each declared section's screens, under its list's path. */
const SECTION_SCREENS: Record<SectionId, () => ReactNode> = {
  devices: () => <DevicesRoutes />,
  events: () => <EventsRoutes />,
  spaces: () => <SectionRoutes section={spacesSection} />,
  users: () => <UsersRoutes />,
  models: () => <SectionRoutes section={modelsSection} />,
  categories: () => <SectionRoutes section={categoriesSection} />,
};

export function Routes() {
  return (
    <ScreenBoundary>
      <Suspense fallback={<p className="kr-page" role="status"><FormattedMessage id="app.loading" /></p>}>
        <Switch>
          <Route path={paths.home}><HomeScreen /></Route>
          <Route path={paths.dashboard}><DashboardScreen /></Route>
          {SECTIONS_FOR_ROUTING.map((id) => (
            <Route key={id} path={SECTIONS[id].list} nest>{SECTION_SCREENS[id]()}</Route>
          ))}
          <Route><NotFoundScreen /></Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
