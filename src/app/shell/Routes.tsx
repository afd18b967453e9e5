// Every route of the spec: Home, the dashboard, and each declared section under its list (nested lists first).
// Each section with screens of its own is its own lazy chunk.
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { idFromParam, paths } from '../paths';
import { SECTION_DESCRIPTIONS } from '../sections/all';
import { SECTIONS, SECTIONS_FOR_ROUTING, type SectionId } from '../sections/declared';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

const HomeScreen = lazyScreen(() => import('../screens/home/HomeScreen').then((module) => module.HomeScreen));
const DashboardScreen = lazyScreen(() => import('../screens/dashboard/DashboardScreen').then((module) => module.DashboardScreen));
const DevicesRoutes = lazyScreen(() => import('../screens/devices/DevicesRoutes').then((module) => module.DevicesRoutes));
const EventsRoutes = lazyScreen(() => import('../screens/events/EventsRoutes').then((module) => module.EventsRoutes));
const UsersRoutes = lazyScreen(() => import('../screens/users/UsersRoutes').then((module) => module.UsersRoutes));
const OperationScreen = lazyScreen(() => import('../screens/history/OperationScreen').then((module) => module.OperationScreen));
const SectionRoutes = lazyScreen(() => import('../records/SectionRoutes').then((module) => module.SectionRoutes));

/** The route of one operation of the history: its path with `:id` for the id. */
const OPERATION_ROUTE = paths.historyOperation(0).replace(/0$/, ':id');

/** The sections with screens of their own beside the records kit's (each its own chunk); the others are the kit's alone. */
const OWN_SCREENS: Partial<Record<SectionId, () => ReactNode>> = {
  devices: () => <DevicesRoutes />,
  events: () => <EventsRoutes />,
  users: () => <UsersRoutes />,
};

const screensOf = (id: SectionId) => OWN_SCREENS[id]?.() ?? <SectionRoutes section={SECTION_DESCRIPTIONS[id]} />;

export function Routes() {
  return (
    <ScreenBoundary>
      <Suspense fallback={<p className="kr-page" role="status"><FormattedMessage id="app.loading" /></p>}>
        <Switch>
          <Route path={paths.home}><HomeScreen /></Route>
          <Route path={paths.dashboard}><DashboardScreen /></Route>
          {/* wouter types params from a literal path; this one is built from paths.ts, so `id` is read by name */}
          <Route path={OPERATION_ROUTE}>{(params) => <OperationScreen key={(params as { id?: string }).id} id={idFromParam((params as { id?: string }).id)} />}</Route>
          {SECTIONS_FOR_ROUTING.map((id) => (
            <Route key={id} path={SECTIONS[id].list} nest>{screensOf(id)}</Route>
          ))}
          <Route><NotFoundScreen /></Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}
